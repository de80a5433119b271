/**
 * Settlement settles every level's intake (issue 21; DOMAIN.md "The life of a bet" 4, "Money"): each
 * agent's result = its intake stakes - the strikes on its intake, where a strike line's payout is split
 * across the levels by intake / In of the ticket, each share rounded once half-even, the remainder cent
 * to the topmost taker (a distributor when part went out to one). Generated 5-level trees, limits, throw
 * numbers and distributors; the oracle takes the chain from chainOracle.ts and the strike lines as
 * stored (settlement's own strikes are held to domain/settlement by settlement.test.ts). A reset and a
 * second insertion give the same figures. PGlite and PostgreSQL (DATABASE_URL).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testServer.ts';
import { writeResult } from '../../../server/settlement/resultStore.ts';
import { queueSettlement } from '../../../server/settlement/progress.ts';
import { settleDraw } from '../../../server/settlement/settleDraw.ts';
import { undoSettlement } from '../../../server/settlement/undoSettlement.ts';
import { FOUR_D_RESULT } from '../settlementSupport.ts';
import { chainOf, strikeShares, type ChainRow, type StrikeLine } from './chainOracle.ts';
import { placeBets, runArb, settingsOf, setUpRun, tearDownCompany, ticketsOf } from './chainSupport.ts';

let server: TestServer;
let runs = 100;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Each agent's intake result in the draw, as the rules say, from the chain and the strike lines. */
function intakeResults(chain: readonly ChainRow[], lines: readonly StrikeLine[]) {
  const byUser = new Map<string, { intake: number; strikes: number; strikeCents: number }>();
  const of = (user: string) => {
    let figures = byUser.get(user);
    if (!figures) byUser.set(user, (figures = { intake: 0, strikes: 0, strikeCents: 0 }));
    return figures;
  };
  for (const row of chain) of(row.userId).intake += row.intake.big + row.intake.small + row.intake.amount;
  for (const line of lines) {
    for (const { userId, share } of strikeShares(chain, line)) {
      of(userId).strikes += 1;
      of(userId).strikeCents += share;
    }
  }
  return [...byUser]
    .filter(([, f]) => f.intake > 0)
    .map(([user_id, f]) => ({ user_id, intake: f.intake, strikes: f.strikes, strike_cents: f.strikeCents, result: f.intake - f.strikeCents }))
    .sort((a, b) => a.user_id.localeCompare(b.user_id));
}

async function storedResults(drawId: number) {
  const { rows } = await server.db.query(
    `select user_id, intake_cents::float8 as intake, strikes, strike_cents::float8 as strike_cents, result_cents::float8 as result
     from draw_intake_results where draw_id = $1 order by user_id`,
    [drawId],
  );
  return rows;
}

describe(`settlement of every level's intake (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("gives each agent its intake stakes less its share of the strikes, and a reset and rerun the same", async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (generated) => {
        const run = await setUpRun(server.db, (runs += 1), generated);
        try {
          await placeBets(server.db, run, generated.bets.map((bet) => ({ ...bet, closed: true })));
          const drawId = run.closedDrawId;
          await server.db.transaction(async (tx) => {
            await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT);
            expect(await queueSettlement(tx, drawId, server.now())).toBe(true);
          });
          expect(await settleDraw({ db: server.db, now: server.now }, drawId, { batchTickets: 7 })).toBe(true);
          const chain = [...chainOf(await settingsOf(server.db), await ticketsOf(server.db, [drawId])).values()];
          const { rows: lines } = await server.db.query<StrikeLine>(
            `select ticket_id::float8 as ticket_id, prize, position, stake, payout_cents::float8 as payout from strikes where draw_id = $1`,
            [drawId],
          );
          const expected = intakeResults(chain, lines);
          expect(await storedResults(drawId)).toEqual(expected);

          expect(await server.db.transaction((tx) => undoSettlement(tx, drawId))).toEqual({ ok: true, undone: true });
          expect(await storedResults(drawId)).toEqual([]);
          await server.db.transaction((tx) => queueSettlement(tx, drawId, server.now()));
          expect(await settleDraw({ db: server.db, now: server.now }, drawId)).toBe(true);
          expect(await storedResults(drawId)).toEqual(expected);
        } finally {
          await tearDownCompany(server.db);
        }
      }),
      { numRuns: Number(process.env.CHAIN_RUNS ?? 6), endOnFailure: true },
    );
  }, 300_000);
});
