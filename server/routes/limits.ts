/**
 * Limit Setting's calls (spec 02 §7.11: POST, PUT and GET limit, POST limit/delete, DELETE limit/{id};
 * the list is a paged query, server/queries/limits.ts). Decisions (README "Limit Setting"): an admin or
 * an agent (a player is refused: adminRouter) sets the limits of its own tree, at TT only; one limit per
 * owner and number; each write in one transaction with its audit row; deleting several is all or none.
 * A limit row is locked while it changes, as placement locks it (server/betting/betLimits.ts), so a
 * change never lands in the middle of a bet's check.
 */
import { createLimit, deleteLimit, deleteLimits, limitById, updateLimit } from '../../contract/limits.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import { writeAudit } from '../audit.ts';
import { atomically } from '../db/atomically.ts';
import { timestamp } from '../db/timestamp.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import {
  checkLimitFields,
  duplicateProblem,
  insertLimit,
  LIMITS_LOCATION,
  lockOwnLimits,
  numberTaken,
  ownLimit,
  TT_ONLY,
  updateLimitRow,
} from '../limits/limitRows.ts';

const notFound = (ids: readonly number[]) => `Limit ${ids.join(', ')} not found.`;

export function mountLimitRoutes(apiRouter: ApiRouter, { db, now }: RouteDeps) {
  const router = adminRouter(apiRouter);
  const problems = (c: Parameters<typeof fail>[0], list: FieldProblem[]) => fail(c, 400, list[0]!.Message, { data: { Problems: list } });
  /** A write's location and fields, checked: the fields, or the refusal to answer. */
  const checkedFields = (c: Parameters<typeof fail>[0], location: string, body: Parameters<typeof checkLimitFields>[0]) => {
    if (location !== LIMITS_LOCATION) return fail(c, 400, TT_ONLY);
    const checked = checkLimitFields(body);
    return 'problems' in checked ? problems(c, checked.problems) : checked.ok;
  };

  router.implement(limitById, async ({ params, caller, location, c }) => {
    if (location !== LIMITS_LOCATION) return fail(c, 400, TT_ONLY);
    const row = await ownLimit(db, caller.userId, location, params.LimitId);
    return row ?? fail(c, 404, notFound([params.LimitId]));
  });

  router.implement(createLimit, async ({ body, caller, location, c }) => {
    const checked = checkedFields(c, location, body);
    if (checked instanceof Response) return checked;
    const fields = checked;
    const row = await atomically(db, async (tx) => {
      const inserted = await insertLimit(tx, caller.userId, location, fields, timestamp(now()));
      if (inserted) {
        await writeAudit(tx, { userId: caller.userId, locId: location, action: 'limit.create', entity: 'limit', entityId: inserted.LimitId, before: null, after: inserted, at: now() });
      }
      return inserted;
    });
    return row ?? problems(c, [duplicateProblem(fields.number)]);
  });

  router.implement(updateLimit, async ({ body, caller, location, c }) => {
    const checked = checkedFields(c, location, body);
    if (checked instanceof Response) return checked;
    const fields = checked;
    const answer = await atomically(db, async (tx) => {
      const before = await ownLimit(tx, caller.userId, location, body.LimitId, true);
      if (!before) return { status: 404 as const, row: null };
      if (await numberTaken(tx, caller.userId, location, fields.number, body.LimitId)) return { status: 400 as const, row: null };
      const after = await updateLimitRow(tx, body.LimitId, fields, timestamp(now()));
      await writeAudit(tx, { userId: caller.userId, locId: location, action: 'limit.update', entity: 'limit', entityId: after.LimitId, before, after, at: now() });
      return { status: 200 as const, row: after };
    });
    if (answer.row) return answer.row;
    return answer.status === 404 ? fail(c, 404, notFound([body.LimitId])) : problems(c, [duplicateProblem(fields.number)]);
  });

  /** Removes the caller's limits `ids`: all of them, or none when one is not the caller's (404). */
  const remove = (callerId: string, location: string, ids: readonly number[]) =>
    atomically<{ deleted: number[] } | { missing: number[] }>(db, async (tx) => {
      const wanted = [...new Set(ids)];
      const rows = await lockOwnLimits(tx, callerId, location, wanted);
      if (rows.length !== wanted.length) {
        const found = new Set(rows.map((row) => row.LimitId));
        return { missing: wanted.filter((id) => !found.has(id)) };
      }
      await tx.query('delete from bet_limits where limit_id = any($1::int[])', [wanted]);
      for (const row of rows) {
        await writeAudit(tx, { userId: callerId, locId: location, action: 'limit.delete', entity: 'limit', entityId: row.LimitId, before: row, after: null, at: now() });
      }
      return { deleted: rows.map((row) => row.LimitId) };
    });

  router.implement(deleteLimits, async ({ body, caller, location, c }) => {
    if (location !== LIMITS_LOCATION) return fail(c, 400, TT_ONLY);
    const outcome = await remove(caller.userId, location, body.LimitIds);
    return 'deleted' in outcome ? { LimitIds: outcome.deleted } : fail(c, 404, notFound(outcome.missing));
  });

  router.implement(deleteLimit, async ({ params, caller, location, c }) => {
    if (location !== LIMITS_LOCATION) return fail(c, 400, TT_ONLY);
    const outcome = await remove(caller.userId, location, [params.LimitId]);
    return 'deleted' in outcome ? { LimitIds: outcome.deleted } : fail(c, 404, notFound(outcome.missing));
  });
}
