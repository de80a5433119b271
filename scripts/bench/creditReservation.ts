/**
 * Bets per second with the credit reservation (issue 20), next to the figure without it: N Place Bets
 * of one line each for member1 on the next SG draw, each its own transaction as the route makes it
 * (reserveStake on the bettor's path, then insertTickets with its intake chain), and the same N with the
 * insert alone. On the embedded database (PGlite), migrated and seeded in memory; also on PostgreSQL
 * when DATABASE_URL is set (a fresh schema).
 */
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { insertTickets } from '../../server/betting/ticketStore.ts';
import { reserveStakeOnPath } from '../../server/ledger/reserveStake.ts';
import { parseBetMessage, type ValidLine } from '../../domain/bets/index.ts';
import { grantBenchCredit } from './ampleCredit.ts';
import { onEachEngine } from './engines.ts';
import { describeRun, timedRun, type TimedRun } from './timedRun.ts';

const BETS = 1_000;

export interface CreditReservationBench {
  engine: string;
  bets: number;
  withReservation: TimedRun;
  without: TimedRun;
}

async function benchOn(db: Database, engine: string): Promise<CreditReservationBench> {
  await migrate(db);
  await seed(db);
  await grantBenchCredit(db);
  const { rows } = await db.query<{ draw_id: number; day: string }>(
    `select draw_id, to_char(draw_date, 'Dy') as day from draws where loc_id = 'SG' and not is_finalised and closes_at > now()
     order by draw_date limit 1`,
  );
  const draw = rows[0]!;
  const line = parseBetMessage('1234 1-1', { location: 'SG', nextDraw: [draw.day as 'Wed'] }).lines[0] as ValidLine;
  const owner = { location: 'SG' as const, userId: 'member1', drawId: draw.draw_id, fileId: null, placedBy: 'member1', at: Date.now() };
  const timed = (reserve: boolean) =>
    timedRun(db, BETS, async () => {
      for (let i = 0; i < BETS; i++) {
        await db.transaction(async (tx) => {
          if (!reserve) return void (await insertTickets(tx, owner, [line], { returnIds: true }));
          // As placeLines: the insert reads the chain's depth from the path the reservation locked.
          const { refusal, path } = await reserveStakeOnPath(tx, 'member1', line.costCents);
          if (refusal) throw new Error(refusal);
          await insertTickets(tx, owner, [line], { returnIds: true, path });
        });
      }
    });
  const without = await timed(false);
  const withReservation = await timed(true);
  return { engine, bets: BETS, withReservation, without };
}

export async function benchCreditReservation(): Promise<CreditReservationBench[]> {
  return onEachEngine(benchOn);
}

export const describeCreditRun = (r: CreditReservationBench) =>
  `${r.engine}: without the reservation ${Math.round(r.without.perSecond)} bets/s (${describeRun(r.without)}); with it ${Math.round(r.withReservation.perSecond)} bets/s (${describeRun(r.withReservation)}); ${r.bets} bets each`;

// `tsx scripts/bench/creditReservation.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchCreditReservation()) console.log(describeCreditRun(r));
}
