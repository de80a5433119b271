/**
 * The data screens on a large table: 1 000 000 tickets inserted set-based (generate_series) into the
 * embedded database (PGlite, a fresh data directory, as `npm start` runs it) and, when DATABASE_URL is
 * set, into a fresh schema of that PostgreSQL server (dropped afterwards), then, through the real API
 * in-process (no socket), on each:
 *
 * (a) a 10 000-row page of bet/page2 (one member's tickets, newest first, with the query's Total and
 *     Totals), page 1 and the middle page (the deepest: pages are found from the nearer end), median of
 *     several runs (budget, issue 24: 100 ms);
 * (b) the CSV export of 100 000 rows of bet/search, streamed from the database in keyset batches,
 *     rows per second from the request to the last byte read (budget, issue 24: 200 000 rows/s).
 *
 * It reports; it does not assert (scripts/bench/run.ts).
 */
import { loadavg } from 'node:os';
import { benchToken } from './benchSignIn.ts';
import { openBenchServer } from './benchServer.ts';

export const BENCH_TICKETS = 1_000_000;
export const PAGE_BUDGET_MS = 100;
export const CSV_ROWS = 100_000;
export const CSV_BUDGET_ROWS_PER_SECOND = 200_000;
const PAGE_SIZE = 10_000;
const RUNS = 5;

