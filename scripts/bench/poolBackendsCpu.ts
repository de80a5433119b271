/**
 * The CPU time of every PostgreSQL backend a server child's pool holds, for the load bench: the child
 * connects with an application_name of its own, so its backends are found in pg_stat_activity, and
 * their CPU is read from /proc when the PostgreSQL server runs on this machine (else null). A pool
 * keeps its connections while requests come, so the backends seen at the start of a phase are those
 * seen at its end; one opened meanwhile counts whole, one closed meanwhile is lost (pg.Pool closes
 * a connection only after 10 s idle, which no phase has).
 */
import pg from 'pg';
import { processSeconds as postgresSeconds } from './backendCpu.ts';

async function backendPids(url: string, applicationName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Starts the count; the function it answers gives the backends' CPU seconds since, or null. */
export async function poolBackendsCpu(url: string, applicationName: string): Promise<() => Promise<number | null>> {
  const start = new Map<number, number>();
  for (const pid of await backendPids(url, applicationName)) {
    const seconds = postgresSeconds(pid);
    if (seconds === null) return async () => null;
    start.set(pid, seconds);
  }
  return async () => {
    let total = 0;
    for (const pid of await backendPids(url, applicationName)) {
      const seconds = postgresSeconds(pid);
      if (seconds === null) return null;
      total += seconds - (start.get(pid) ?? 0);
    }
    return total;
  };
}

/** A pool connecting with this URL names itself, so its backends can be found (above). */
export function withApplicationName(url: string, applicationName: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', applicationName);
  return parsed.toString();
}
