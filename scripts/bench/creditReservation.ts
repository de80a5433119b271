/**
 * Bets per second with the credit reservation (issue 20), next to the figure without it: N Place Bets
 * of one line each for member1 on the next SG draw, each its own transaction as the route makes it
 * (reserveStake on the bettor's path, then insertTickets), and the same N with the insert alone. On
 * the embedded database (PGlite), migrated and seeded in memory.
 */
import { openPglite } from '../../server/db/pglite.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { insertTickets } from '../../server/betting/ticketStore.ts';
import { reserveStake } from '../../server/ledger/reserveStake.ts';
import { parseBetMessage, type ValidLine } from '../../domain/bets/index.ts';
import { grantBenchCredit } from './ampleCredit.ts';

const BETS = 1_000;

export interface CreditReservationBench {
  bets: number;
  withReservation: { seconds: number; perSecond: number };
  without: { seconds: number; perSecond: number };
}

export async function benchCreditReservation(): Promise<CreditReservationBench> {
  const db = await openPglite();
  try {
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
    const timed = async (reserve: boolean) => {
      const started = performance.now();
      for (let i = 0; i < BETS; i++) {
        await db.transaction(async (tx) => {
          if (reserve && (await reserveStake(tx, 'member1', line.costCents))) throw new Error('refused');
          await insertTickets(tx, owner, [line], { returnIds: true });
        });
      }
      const seconds = (performance.now() - started) / 1000;
      return { seconds, perSecond: BETS / seconds };
    };
    const without = await timed(false);
    const withReservation = await timed(true);
    return { bets: BETS, withReservation, without };
  } finally {
    await db.close();
  }
}
