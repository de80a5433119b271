/**
 * After out_settings change (Setting6, a rule applied by the outset job), the open draws' chain must be
 * computed again: which bets go out, and to whom, changed. This is the one place Out Setting 3 asks for
 * it, through the intake chain's own recompute (server/intake/):
 * - a Setting6 save queues the chain's recompute job (startIntakeRecompute: deduplicated per location,
 *   audited, watched on Out Setting's Process page);
 * - the rule outset job recomputes the open draws itself, one draw per transaction, so its own status
 *   says succeeded only when the chain is right (a resumed run recomputes again: recompute is from scratch).
 */
import type { Database } from '../db/database.ts';
import type { JobEngine } from '../jobs/engine.ts';
import { recomputeChain } from '../intake/recompute.ts';
import { openDrawIds, startIntakeRecompute } from '../intake/recomputeJob.ts';

export interface RecomputeRequest {
  locId: string;
  /** Who changed the out settings (the recompute's audit names it). */
  startedBy: string;
}

export type RecomputeOpenDraws = (db: Database, request: RecomputeRequest) => Promise<void>;

/** Recomputes the location's open draws now, each in its own transaction (the outset job's second step). */
export const recomputeOpenDrawsNow =
  (now: () => number): RecomputeOpenDraws =>
  async (db, { locId }) => {
    for (const drawId of await openDrawIds(db, locId, now())) await db.transaction((tx) => recomputeChain(tx, { drawIds: [drawId] }));
  };

/** Queues the chain's recompute job for the location (after a Setting6 save has committed). */
export const queueOpenDrawsRecompute =
  (deps: { jobs: JobEngine; now: () => number }): RecomputeOpenDraws =>
  async (db, request) => {
    await startIntakeRecompute({ db, jobs: deps.jobs, now: deps.now }, request);
  };
