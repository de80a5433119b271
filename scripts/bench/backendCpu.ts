/**
 * The CPU time of the PostgreSQL backend that serves a benchmark's transactions, read from
 * /proc/<pid>/stat when the server runs on this machine (else null). On PostgreSQL a job's statements
 * run in its backend, not in Node, so this, not the process's own CPU, says what bounds the job.
 * The bench's transactions run one after another, and the pool hands back the connection it was given
 * last, so they are served by the backend found at the start (a backend seen only at the end is added).
 */
import { readFileSync } from 'node:fs';
import type { Database } from '../../server/db/database.ts';

const TICKS_PER_SECOND = 100;

/** user + system time of a local postgres process in seconds, or null when pid is not one here. */
export function processSeconds(pid: number): number | null {
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return null;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function servingBackend(db: Database): Promise<number> {
  return db.transaction(async (tx) => (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
}

/** Starts the count; the function it answers gives the backend's CPU seconds since, or null. */
export async function backendCpu(db: Database): Promise<() => Promise<number | null>> {
  if (db.engine !== 'postgres') return async () => null;
  const first = await servingBackend(db);
  const start = processSeconds(first);
  return async () => {
    const last = await servingBackend(db);
    const firstNow = processSeconds(first);
    if (start === null || firstNow === null) return null;
    return firstNow - start + (last === first ? 0 : (processSeconds(last) ?? 0));
  };
}
