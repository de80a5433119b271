/**
 * The result insertion (settlement) job of a draw (spec 02 §4). Its state lives in the database
 * (draw_settlements), so any instance answers its status, and its batches are safe to run twice at
 * once (server/settlement/settleDraw.ts), which is what a job engine with retries needs.
 *
 * The handler to register on the job engine is `settleDraw(deps, drawId)`: it runs the draw's batches
 * to the end, resuming from the cursor. Until the engine is merged, `settlementJobs` runs it in this
 * process behind { start, status, idle }: swapping `runInBackground` for the engine's send is the
 * only change the move needs.
 */
import type { SettlementJob } from '../../contract/drawResults.ts';
import type { Database } from '../db/database.ts';
import { settleDraw, type SettlementDeps } from '../settlement/settleDraw.ts';
import { settlementStatus } from '../settlement/progress.ts';

export { settleDraw, settlementStatus };

export interface SettlementJobs {
  /** Runs the draw's queued (or interrupted) settlement in the background. */
  start(drawId: number): void;
  /** The job's state; null when the draw has none. */
  status(drawId: number): Promise<SettlementJob | null>;
  /** On start: resumes the jobs an earlier run left queued or running. */
  resumeInterrupted(): Promise<void>;
  /** Resolves when every run this instance started has ended (tests, shutdown). */
  idle(): Promise<void>;
}

export function settlementJobs(deps: SettlementDeps & { db: Database }): SettlementJobs {
  /** Runs under way in this instance, by draw: a second start of the same draw while one runs is the same run. */
  const running = new Map<number, Promise<unknown>>();
  const runInBackground = (drawId: number) => {
    if (running.has(drawId)) return;
    const work = settleDraw(deps, drawId)
      .catch((error: unknown) => console.error(`[jobs] settlement of draw ${drawId} stopped`, error))
      .finally(() => running.delete(drawId));
    running.set(drawId, work);
  };
  return {
    start: runInBackground,
    status: (drawId) => settlementStatus(deps.db, drawId),
    resumeInterrupted: async () => {
      try {
        const { rows } = await deps.db.query<{ draw_id: number }>(
          `select draw_id from draw_settlements where status in ('queued', 'running') order by draw_id`,
        );
        for (const row of rows) runInBackground(row.draw_id);
      } catch (error) {
        console.error('[jobs] could not look for interrupted settlements', error);
      }
    },
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
