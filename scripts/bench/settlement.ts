/**
 * Settlement rate: one draw holding 1 000 000 entries (mostly straight, some roll, iBet and kBet),
 * inserted set-based, then settled by the job's own function (server/settlement/settleDraw.ts) and
 * timed from the queued job to the finalised draw, in the slices the job cuts by default (2 on
 * PostgreSQL, 1 on PGlite; SETTLEMENT_SLICES overrides it). On the embedded database (PGlite, in
 * memory), and on PostgreSQL too when DATABASE_URL is set (in a fresh schema, dropped afterwards).
 * Budget (issue 24): at least 400 000 entries per second, on each engine.
 */
import { readFileSync } from 'node:fs';
import type { Database } from '../../server/db/database.ts';
import { onEachEngine } from './engines.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { writeResult } from '../../server/settlement/resultStore.ts';
import { queueSettlement, settlementStatus } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';
import { defaultSlices } from '../../server/settlement/slices.ts';
import { backendCpu } from './backendCpu.ts';

export const SETTLEMENT_BUDGET_PER_SECOND = 400_000;

/** Ticket lines per bet type: 900 000 straight + 4 000 rolls x 10 + 35 000 iBet + about 25 000 kBet entries. */
const PLAN = { straight: 900_000, roll: 4_000, iBet: 35_000, kBet: 1_200 };

export interface SettlementRun {
  engine: string;
  entries: number;
  tickets: number;
  strikes: number;
  insertSeconds: number;
  seconds: number;
  entriesPerSecond: number;
  /** Slices settled at once (each on a connection of its own on PostgreSQL). */
  slices: number;
  /** The first transaction's wall time: the job started and the draw's tickets cut into slices. */
  startSeconds: number;
  /** The last transaction's wall time: per-user figures, commission, intake, ledger, the draw finalised. */
  finaliseSeconds: number;
  /** This process's CPU during the settlement (on PGlite the database's work too). */
  nodeCpuSeconds: number;
  /** PostgreSQL only, when its server runs on this machine: the CPU of the backends that settled. */
  backendCpuSeconds: number | null;
  /** The first figure of /proc/loadavg when the settlement ended. */
  load: number;
}

const TICKETS_SQL = `
insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_form,
  toto_amount_cents, tickets, cost_cents, line_number, placed_by, created_at)
select 'SG', (array['member1', 'member2', 'member3', 'agent1', 'agent2'])[1 + g.n % 5], $1,
  case when $2 = 'roll' then overlay(lpad(((g.n::bigint * 7919) % 10000)::text, 4, '0') placing 'R' from 1 + g.n % 4 for 1)
       else lpad(((g.n::bigint * 7919 + 13) % 10000)::text, 4, '0') end,
  $2, array['Wed'], 100 + (g.n % 3) * 100, (g.n % 2) * 50, null, 0, 1, 0, g.n, 'bench', $3::timestamptz
from generate_series(1, $4::int) as g (n)`;

/** The bench draw's result saved and its settlement queued (the report bench settles its draw the same way). */
export async function resultAndQueue(db: Database, drawId: number, now: number) {
  await db.transaction(async (tx) => {
    await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: now }, {
      game: '4D',
      first: '1234',
      second: '5678',
      third: '9012',
      starters: ['0001', '1112', '2223', '3334', '4445', '5556', '6667', '7778', '8889', '9990'],
      consolations: ['0102', '1213', '2324', '3435', '4546', '5657', '6768', '7879', '8980', '9091'],
    });
    await queueSettlement(tx, drawId, now);
  });
}

export async function benchSettlementOn(db: Database, engine: string): Promise<SettlementRun> {
  await migrate(db);
  await seed(db);
  const now = Date.now();
  const { rows } = await db.query<{ draw_id: number }>(
    `insert into draws (loc_id, draw_date, draw_at, closes_at) values ('SG', '2000-01-05', '2000-01-05 18:30+08', '2000-01-05 18:00+08')
     on conflict (loc_id, draw_date) do update set special = false returning draw_id`,
  );
  const drawId = rows[0]!.draw_id;
  const insertStarted = performance.now();
  for (const [betType, count] of Object.entries(PLAN)) await db.query(TICKETS_SQL, [drawId, betType, new Date(now).toISOString(), count]);
  await db.query(`insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select draw_id, ticket_id, user_id, loc_id, created_at from tickets where draw_id = $1`, [drawId]);
  await db.query('analyze');
  const insertSeconds = (performance.now() - insertStarted) / 1000;
  await resultAndQueue(db, drawId, now);
  const slices = Number(process.env.SETTLEMENT_SLICES) || defaultSlices(db);
  // Each transaction's wall time, to tell the start (the first) and the finalisation (the last) from the batches.
  const spans: number[] = [];
  const timed: Database = {
    ...db,
    engine: db.engine,
    query: (sql, params, prepared) => db.query(sql, params, prepared),
    transaction: async (work) => {
      const begun = performance.now();
      try {
        return await db.transaction(work);
      } finally {
        spans.push((performance.now() - begun) / 1000);
      }
    },
  };
  const backendCpuSince = await backendCpu(db);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await settleDraw({ db: timed, now: () => now }, drawId, { slices });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const backendCpuSeconds = await backendCpuSince();
  const load = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  const job = await settlementStatus(db, drawId);
  if (job?.Status !== 'succeeded') throw new Error(`the settlement ended ${job?.Status}: ${job?.Message}`);
  const tickets = Object.values(PLAN).reduce((a, b) => a + b, 0);
  return {
    engine,
    entries: job.EntriesSettled,
    tickets,
    strikes: job.Strikes,
    insertSeconds,
    seconds,
    entriesPerSecond: job.EntriesSettled / seconds,
    slices,
    startSeconds: spans[0] ?? 0,
    finaliseSeconds: spans.at(-1) ?? 0,
    nodeCpuSeconds: (used.user + used.system) / 1e6,
    backendCpuSeconds,
    load,
  };
}

/** The runs: PGlite always, PostgreSQL when DATABASE_URL is set. */
export async function benchSettlement(): Promise<SettlementRun[]> {
  return onEachEngine(benchSettlementOn);
}

// `tsx scripts/bench/settlement.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const run of await benchSettlement()) console.log(JSON.stringify(run));
}
