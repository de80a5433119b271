/**
 * After out_settings change (Setting6, a rule applied by the outset job), the open draws' chain must be
 * computed again: which bets go out, and to whom, changed. The chain and its recompute job belong to
 * the intake chain (server/intake/, `startIntakeRecompute(db, { locId, startedBy })`, issue 21's chain
 * part). This is the one place Out Setting 3 asks for it: at the merge it calls startIntakeRecompute
 * (a job of its own, deduplicated per location), and until then it does nothing.
 */
import type { Queryable } from '../db/database.ts';

export interface RecomputeRequest {
  locId: string;
  /** Who changed the out settings (the recompute's audit names it). */
  startedBy: string;
}

export type RecomputeOpenDraws = (db: Queryable, request: RecomputeRequest) => Promise<void>;

/** Asks for the location's open draws' chain to be recomputed. Wired to startIntakeRecompute at the merge. */
export const recomputeOpenDrawsChain: RecomputeOpenDraws = async () => {};
