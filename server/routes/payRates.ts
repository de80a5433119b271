/**
 * Pay rates (contract/payRates.ts, spec 02 §2.2 Pay Rate, §7.12): the lists of the figures in force
 * for a user, a user's overrides (POST, PUT, DELETE payRate) and the default table (PUT
 * payRateDefault). Every write closes the row in force and inserts the new one (server/payRates/
 * versioning.ts), with an audit row in the same transaction.
 *
 * Decisions: 4d/ lists the 4D kinds (N, K, I); tt/ lists every kind of TT's table, TOTO forms (T)
 * included. POST for a figure the user already overrides answers 409 (change it with PUT). A change
 * that lost a race (the row was closed meanwhile) answers 409 and writes nothing.
 */
import {
  createPayRate,
  deletePayRate,
  payRates,
  payRatesI,
  payRatesK,
  payRatesN,
  updatePayRate,
  updatePayRateDefault,
  type PayRate,
  type PayRateKind,
} from '../../contract/payRates.ts';
import type { Game } from '../../contract/endpoint.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, HandlerRequest } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { locationsServed } from '../http/locationGate.ts';
import { writeAudit } from '../audit.ts';
import { payRateById, ratesInForce } from '../payRates/rows.ts';
import { mayReadRates, maySetDefaults, maySetRates } from '../payRates/permission.ts';
import { closeRow, defaultRowInForce, figureExists, insertOverride, replaceRow, unknownFigureMessage } from '../payRates/versioning.ts';

type WriteAnswer = { ok: true; rate: PayRate } | { ok: false; status: 404 | 409; message: string };

const changedMeanwhile = (id: number): WriteAnswer => ({ ok: false, status: 409, message: `Pay rate ${id} was changed meanwhile: reload and try again.` });

export function mountPayRateRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  /** One list: the figures of `kindsOf(game)` in force for the user (or the default table with Default=1). */
  const listOf =
    (kindsOf: (game: Game) => readonly PayRateKind[]) =>
    async ({ query, caller, game, c }: Pick<HandlerRequest<typeof payRates>, 'query' | 'caller' | 'game' | 'c'>) => {
      if (query.Default === '1') return ratesInForce(db, query.LocId, null, kindsOf(game));
      const access = await mayReadRates(db, caller.userId, query.UserId, query.LocId);
      if (!access.ok) return fail(c, access.status, access.message);
      return ratesInForce(db, query.LocId, access.userId, kindsOf(game));
    };
  router.implement(payRates, listOf((game) => (game === 'tt' ? ['N', 'K', 'I', 'T'] : ['N', 'K', 'I'])));
  router.implement(payRatesN, listOf(() => ['N']));
  router.implement(payRatesI, listOf(() => ['I']));
  router.implement(payRatesK, listOf(() => ['K']));

  router.implement(createPayRate, async ({ body, caller, c }) => {
    const { LocId, UserId, PerUnit, ...figure } = body;
    const access = await maySetRates(db, caller.userId, UserId, LocId);
    if (!access.ok) return fail(c, access.status, access.message);
    if (!(await figureExists(db, LocId, figure))) return fail(c, 400, unknownFigureMessage(LocId, figure));
    const answer = await db.transaction(async (tx): Promise<WriteAnswer> => {
      const rate = await insertOverride(tx, { locId: LocId, userId: access.userId, figure, perUnit: PerUnit, setBy: caller.userId, at: now() });
      if (!rate) return { ok: false, status: 409, message: `${access.userId} already has an override of this figure: change it instead.` };
      await writeAudit(tx, { userId: caller.userId, locId: LocId, action: 'payRate.create', entity: 'payRate', entityId: rate.PayRateId, before: null, after: rate, at: now() });
      return { ok: true, rate };
    });
    return answer.ok ? answer.rate : fail(c, answer.status, answer.message);
  });

  /** An override row the caller may change: in force, of a location it serves, of a user it may set rates for. */
  const overrideToChange = async (payRateId: number, caller: { userId: string; locations: string[] }, game: Game) => {
    const row = await payRateById(db, payRateId);
    if (!row || row.UserId === null || !locationsServed(game, caller.locations).includes(row.LocId)) {
      return { ok: false as const, status: 404 as const, message: `Pay rate ${payRateId} is not an override at your location.` };
    }
    if (!row.InForce) return { ok: false as const, status: 409 as const, message: `Pay rate ${payRateId} is no longer in force: reload and try again.` };
    const access = await maySetRates(db, caller.userId, row.UserId, row.LocId);
    return access.ok ? { ok: true as const, row } : access;
  };

  router.implement(updatePayRate, async ({ body, caller, game, c }) => {
    const target = await overrideToChange(body.PayRateId, caller, game);
    if (!target.ok) return fail(c, target.status, target.message);
    const answer = await db.transaction(async (tx): Promise<WriteAnswer> => {
      const closed = await closeRow(tx, body.PayRateId, now());
      if (!closed) return changedMeanwhile(body.PayRateId);
      const rate = await replaceRow(tx, closed, body.PerUnit, caller.userId, now());
      await writeAudit(tx, { userId: caller.userId, locId: rate.LocId, action: 'payRate.update', entity: 'payRate', entityId: rate.PayRateId, before: closed, after: rate, at: now() });
      return { ok: true, rate };
    });
    return answer.ok ? answer.rate : fail(c, answer.status, answer.message);
  });

  router.implement(deletePayRate, async ({ params, caller, game, c }) => {
    const target = await overrideToChange(params.PayRateId, caller, game);
    if (!target.ok) return fail(c, target.status, target.message);
    const answer = await db.transaction(async (tx): Promise<WriteAnswer> => {
      const closed = await closeRow(tx, params.PayRateId, now());
      if (!closed) return changedMeanwhile(params.PayRateId);
      await writeAudit(tx, { userId: caller.userId, locId: closed.LocId, action: 'payRate.delete', entity: 'payRate', entityId: closed.PayRateId, before: closed, after: null, at: now() });
      return { ok: true, rate: closed };
    });
    return answer.ok ? { PayRateId: answer.rate.PayRateId } : fail(c, answer.status, answer.message);
  });

  router.implement(updatePayRateDefault, async ({ body, caller, c }) => {
    const { LocId, PerUnit, ...figure } = body;
    const access = await maySetDefaults(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    if (!(await figureExists(db, LocId, figure))) return fail(c, 400, unknownFigureMessage(LocId, figure));
    const answer = await db.transaction(async (tx): Promise<WriteAnswer> => {
      const current = await defaultRowInForce(tx, LocId, figure);
      if (!current) return { ok: false, status: 409, message: 'The figure was changed meanwhile: reload and try again.' };
      const closed = await closeRow(tx, current.PayRateId, now());
      if (!closed) return changedMeanwhile(current.PayRateId);
      const rate = await replaceRow(tx, closed, PerUnit, caller.userId, now());
      await writeAudit(tx, { userId: caller.userId, locId: LocId, action: 'payRateDefault.update', entity: 'payRate', entityId: rate.PayRateId, before: closed, after: rate, at: now() });
      return { ok: true, rate };
    });
    return answer.ok ? answer.rate : fail(c, answer.status, answer.message);
  });
}
