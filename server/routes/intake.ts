/**
 * Out Setting processing (contract/intakeRecompute.ts; spec 02 §7.11): POST outsettingProcess1 (4D) or
 * outsettingProcess2 (TT) starts a recompute of the location's open draws on the job engine
 * (server/intake/recomputeJob.ts), GET answers its latest run. Granted OutSet only (spec 02 §6), asked
 * of the database. The job kind is defined here, before the engine starts.
 */
import {
  outsettingProcess1, outsettingProcess2, startOutsettingProcess1, startOutsettingProcess2, type IntakeRecomputeRun,
} from '../../contract/intakeRecompute.ts';
import type { Game } from '../../contract/endpoint.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { userHolds } from '../permissions/grants.ts';
import {
  defineIntakeRecompute, latestIntakeRecompute, startIntakeRecompute, type IntakeRecomputeRow,
} from '../intake/recomputeJob.ts';

const OUT_SET = 'OutSet';
const NOT_OUT_SET = 'Out Setting processing needs the OutSet permission.';

const asRun = (row: IntakeRecomputeRow): IntakeRecomputeRun => ({
  RunId: row.recompute_id,
  LocId: row.loc_id,
  Status: row.status,
  StartedBy: row.started_by,
  Draws: row.draws,
  DrawsDone: row.draws_done,
  Message: row.message,
  CreatedAt: row.queued_at,
  FinishedAt: row.finished_at,
});

/** Process 1 is the 4D locations', process 2 TT's (as outSetting6 and outSetting2). */
const wrongGame = (wanted: Game, game: Game) =>
  wanted === game ? null : wanted === '4d' ? 'outsettingProcess1 is for 4D: TT uses outsettingProcess2.' : 'outsettingProcess2 is for TT: 4D uses outsettingProcess1.';

export function mountIntakeRoutes(router: ApiRouter, deps: RouteDeps) {
  const { db } = deps;
  defineIntakeRecompute(deps);
  for (const [wanted, start, status] of [
    ['4d', startOutsettingProcess1, outsettingProcess1],
    ['tt', startOutsettingProcess2, outsettingProcess2],
  ] as const) {
    router.implement(start, async ({ caller, game, location, c }) => {
      const refusal = wrongGame(wanted, game);
      if (refusal) return fail(c, 400, refusal);
      if (!(await userHolds(db, caller.userId, OUT_SET))) return fail(c, 403, NOT_OUT_SET);
      return asRun(await startIntakeRecompute(deps, { locId: location, startedBy: caller.userId }));
    });
    router.implement(status, async ({ caller, game, location, c }) => {
      const refusal = wrongGame(wanted, game);
      if (refusal) return fail(c, 400, refusal);
      if (!(await userHolds(db, caller.userId, OUT_SET))) return fail(c, 403, NOT_OUT_SET);
      const row = await latestIntakeRecompute(deps, location);
      return row ? asRun(row) : null;
    });
  }
}
