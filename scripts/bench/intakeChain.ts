/**
 * Placing bets with the intake chain at 5 levels (issue 21 budget: 20 000 entries/s on PostgreSQL),
 * next to the same placement without the chain. A path admin > 4 agents > a member, the agents keeping
 * nothing of straight bets (a limit of 0), so every entry has a row at each of the 5 levels; batches of
 * 1 000 one-day lines of spread numbers, each a transaction as file processing makes it (the path locked
 * and reserved, then insertTickets). PGlite always, PostgreSQL when DATABASE_URL is set (a fresh schema).
 */
import type { Database } from '../../server/db/database.ts';
import { onEachEngine } from './engines.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { insertTickets } from '../../server/betting/ticketStore.ts';
import { lockCreditPath, reserveOnPath } from '../../server/ledger/reserveStake.ts';
import { describeRun, timedRun, type TimedRun } from './timedRun.ts';
import type { ValidLine } from '../../domain/bets/index.ts';

export const INTAKE_CHAIN_BUDGET_PER_SECOND = 20_000;
const BATCH = 1_000;
const BATCHES = 20;
const PATH = ['bchain1', 'bchain2', 'bchain3', 'bchain4', 'bchainm'];

export interface IntakeChainRun {
  engine: string;
  entries: number;
  withChain: TimedRun;
  without: TimedRun;
}

export async function prepare(db: Database) {
  await migrate(db);
  await seed(db);
  const { rows: columns } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'users' and table_schema = current_schema()`,
  );
  const names = columns.map((c) => c.column_name);
  let parent = 'admin';
  for (const userId of PATH) {
    const set: Record<string, string> = { user_id: '$1', parent_id: '$2', credit_cents: '100000000000000', open_stake_cents: '0', acc_bal_cents: '0', mobile: 'null', bot_chat_id: 'null' };
    await db.query(`insert into users (${names.join(', ')}) select ${names.map((c) => set[c] ?? c).join(', ')} from users where user_id = 'member1'`, [userId, parent]);
    await db.query(`insert into user_locations (user_id, loc_id) select $1, loc_id from user_locations where user_id = 'member1'`, [userId]);
    if (userId !== 'bchainm') {
      await db.query(`insert into intake_limits (user_id, loc_id, number, bet_type, big_cents, small_cents) values ($1, 'SG', '*', 'straight', 0, 0)`, [userId]);
    }
    parent = userId;
  }
  await db.query(`update users set credit_cents = 100000000000000 where user_id = 'admin'`);
  const { rows } = await db.query<{ draw_id: number; day: string }>(
    `select draw_id, to_char(draw_date, 'Dy') as day from draws where loc_id = 'SG' and not is_finalised and closes_at > now() order by draw_date limit 1`,
  );
  return rows[0]!;
}

export async function benchOn(db: Database, engine: string): Promise<IntakeChainRun> {
  const draw = await prepare(db);
  let lineNumber = 0;
  const batch = (): ValidLine[] =>
    Array.from({ length: BATCH }, () => {
      lineNumber += 1;
      return {
        ok: true, lineNumber, betType: 'straight', number: String((lineNumber * 7919) % 10_000).padStart(4, '0'), draws: [draw.day as 'Wed'],
        bigCents: 100, smallCents: 100, totoForm: null, totoAmountCents: 0, tickets: 1, costCents: 200, entries: [],
      };
    });
  const timed = (chain: boolean) =>
    timedRun(db, BATCH * BATCHES, async () => {
      for (let i = 0; i < BATCHES; i++) {
        const lines = batch();
        await db.transaction(async (tx) => {
          const path = await lockCreditPath(tx, 'bchainm');
          await reserveOnPath(tx, path, lines.length * 200);
          await insertTickets(tx, { location: 'SG', userId: 'bchainm', drawId: draw.draw_id, fileId: null, placedBy: 'bchainm', at: Date.now() }, lines, { chain, path });
        });
      }
    });
  const without = await timed(false);
  const withChain = await timed(true);
  const { rows } = await db.query<{ levels: number }>('select count(distinct level)::int as levels from ticket_intakes where user_id = any($1::text[])', [[...PATH, 'admin']]);
  if (rows[0]!.levels !== 5) throw new Error(`the chain had ${rows[0]!.levels} levels, not 5`);
  return { engine, entries: BATCH * BATCHES, withChain, without };
}

export async function benchIntakeChain(): Promise<IntakeChainRun[]> {
  return onEachEngine(benchOn);
}

// `tsx scripts/bench/intakeChain.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchIntakeChain()) {
    console.log(`${r.engine}: ${Math.round(r.without.perSecond)} entries/s without the chain (${describeRun(r.without)}), ${Math.round(r.withChain.perSecond)} with it at 5 levels (${describeRun(r.withChain)})`);
  }
}
