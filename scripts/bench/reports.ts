/**
 * Reports on a big draw (issue 22 budget: the first page of the full report and of the stake report
 * within 300 ms on PostgreSQL): ONE settled draw of 1 000 000 entries in a tree of 5 levels and 2 000
 * users (admin > 4 > 16 > 64 > 256 agents > 1 660 members), with intake limits at several levels, then
 * the first page of each call of REPORT_CALLS timed through the app's HTTP handler (in process, no
 * socket), as the admin and as a level-2 agent: median of RUNS after one warm-up. PGlite always,
 * PostgreSQL when DATABASE_URL is set (a fresh schema, dropped afterwards).
 *
 * Built set-based: the users, limits and tickets by generate_series, the chain by the server's own
 * recomputeChain (the same step placement takes), the result and the settlement by the settlement
 * job's own functions. BENCH_REPORT_ENTRIES makes the draw smaller (a quick look: 20000).
 *
 * REPORT_CALLS (or BENCH_REPORT_CALLS, comma-separated) are call paths under /api/v1 with `{DrawId}`
 * for the draw: the report calls once they exist, until then paged calls already there.
 */
import { recomputeChain } from '../../server/intake/recompute.ts';
import { settlementStatus } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';
import { benchToken } from './benchSignIn.ts';
import { openBenchServer } from './benchServer.ts';
import { resultAndQueue } from './settlement.ts';
import type { BudgetFigure } from './benchmark.ts';

export const REPORT_BUDGET_MS = 300;
/** The calls timed: the first page of the Full report and of the Stake report of the draw. */
export const REPORT_CALLS: readonly string[] = process.env.BENCH_REPORT_CALLS?.split(',') ?? [
  '4d/reportFull?LocId=SG&DrawId={DrawId}',
  '4d/reportStakeFull?LocId=SG&DrawId={DrawId}',
];
const ENTRIES = Number(process.env.BENCH_REPORT_ENTRIES ?? 1_000_000);
const RUNS = 5;
/** Agents per level under the company (each agent has 4 below it), then the members under the last level. */
const AGENT_LEVELS = [4, 16, 64, 256];
const MEMBERS = 2_000 - AGENT_LEVELS.reduce((a, b) => a + b, 0);
/** The level-2 agent the second timing signs in as. */
const LEVEL2_AGENT = 'brp2_1';

