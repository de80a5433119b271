/**
 * The generation of bet specials (spec 02 §4) on the job engine as kind 'bet-special', keyed by its
 * run id. The run's row (bet_special_runs) keeps its state and outcome; the work is one transaction
 * (server/betSpecial/generation.ts), so a retry, a takeover or a second runner never places twice.
 */
import type { BetSpecialRun } from '../../contract/betSpecial.ts';
import type { Database } from '../db/database.ts';
import type { JobEngine } from './engine.ts';
import { STATUS_UNDER_WAY } from './underWay.ts';
import { generateRun } from '../betSpecial/generation.ts';
import { askForRun, readRun, recordRunFailure } from '../betSpecial/runs.ts';

export const BET_SPECIAL_JOB = 'bet-special';

export interface BetSpecialJobs {
  /** Asks for the run of (setting, draw) and sends its job when it was (re)queued; answers the run. */
  start(ask: Parameters<typeof askForRun>[1]): Promise<BetSpecialRun>;
  /** The run as it stands, with the engine's word while it is under way; null when there is none. */
  status(runId: number): Promise<BetSpecialRun | null>;
}

export function betSpecialJobs(jobs: JobEngine, { db, now }: { db: Database; now: () => number }): BetSpecialJobs {
  jobs.define(BET_SPECIAL_JOB, async ({ key, finalAttempt }) => {
    try {
      await generateRun(db, Number(key), now);
    } catch (error) {
      // Nothing of the run was committed; on its last attempt it is recorded as failed (it may be asked for again).
      if (finalAttempt) await recordRunFailure(db, Number(key), now(), error instanceof Error ? error.message : String(error));
      throw error;
    }
  });

  return {
    async start(ask) {
      const asked = await db.transaction((tx) => askForRun(tx, ask));
      if (asked.queued) await jobs.send(BET_SPECIAL_JOB, String(asked.runId));
      return (await readRun(db, asked.runId))!;
    },
    async status(runId) {
      const engine = await jobs.state(BET_SPECIAL_JOB, String(runId));
      const run = await readRun(db, runId);
      if (!run || (run.Status !== 'queued' && run.Status !== 'running')) return run;
      if (engine?.state === 'failed' || engine?.state === 'cancelled') {
        // Its last run died without recording it: recorded now.
        await recordRunFailure(db, runId, now(), engine.error ?? 'the job was stopped');
        return readRun(db, runId);
      }
      if (!engine) {
        // Recorded as queued but unknown to the engine (the instance stopped between the two): sent now.
        await jobs.send(BET_SPECIAL_JOB, String(runId));
        return run;
      }
      const underWay = STATUS_UNDER_WAY[engine.state];
      return underWay ? { ...run, Status: underWay } : readRun(db, runId);
    },
  };
}
