/**
 * A timed run of a benchmark's work on one database: wall seconds, this process's CPU seconds (on PGlite
 * that includes the database, which runs in-process) and, on a local PostgreSQL, its backend's CPU
 * (backendCpu.ts). On a shared machine the wall figure is mostly the load; the CPU figures are the ones
 * to compare between sittings.
 */
import type { Database } from '../../server/db/database.ts';
import { backendCpu } from './backendCpu.ts';

export interface TimedRun {
  seconds: number;
  perSecond: number;
  cpuSeconds: number;
  /** null on PGlite, or when the server is not on this machine. */
  backendCpuSeconds: number | null;
}

export async function timedRun(db: Database, count: number, work: () => Promise<void>): Promise<TimedRun> {
  const backend = await backendCpu(db);
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return { seconds, perSecond: count / seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, backendCpuSeconds: await backend() };
}

/** "12.3 s wall, 4.5 s CPU (+ 6.7 s backend)" */
export const describeRun = (run: TimedRun) =>
  `${run.seconds.toFixed(2)} s wall, ${run.cpuSeconds.toFixed(2)} s CPU${run.backendCpuSeconds === null ? '' : ` + ${run.backendCpuSeconds.toFixed(2)} s backend CPU`}`;
