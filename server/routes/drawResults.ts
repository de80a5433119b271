/**
 * Draw results and their insertion (contract/drawResults.ts; spec 02 §2.2 Draw Setting and Draw
 * Result, §4): reading, saving and correcting a closed draw's result, the insertion (settlement) job
 * and its status, and the resets (the Draw Result report is server/queries/drawResultReport.ts).
 *
 * Reads are for anyone working at the draw's location (the location gate checks the LocId; a draw
 * addressed by id must be of a location the caller works at under this prefix). Writes need the
 * DrawSetting permission, whatever the role (server/draws/permission.ts). Decisions: a result is saved only once sales have closed (closes_at <= now);
 * PUT corrects it only until the insertion was started (after that: reset6 first); reset6 and reset7
 * are refused (409) while the insertion runs.
 */
import {
  createDrawResult,
  drawResult,
  insertProcess,
  insertProcessStatus,
  resetResult,
  resetSettlement,
  updateDrawResult,
  type DrawResult,
  type ResultEntry,
} from '../../contract/drawResults.ts';
import type { Context } from 'hono';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, Caller } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { locationsServed } from '../http/locationGate.ts';
import type { Game } from '../betting/location.ts';
import type { Queryable } from '../db/database.ts';
import { writeAudit } from '../audit.ts';
import { settlementJobs } from '../jobs/settlementJob.ts';
import { readResultDraw } from '../settlement/drawOfResult.ts';
import { mayUseDrawSetting } from '../draws/permission.ts';
import { checkResult } from '../settlement/resultEntry.ts';
import { readResult, removeResult, writeResult } from '../settlement/resultStore.ts';
import { queueSettlement } from '../settlement/progress.ts';
import { undoSettlement } from '../settlement/undoSettlement.ts';

const NO_DRAW = 'No such draw at your locations.';

