/**
 * Bin burst's two jobs (spec 02 §4 "bin burst and bin confirm results") on the job engine, keyed by
 * the import: 'bin-burst' stages it, 'bin-confirm' posts its payouts. The import's row keeps the state;
 * each run is one transaction (server/binBurst/imports.ts), so a retry or a takeover never doubles.
 */
import type { BinBurstImport } from '../../contract/binBurst.ts';
import type { Database } from '../db/database.ts';
import { JobFailure, type JobEngine } from './engine.ts';
import { STATUS_UNDER_WAY } from './underWay.ts';
import { askForConfirm, askForImport, confirmImport, PayoutRefused, readImports, recordImportFailure, stageImport } from '../binBurst/imports.ts';

export const BIN_BURST_JOB = 'bin-burst';
export const BIN_CONFIRM_JOB = 'bin-confirm';

export function binBurstJobs(jobs: JobEngine, { db, now }: { db: Database; now: () => number }) {
  const define = (kind: string, work: typeof stageImport) =>
    jobs.define(kind, async ({ key, finalAttempt }) => {
      try {
        await db.transaction((tx) => work(tx, Number(key), now()));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A refusal will not go away by retrying: recorded and over. Anything else is retried, then recorded.
        if (error instanceof PayoutRefused || finalAttempt) await recordImportFailure(db, Number(key), message);
        throw error instanceof PayoutRefused ? new JobFailure(message) : error;
      }
    });
  define(BIN_BURST_JOB, stageImport);
  define(BIN_CONFIRM_JOB, confirmImport);

  const one = async (importId: number) => (await readImports(db, { importId }))[0] ?? null;

  /** The import as it stands, with the engine's word while `kind` runs it. */
  const status = async (kind: string, importId: number): Promise<BinBurstImport | null> => {
    const engine = await jobs.state(kind, String(importId));
    const run = await one(importId);
    const underWayStatus = kind === BIN_BURST_JOB ? 'queued' : 'confirming';
    if (!run || run.Status !== underWayStatus) return run;
    if (engine?.state === 'failed' || engine?.state === 'cancelled') {
      await recordImportFailure(db, importId, engine.error ?? 'the job was stopped');
      return one(importId);
    }
    if (!engine) {
      // Recorded as under way but unknown to the engine (the instance stopped between the two): sent now.
      await jobs.send(kind, String(importId));
      return run;
    }
    const word = STATUS_UNDER_WAY[engine.state];
    return word && word !== 'queued' ? { ...run, Status: word } : run;
  };

  return {
    async start(ask: Parameters<typeof askForImport>[1]) {
      const asked = await db.transaction((tx) => askForImport(tx, ask));
      if (asked.queued) await jobs.send(BIN_BURST_JOB, String(asked.importId));
      return (await one(asked.importId))!;
    },
    async confirm(importId: number, by: string): Promise<BinBurstImport | { refusal: string }> {
      const asked = await db.transaction((tx) => askForConfirm(tx, importId, by, now()));
      if ('refusal' in asked) return asked;
      if (asked.queued) await jobs.send(BIN_CONFIRM_JOB, String(importId));
      return (await one(importId))!;
    },
    stagingStatus: (importId: number) => status(BIN_BURST_JOB, importId),
    confirmStatus: (importId: number) => status(BIN_CONFIRM_JOB, importId),
    one,
  };
}
