/**
 * The CPU time of the PostgreSQL backends that serve a benchmark's transactions, read from
 * /proc/<pid>/stat when the server runs on this machine (else null). On PostgreSQL a job's statements
 * run in its backends, not in Node, so this, not the process's own CPU, says what bounds the job.
 * The bench's pool connects with an application_name of its own (engines.ts), so its backends are found
 * in pg_stat_activity: those seen at the start and at the end are counted (one opened meanwhile counts
 * whole; one closed meanwhile, after 10 s idle, is lost: no timed run has such a pause). A settlement
 * in slices runs in several backends at once.
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

/** The pool's backends: this connection's and every other one of the same application_name. */
async function poolBackends(db: Database): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where pid = pg_backend_pid() or (application_name <> '' and application_name = current_setting('application_name'))`,
  );
  return rows.map((row) => row.pid);
}

/** Starts the count; the function it answers gives the backends' CPU seconds since, or null. */
export async function backendCpu(db: Database): Promise<() => Promise<number | null>> {
  if (db.engine !== 'postgres') return async () => null;
  const start = new Map<number, number>();
  for (const pid of await poolBackends(db)) {
    const seconds = processSeconds(pid);
    if (seconds === null) return async () => null;
    start.set(pid, seconds);
  }
  return async () => {
    let total = 0;
    for (const pid of await poolBackends(db)) {
      const seconds = processSeconds(pid);
      if (seconds === null) return null;
      total += seconds - (start.get(pid) ?? 0);
    }
    return total;
  };
}