/** The four demo members share the million tickets, each over its location's draws. */
const MEMBERS = [
  { userId: 'member1', locId: 'SG' },
  { userId: 'member2', locId: 'SG' },
  { userId: 'member3', locId: 'SG' },
  { userId: 'member4', locId: 'MG' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type App = Awaited<ReturnType<typeof openBenchServer>>['app'];
type Db = Awaited<ReturnType<typeof openBenchServer>>['db'];

async function insertTickets(db: Db): Promise<number> {
  const started = performance.now();
  const perMember = BENCH_TICKETS / MEMBERS.length;
  await db.query(
    `insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_form, toto_amount_cents,
       tickets, cost_cents, file_id, line_number, placed_by, created_at)
     select m.loc_id, m.user_id, d.draw_id, lpad(((g.n * 7919) % 10000)::text, 4, '0'), 'straight', array[to_char(d.draw_date, 'Dy')],
       100 + (g.n % 5) * 100, (g.n % 3) * 50, null, 0, 1, 100 + (g.n % 5) * 100 + (g.n % 3) * 50, null, g.n, m.user_id,
       timestamptz '2026-01-01 00:00:00+00' + g.n * interval '1 second'
     from unnest($1::text[], $2::text[]) as m (user_id, loc_id)
     cross join lateral generate_series(1, $3::int) as g (n)
     cross join lateral (
       select (array_agg(draw_id order by draw_date))[1 + g.n % 20] as draw_id from draws where loc_id = m.loc_id
     ) pick
     join draws d on d.draw_id = pick.draw_id`,
    [MEMBERS.map((m) => m.userId), MEMBERS.map((m) => m.locId), perMember],
  );
  // Each bench ticket is a line of one day: it is in the draw it was placed for (the lists read tickets by their draws).
  await db.query('insert into ticket_draws (draw_id, ticket_id) select draw_id, ticket_id from tickets on conflict do nothing');
  // What autovacuum does on a PostgreSQL server after a bulk load (PGlite runs none): statistics and the
  // visibility map, without which no index-only scan is possible.
  await db.query('vacuum analyze tickets');
  await db.query('vacuum analyze ticket_draws');
  return (performance.now() - started) / 1000;
}

async function signIn(app: App, username: string): Promise<Record<string, string>> {
  const token = await benchToken((path, init) => Promise.resolve(app.request(`/api/v1${path}`, init)), username);
  return { authorization: `Bearer ${token}` };
}

interface Timing {
  ms: number;
  /** CPU milliseconds of this process (the server and its embedded database): steadier than wall time on a shared machine. */
  cpuMs: number;
}

async function timePage(app: App, headers: Record<string, string>, path: string): Promise<Timing & { rows: number; total: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await app.request(path, { headers });
  const body = (await response.json()) as { data: { Rows: unknown[]; Total: number } };
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, rows: body.data.Rows.length, total: body.data.Total };
}

// Wall time less this process's CPU is the database server's work and the wait for a core (on PGlite the
// database runs in this process, so its work is in the CPU figure): with the load average, what bounds a figure.
const describeRuns = (label: string, runs: Timing[]) => `${label}: ${describeMedians(runs)}`;

/** Where a median run's wall time went: this process's CPU, and the rest (the database server, the wait for a core). */
const boundOf = (engine: string, runs: Timing[]) => {
  const wall = median(runs.map((run) => run.ms));
  const cpu = median(runs.map((run) => run.cpuMs));
  return engine === 'PostgreSQL'
    ? `bound: ${Math.max(0, wall - cpu).toFixed(0)} of ${wall.toFixed(0)} ms outside this process (the PostgreSQL backend and the wait for a core, load average ${loadavg()[0]!.toFixed(1)}), ${cpu.toFixed(0)} ms this process's CPU (building and parsing the rows)`
    : `bound: ${cpu.toFixed(0)} of ${wall.toFixed(0)} ms this process's CPU, the embedded database's included (load average ${loadavg()[0]!.toFixed(1)})`;
};

const describeMedians = (runs: Timing[]) =>
  `median ${median(runs.map((run) => run.ms)).toFixed(0)} ms wall, ${median(runs.map((run) => run.cpuMs)).toFixed(0)} ms CPU of this process ` +
  `(runs: ${runs.map((run) => `${run.ms.toFixed(0)}/${run.cpuMs.toFixed(0)}`).join(', ')} ms wall/CPU; load average ${loadavg()[0]!.toFixed(1)})`;

export interface DataScreensBench {
  engine: string;
  insertSeconds: number;
  /** Median wall ms of page 1 and of the deep page, and a line per page describing every run. */
  page: { firstMs: number; deepMs: number; deepIndex: number; total: number; detail: string[] };
  csv: { rows: number; seconds: number; cpuSeconds: number; rowsPerSecond: number; bytes: number; load: number };
}

/** The runs: PGlite always, PostgreSQL when DATABASE_URL is set. */
export async function benchDataScreens(): Promise<DataScreensBench[]> {
  const runs = [await benchDataScreensOn('embedded PGlite', undefined)];
  if (process.env.DATABASE_URL) runs.push(await benchDataScreensOn('PostgreSQL', process.env.DATABASE_URL));
  return runs;
}

export async function benchDataScreensOn(engine: string, databaseUrl: string | undefined): Promise<DataScreensBench> {
  const { app, db, close } = await openBenchServer(databaseUrl, 'data-screens');
  try {
    const insertSeconds = await insertTickets(db);
    const headers = await signIn(app, 'member1');
    const pagePath = (index: number) => `/api/v1/4d/bet/page2?LocId=SG&PageSize=${PAGE_SIZE}&PageIndex=${index}`;
    const warm = await timePage(app, headers, pagePath(1));
    // The deepest page there is: a page is found from the nearer end of the order, so the middle one.
    const deepIndex = Math.max(1, Math.ceil(warm.total / PAGE_SIZE / 2));
    const first: Timing[] = [];
    const deep: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      first.push(await timePage(app, headers, pagePath(1)));
      deep.push(await timePage(app, headers, pagePath(deepIndex)));
    }

    // 100 000 rows: member1's tickets of the draws holding them, sorted by number (not the index order).
    const admin = await signIn(app, 'admin');
    const { rows: draws } = await db.query<{ draw_id: number; tickets: number }>(
      `select draw_id, count(*)::int as tickets from tickets where user_id = 'member1' group by draw_id order by draw_id`,
    );
    let covered = 0;
    const chosen = draws.filter((draw) => (covered < CSV_ROWS ? ((covered += draw.tickets), true) : false));
    const started = performance.now();
    const cpu = process.cpuUsage();
    let bytes = 0;
    let rows = 0;
    for (const draw of chosen) {
      const response = await app.request(`/api/v1/4d/bet/search?LocId=SG&UserId=member1&DrawId=${draw.draw_id}&SortBy=Number&SortDir=asc&Format=csv`, { headers: admin });
      const reader = response.body!.getReader();
      let newlines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) newlines++;
      }
      rows += newlines - 1; // less the header
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    return {
      engine,
      insertSeconds,
      page: {
        firstMs: median(first.map((run) => run.ms)),
        deepMs: median(deep.map((run) => run.ms)),
        deepIndex,
        total: warm.total,
        detail: [
          describeRuns('page 1', first),
          `page 1 ${boundOf(engine, first)}`,
          describeRuns(`page ${deepIndex}`, deep),
          `page ${deepIndex} ${boundOf(engine, deep)}`,
        ],
      },
      csv: { rows, seconds, cpuSeconds: (used.user + used.system) / 1e6, rowsPerSecond: rows / seconds, bytes, load: loadavg()[0]! },
    };
  } finally {
    await close();
  }
}

// `tsx scripts/bench/dataScreens.ts` runs it alone; `... postgres` only on DATABASE_URL's server (with
// BENCH_KEEP_SCHEMA=1 its data stays there to be profiled by hand, see benchServer.ts).
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs =
    process.argv[2] === 'postgres' && process.env.DATABASE_URL
      ? [await benchDataScreensOn('PostgreSQL', process.env.DATABASE_URL)]
      : await benchDataScreens();
  for (const run of runs) console.log(JSON.stringify(run, null, 2));
}
