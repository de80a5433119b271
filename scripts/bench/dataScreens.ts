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
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { benchToken } from './benchSignIn.ts';
import { openBenchServer } from './benchServer.ts';
import { poolBackendsCpu, withApplicationName } from './poolBackendsCpu.ts';

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
  await db.query('insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select draw_id, ticket_id, user_id, loc_id, created_at from tickets on conflict do nothing');
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
  /** CPU milliseconds of the pool's PostgreSQL backends (parallel workers not counted); null on PGlite or a remote server. */
  backendMs: number | null;
}

/** Counts the CPU of the PostgreSQL backends serving the bench's pool (./poolBackendsCpu.ts), or nothing on PGlite. */
type BackendMeter = () => Promise<() => Promise<number | null>>;
const noBackend: BackendMeter = async () => async () => null;

/** Runs `work` and answers its wall time, this process's CPU and the backends'. */
async function timed<T>(backends: BackendMeter, work: () => Promise<T>): Promise<Timing & { result: T }> {
  const backendSeconds = await backends();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const backend = await backendSeconds();
  return { ms, cpuMs: (used.user + used.system) / 1000, backendMs: backend === null ? null : backend * 1000, result };
}

async function timePage(app: App, headers: Record<string, string>, path: string, backends: BackendMeter): Promise<Timing & { rows: number; total: number }> {
  const { result: body, ...timing } = await timed(backends, async () => {
    const response = await app.request(path, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as { data: { Rows: unknown[]; Total: number } };
  });
  return { ...timing, rows: body.data.Rows.length, total: body.data.Total };
}

// Wall time less this process's CPU is the database server's work and the wait for a core (on PGlite the
// database runs in this process, so its work is in the CPU figure): with the load average, what bounds a figure.
const describeRuns = (label: string, runs: Timing[]) => `${label}: ${describeMedians(runs)}`;

/** The median backend CPU of runs, or null when it was not counted. */
const medianBackend = (runs: Timing[]) => (runs.every((run) => run.backendMs !== null) ? median(runs.map((run) => run.backendMs!)) : null);

/**
 * Where a median run's wall time went: this process's CPU, the PostgreSQL backends' CPU, and the rest
 * (the wait for a core, parallel workers).
 */
const boundOf = (engine: string, runs: Timing[]) => {
  const wall = median(runs.map((run) => run.ms));
  const cpu = median(runs.map((run) => run.cpuMs));
  const backend = medianBackend(runs);
  const load = loadavg()[0]!.toFixed(1);
  if (engine !== 'PostgreSQL') return `bound: ${cpu.toFixed(0)} of ${wall.toFixed(0)} ms this process's CPU, the embedded database's included (load average ${load})`;
  const outside = Math.max(0, wall - cpu);
  return backend === null
    ? `bound: ${outside.toFixed(0)} of ${wall.toFixed(0)} ms outside this process (the PostgreSQL backend and the wait for a core, load average ${load}), ${cpu.toFixed(0)} ms this process's CPU (building and answering the rows, parsing them here)`
    : `bound: ${cpu.toFixed(0)} ms this process's CPU (building and answering the rows, parsing them here), ${backend.toFixed(0)} ms the PostgreSQL backends' CPU (the query), ` +
        `${Math.max(0, outside - backend).toFixed(0)} ms neither (the wait for a core at load average ${load}, parallel workers) of ${wall.toFixed(0)} ms wall`;
};

const describeMedians = (runs: Timing[]) => {
  const backend = medianBackend(runs);
  return (
    `median ${median(runs.map((run) => run.ms)).toFixed(0)} ms wall, ${median(runs.map((run) => run.cpuMs)).toFixed(0)} ms CPU of this process` +
    `${backend === null ? '' : `, ${backend.toFixed(0)} ms of the PostgreSQL backends`} ` +
    `(runs: ${runs.map((run) => `${run.ms.toFixed(0)}/${run.cpuMs.toFixed(0)}${run.backendMs === null ? '' : `/${run.backendMs.toFixed(0)}`}`).join(', ')} ms wall/CPU${backend === null ? '' : '/backends'}; load average ${loadavg()[0]!.toFixed(1)})`
  );
};

export interface DataScreensBench {
  engine: string;
  insertSeconds: number;
  /** Median wall ms of page 1 and of the deep page, and a line per page describing every run. */
  page: { firstMs: number; deepMs: number; deepIndex: number; total: number; detail: string[] };
  /** `backendSeconds`: the PostgreSQL backends' CPU (null on PGlite, where cpuSeconds holds the database's). */
  csv: { rows: number; seconds: number; cpuSeconds: number; backendSeconds: number | null; rowsPerSecond: number; bytes: number; load: number };
}

/** The runs: PGlite always, PostgreSQL when DATABASE_URL is set. */
export async function benchDataScreens(): Promise<DataScreensBench[]> {
  const runs = [await benchDataScreensOn('embedded PGlite', undefined)];
  if (process.env.DATABASE_URL) runs.push(await benchDataScreensOn('PostgreSQL', process.env.DATABASE_URL));
  return runs;
}

export async function benchDataScreensOn(engine: string, databaseUrl: string | undefined): Promise<DataScreensBench> {
  // The pool names itself, so the CPU of its backends can be read (PostgreSQL on this machine only).
  const applicationName = `bench_data_screens_${randomBytes(4).toString('hex')}`;
  const { app, db, close } = await openBenchServer(databaseUrl && withApplicationName(databaseUrl, applicationName), 'data-screens');
  const backends: BackendMeter = databaseUrl ? () => poolBackendsCpu(databaseUrl, applicationName) : noBackend;
  try {
    const insertSeconds = await insertTickets(db);
    const headers = await signIn(app, 'member1');
    const pagePath = (index: number) => `/api/v1/4d/bet/page2?LocId=SG&PageSize=${PAGE_SIZE}&PageIndex=${index}`;
    const warm = await timePage(app, headers, pagePath(1), backends);
    // The deepest page there is: a page is found from the nearer end of the order, so the middle one.
    const deepIndex = Math.max(1, Math.ceil(warm.total / PAGE_SIZE / 2));
    const first: Timing[] = [];
    const deep: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      first.push(await timePage(app, headers, pagePath(1), backends));
      deep.push(await timePage(app, headers, pagePath(deepIndex), backends));
    }

    // 100 000 rows: member1's tickets of the draws holding them, sorted by number (not the index order).
    const admin = await signIn(app, 'admin');
    const { rows: draws } = await db.query<{ draw_id: number; tickets: number }>(
      `select draw_id, count(*)::int as tickets from tickets where user_id = 'member1' group by draw_id order by draw_id`,
    );
    let covered = 0;
    const chosen = draws.filter((draw) => (covered < CSV_ROWS ? ((covered += draw.tickets), true) : false));
    let bytes = 0;
    let rows = 0;
    const csv = await timed(backends, async () => {
      for (const draw of chosen) {
        const response = await app.request(`/api/v1/4d/bet/search?LocId=SG&UserId=member1&DrawId=${draw.draw_id}&SortBy=Number&SortDir=asc&Format=csv`, { headers: admin });
        const reader = response.body!.getReader();
        let newlines = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.byteLength;
          // indexOf, not a loop over every byte: that loop was 100-170 ms of this process's CPU per 10 MB,
          // counted as the export's (issue 24, session 14).
          for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) newlines++;
        }
        rows += newlines - 1; // less the header
      }
    });
    const seconds = csv.ms / 1000;
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
      csv: {
        rows,
        seconds,
        cpuSeconds: csv.cpuMs / 1000,
        backendSeconds: csv.backendMs === null ? null : csv.backendMs / 1000,
        rowsPerSecond: rows / seconds,
        bytes,
        load: loadavg()[0]!,
      },
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