export function mountDrawResultRoutes(router: ApiRouter, deps: RouteDeps) {
  const { db, now } = deps;
  const jobs = settlementJobs(deps.jobs, { db, now, batchTickets: deps.config.settlementBatchTickets, slices: deps.config.settlementSlices });

  const answerOf = async (q: Queryable, drawId: number, caller: Caller, game: Game): Promise<DrawResult | null> => {
    const found = await readResultDraw(q, drawId, locationsServed(game, caller.locations), now());
    if (!found) return null;
    const stored = await readResult(q, drawId);
    return { Draw: found.draw, Result: stored?.result ?? null, EnteredBy: stored?.enteredBy ?? null, EnteredAt: stored?.enteredAt ?? null };
  };

  router.implement(drawResult, async ({ query, caller, game, c }) => {
    const answer = await answerOf(db, query.DrawId, caller, game);
    return answer ?? fail(c, 404, NO_DRAW);
  });

  /** POST (first save) and PUT (correction): one transaction, the draw's row locked, nothing stored when refused. */
  const saveResult = (mode: 'create' | 'update') =>
    async ({ body, caller, game, c }: { body: { DrawId: number; Result: ResultEntry }; caller: Caller; game: Game; c: Context }) => {
      const access = await mayUseDrawSetting(db, caller.userId);
      if (!access.ok) return fail(c, access.status, access.message);
      return db.transaction(async (tx) => {
        const found = await readResultDraw(tx, body.DrawId, locationsServed(game, caller.locations), now());
        if (!found) return fail(c, 404, NO_DRAW);
        await tx.query('select draw_id from draws where draw_id = $1 for update', [body.DrawId]);
        if (!found.closed) return fail(c, 409, 'This draw is still open for bets: its result can be saved after its cut-off.');
        const checked = checkResult(found.draw.LocId, body.Result);
        if (!checked.ok) return fail(c, 400, checked.problems[0]?.Message ?? 'The result is not valid.', { data: { Problems: checked.problems } });
        const { rows } = await tx.query<{ has_result: boolean; has_job: boolean }>(
          `select exists (select 1 from draw_results where draw_id = $1) as has_result,
             exists (select 1 from draw_settlements where draw_id = $1) as has_job`,
          [body.DrawId],
        );
        const state = rows[0];
        if (mode === 'create' && state?.has_result) return fail(c, 409, 'This draw already has a result: correct it with an update.');
        if (mode === 'update' && !state?.has_result) return fail(c, 409, 'This draw has no result yet: save one first.');
        if (mode === 'update' && state?.has_job) {
          return fail(c, 409, 'The result insertion of this draw has started: reset its settlement (reset6) before correcting the result.');
        }
        await writeResult(tx, { drawId: body.DrawId, locId: found.draw.LocId, userId: caller.userId, at: now() }, checked.result);
        return (await answerOf(tx, body.DrawId, caller, game)) ?? fail(c, 404, NO_DRAW);
      });
    };
  router.implement(createDrawResult, saveResult('create'));
  router.implement(updateDrawResult, saveResult('update'));

  router.implement(insertProcess, async ({ body, caller, game, c }) => {
    const access = await mayUseDrawSetting(db, caller.userId);
    if (!access.ok) return fail(c, access.status, access.message);
    const found = await readResultDraw(db, body.DrawId, locationsServed(game, caller.locations), now());
    if (!found) return fail(c, 404, NO_DRAW);
    const queued = await db.transaction(async (tx) => {
      // Locked first (as queueSettlement does), so the settlement's state read here is the one it changes.
      await tx.query('select draw_id from draw_results where draw_id = $1 for update', [body.DrawId]);
      const { rows: prior } = await tx.query<{ status: string }>('select status from draw_settlements where draw_id = $1', [body.DrawId]);
      if (!(await queueSettlement(tx, body.DrawId, now()))) return false;
      // Only an insertion that starts (or starts again after a failure) writes: asking again during or after one changes nothing.
      // The settlement job's own row (draw.settle) records its end.
      const before = prior[0]?.status ?? null;
      if (before === null || before === 'failed') {
        await writeAudit(tx, {
          userId: caller.userId, locId: found.draw.LocId, action: 'draw.insert', entity: 'draw', entityId: body.DrawId,
          before: { Settlement: before }, after: { Settlement: 'queued' }, at: now(),
        });
      }
      return true;
    });
    if (!queued) return fail(c, 409, 'This draw has no result yet: save its result before inserting it.');
    await jobs.start(body.DrawId);
    return (await jobs.status(body.DrawId)) ?? fail(c, 404, NO_DRAW);
  });

  router.implement(insertProcessStatus, async ({ params, caller, game, c }) => {
    const found = await readResultDraw(db, params.DrawId, locationsServed(game, caller.locations), now());
    if (!found) return fail(c, 404, NO_DRAW);
    return (await jobs.status(params.DrawId)) ?? fail(c, 404, 'The result of this draw has not been inserted yet.');
  });

  /** reset6 (settlement only) and reset7 (settlement and result): one transaction with its audit row. */
  const reset = (removeTheResult: boolean) =>
    async ({ params, caller, game, c }: { params: { DrawId: number }; caller: Caller; game: Game; c: Context }) => {
      const access = await mayUseDrawSetting(db, caller.userId);
      if (!access.ok) return fail(c, access.status, access.message);
      return db.transaction(async (tx) => {
        const before = await answerOf(tx, params.DrawId, caller, game);
        if (!before) return fail(c, 404, NO_DRAW);
        const undone = await undoSettlement(tx, params.DrawId);
        if (!undone.ok) return fail(c, 409, undone.message);
        if (removeTheResult) await removeResult(tx, params.DrawId);
        const after = await answerOf(tx, params.DrawId, caller, game);
        await writeAudit(tx, {
          userId: caller.userId,
          locId: before.Draw.LocId,
          action: removeTheResult ? 'draw.reset.result' : 'draw.reset.settlement',
          entity: 'draw',
          entityId: params.DrawId,
          before: { Status: before.Draw.Status, Result: before.Result },
          after: { Status: after?.Draw.Status ?? null, Result: after?.Result ?? null },
          at: now(),
        });
        return after ?? fail(c, 404, NO_DRAW);
      });
    };
  router.implement(resetSettlement, reset(false));
  router.implement(resetResult, reset(true));
}
