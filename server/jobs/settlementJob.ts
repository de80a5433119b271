/**
 * The result insertion (settlement) job of a draw (spec 02 §4), on the job engine (engine.ts) as kind
 * 'settle-draw', keyed by DrawId. The engine runs, retries and takes over the job; draw_settlements
 * keeps its progress and how it ended, written with each batch (server/settlement/settleDraw.ts),
 * so any instance answers its status and two runs at once never settle an entry twice.
 */
import type { SettlementJob } from '../../contract/drawResults.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { JobEngine } from './engine.ts';
import { STATUS_UNDER_WAY } from './underWay.ts';
import { settleDraw } from '../settlement/settleDraw.ts';
import { recordSettlementFailure, settlementStatus } from '../settlement/progress.ts';

export const SETTLEMENT_JOB = 'settle-draw';

export interface SettlementJobs {
  /** Queues the draw's settlement (once: a queued or running job of the draw is left as it is). */
  start(drawId: number): Promise<void>;
  /** The job's state; null when the draw has none. */
  status(drawId: number): Promise<SettlementJob | null>;
}

/** Declares the settlement job on the engine (before it starts) and answers the calls the result routes make. */
/** Still to settle: recorded as queued or running, read inside the engine's send (after its own check). */
const stillToSettle = (drawId: number) => async (q: Queryable) => {
  const job = await settlementStatus(q, drawId);
  return job?.Status === 'queued' || job?.Status === 'running';
};

export function settlementJobs(jobs: JobEngine, deps: { db: Database; now: () => number; batchTickets: number; slices?: number }): SettlementJobs {
  jobs.define(SETTLEMENT_JOB, async ({ key, finalAttempt, signal }) => {
    await settleDraw(deps, Number(key), { finalAttempt, batchTickets: deps.batchTickets, slices: deps.slices, signal });
  });

  const status = async (drawId: number): Promise<SettlementJob | null> => {
    // The engine first: progress read after it is at least as new.
    const engine = await jobs.state(SETTLEMENT_JOB, String(drawId));
    if (engine?.state === 'failed' || engine?.state === 'cancelled') {
      // Its last run died or expired without recording it: record it now.
      await recordSettlementFailure(deps.db, drawId, deps.now(), engine.error ?? 'the job was stopped');
    }
    const job = await settlementStatus(deps.db, drawId);
    if (!engine && (job?.Status === 'queued' || job?.Status === 'running')) {
      // Recorded as under way but unknown to the engine (the instance stopped between recording and
      // sending): sent now, so asking is enough to get it done.
      await jobs.send(SETTLEMENT_JOB, String(drawId), {}, stillToSettle(drawId));
      return settlementStatus(deps.db, drawId);
    }
    // A job recorded as over is over (a settled draw sent again is left alone by its run). While it is
    // under way, the engine's word for queued or running.
    const recordedUnderWay = job?.Status === 'queued' || job?.Status === 'running';
    const engineUnderWay = engine ? STATUS_UNDER_WAY[engine.state] : undefined;
    if (job && recordedUnderWay && engineUnderWay) return { ...job, Status: engineUnderWay };
    return job;
  };

  return {
    start: (drawId) => jobs.send(SETTLEMENT_JOB, String(drawId), {}, stillToSettle(drawId)),
    status,
  };
}