type Prepared = Awaited<ReturnType<typeof openBenchServer>>;
type Db = Prepared['db'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The tree: agents copied from agent1 (its password too, for the sign-in), members from member1, each with ample credit. */
async function buildTree(db: Db) {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'users' and table_schema = current_schema()`,
  );
  const columns = rows.map((r) => r.column_name);
  const copy = (template: string, idSql: string, parentSql: string, count: number) => {
    const set: Record<string, string> = { user_id: idSql, parent_id: parentSql, credit_cents: '100000000000000', open_stake_cents: '0', acc_bal_cents: '0', mobile: 'null', bot_chat_id: 'null' };
    return db.query(
      `insert into users (${columns.join(', ')}) select ${columns.map((c) => set[c] ?? `t.${c}`).join(', ')}
       from users t cross join generate_series(1, $1::int) as g (n) where t.user_id = '${template}'`,
      [count],
    );
  };
  let parents = 'admin';
  for (const [index, count] of AGENT_LEVELS.entries()) {
    const level = index + 1;
    // brp<level>_<n>: agent n of a level sits under agent ceil(n/4) of the level above (the company for level 1).
    const parent = level === 1 ? `'admin'` : `'brp${level - 1}_' || ((g.n - 1) / 4 + 1)`;
    await copy('agent1', `'brp${level}_' || g.n`, parent, count);
    parents = `brp${level}_`;
  }
  const lastLevel = AGENT_LEVELS.at(-1)!;
  await copy('member1', `'brpm_' || g.n`, `'${parents}' || ((g.n - 1) % ${lastLevel} + 1)`, MEMBERS);
  await db.query(`insert into user_locations (user_id, loc_id) select user_id, 'SG' from users where user_id like 'brp%' on conflict do nothing`);
  // Limits at every agent level (DOMAIN.md: 0 keeps nothing, unset keeps all): level 4 keeps $1 Big of a
  // number, level 3 $3 Big and $1 Small, level 2 $10 of each, level 1 nothing; the company keeps the rest.
  // Measured at 1 000 000 entries: 2.15 chain rows per entry; a level-2 agent's stake report has ~9 000
  // rows (numbers over its limits come up to it), the company's none (level 2 keeps what reaches it).
  await db.query(
    `insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents)
     select u.user_id, 'SG', '*', 'straight', l.big, l.small
     from users u join (values ('brp4\\_%', 100, 0), ('brp3\\_%', 300, 100), ('brp2\\_%', 1000, 1000), ('brp1\\_%', 0, 0)) as l (pattern, big, small)
       on u.user_id like l.pattern`,
  );
  await db.query(`update users set credit_cents = 100000000000000 where user_id = 'admin'`);
}

/** One draw of ENTRIES one-entry straight tickets over every member, its chain, its result and its settlement. */
async function buildDraw(db: Db): Promise<{ drawId: number; seconds: number; phases: string }> {
  const started = performance.now();
  const marks: [string, number][] = [];
  const mark = (phase: string) => marks.push([phase, performance.now()]);
  const now = Date.now();
  const { rows } = await db.query<{ draw_id: number }>(
    `insert into draws (loc_id, draw_date, draw_at, closes_at) values ('SG', '2000-01-05', '2000-01-05 18:30+08', '2000-01-05 18:00+08')
     on conflict (loc_id, draw_date) do update set special = false returning draw_id`,
  );
  const drawId = rows[0]!.draw_id;
  await db.query(
    `insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_form,
       toto_amount_cents, tickets, cost_cents, line_number, placed_by, created_at)
     select 'SG', 'brpm_' || (1 + g.n % ${MEMBERS}), $1, lpad(((g.n::bigint * 7919 + 13) % 10000)::text, 4, '0'), 'straight', array['Wed'],
       100 + (g.n % 3) * 100, (g.n % 2) * 100, null, 0, 1, 100 + (g.n % 3) * 100 + (g.n % 2) * 100, g.n, 'bench',
       $2::timestamptz + g.n * interval '1 millisecond'
     from generate_series(1, $3::int) as g (n)`,
    [drawId, new Date(now - 3_600_000).toISOString(), ENTRIES],
  );
  await db.query(`insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select draw_id, ticket_id, user_id, loc_id, created_at from tickets where draw_id = $1`, [drawId]);
  await db.query('analyze');
  mark('tickets');
  await db.transaction((tx) => recomputeChain(tx, { drawIds: [drawId] }));
  mark('chain');
  await resultAndQueue(db, drawId, now);
  await settleDraw({ db, now: () => now }, drawId);
  mark('settlement');
  const job = await settlementStatus(db, drawId);
  if (job?.Status !== 'succeeded') throw new Error(`the settlement ended ${job?.Status}: ${job?.Message}`);
  await db.query('analyze');
  const phases = marks.map(([phase, at], i) => `${phase} ${((at - (marks[i - 1]?.[1] ?? started)) / 1000).toFixed(1)} s`).join(', ');
  return { drawId, seconds: (performance.now() - started) / 1000, phases };
}

export interface ReportTiming {
  call: string;
  user: string;
  medianMs: number;
  runs: number[];
  rows: number;
  total: number;
}

export interface ReportsRun {
  engine: string;
  entries: number;
  buildSeconds: number;
  /** Where the build's time went: tickets, chain, settlement. */
  phases: string;
  chainRows: number;
  timings: ReportTiming[];
}

async function timeFirstPage(app: Prepared['app'], token: string, path: string): Promise<{ ms: number; rows: number; total: number }> {
  const started = performance.now();
  const response = await app.request(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: { Rows: unknown[]; Total: number }; message?: string };
  const ms = performance.now() - started;
  if (!response.ok || !body.data) throw new Error(`${path}: ${response.status} ${body.message ?? ''}`);
  return { ms, rows: body.data.Rows.length, total: body.data.Total };
}

export async function benchOn(engine: string, databaseUrl: string | undefined): Promise<ReportsRun> {
  const { app, db, close } = await openBenchServer(databaseUrl, 'reports');
  try {
    await buildTree(db);
    const { drawId, seconds, phases } = await buildDraw(db);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from ticket_intakes where draw_id = $1', [drawId]);
    const timings: ReportTiming[] = [];
    for (const user of ['admin', LEVEL2_AGENT]) {
      const token = await benchToken((path, init) => Promise.resolve(app.request(`/api/v1${path}`, init)), user);
      for (const call of REPORT_CALLS) {
        const path = call.replaceAll('{DrawId}', String(drawId));
        const warm = await timeFirstPage(app, token, path);
        const runs: number[] = [];
        for (let run = 0; run < RUNS; run++) runs.push((await timeFirstPage(app, token, path)).ms);
        timings.push({ call, user, medianMs: median(runs), runs, rows: warm.rows, total: warm.total });
      }
    }
    return { engine, entries: ENTRIES, buildSeconds: seconds, phases, chainRows: rows[0]!.n, timings };
  } finally {
    await close();
  }
}

/** The runs: PGlite always, PostgreSQL when DATABASE_URL is set. */
export async function benchReports(): Promise<ReportsRun[]> {
  const runs = [await benchOn('embedded PGlite', undefined)];
  if (process.env.DATABASE_URL) runs.push(await benchOn('PostgreSQL', process.env.DATABASE_URL));
  return runs;
}

export const describeReportsRun = (run: ReportsRun) => [
  `${run.engine}: ${run.entries.toLocaleString('en-US')} entries, ${run.chainRows.toLocaleString('en-US')} chain rows; tree, draw, chain and settlement built in ${run.buildSeconds.toFixed(1)} s (${run.phases})`,
  ...run.timings.map(
    (t) => `  ${t.call} as ${t.user}: first page median ${t.medianMs.toFixed(0)} ms (${t.rows} of ${t.total} rows; runs ${t.runs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  ),
];

/** For `npm run bench`: a figure per engine, call and user, against the 300 ms budget (PostgreSQL's; PGlite's shown beside it). */
export async function reportFigures(): Promise<BudgetFigure[]> {
  const runs = await benchReports();
  return runs.flatMap((run) =>
    run.timings.map((t, i) => ({
      label: `${run.engine}, ${t.call.split('?')[0]} as ${t.user}`,
      value: `${t.medianMs.toFixed(0)} ms`,
      budget: `${REPORT_BUDGET_MS} ms${run.engine === 'PostgreSQL' ? '' : ' (PostgreSQL’s)'}`,
      withinBudget: t.medianMs <= REPORT_BUDGET_MS,
      detail: [...(i === 0 ? [describeReportsRun(run)[0]!] : []), `${t.rows} of ${t.total} rows; runs ${t.runs.map((ms) => ms.toFixed(0)).join(', ')} ms`],
    })),
  );
}

// `tsx scripts/bench/reports.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const run of await benchReports()) for (const line of describeReportsRun(run)) console.log(line);
}
