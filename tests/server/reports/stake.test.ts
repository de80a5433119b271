/**
 * The Stake report and its views (issue 22 "Stake report", "Out report", "Correctness"; DOMAIN.md "The
 * life of a bet" 2 and 4): reportStakeFull, reportOutFull and selectReportInTakeStrike on generated trees
 * of 5 levels with random limits, throw numbers and distributors (tests/server/intake/chainSupport.ts),
 * bets placed as Place Bets places them, on PGlite and, with DATABASE_URL, PostgreSQL. The oracle is the
 * chain walked ticket by ticket by DOMAIN.md (chainOracle.ts) over the tickets as stored, and the strike
 * lines as stored, split by the rule of README "The intake chain". Per run and per agent (and the company):
 * - every row is the oracle's In, Intake, Out per number and bet type, In = Intake + Out, for one draw
 *   (DrawId), a draw day (DrawDate) and a range of days (DrawFrom..DrawTo), totals = the rows' sums;
 * - what every level kept plus what went to distributors = the draw's turnover (each cent bet is kept
 *   once or sent outside; the company's In alone is less whenever an agent below keeps some);
 * - the Out view is the oracle's Out per number and destination (upline or distributor);
 * - the strikes on the intake of the settled draw are the oracle's per number.
 * And: 403 without RPTSTAKE (or RPTOUT), 403 outside the tree, 400 without a draw; every column sorts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportOutFull, reportStakeFull, selectReportInTakeStrike, STAKE_SORT_COLUMNS, type StakeRow } from '../../../contract/reportsStake.ts';
import { writeResult } from '../../../server/settlement/resultStore.ts';
import { queueSettlement } from '../../../server/settlement/progress.ts';
import { settleDraw } from '../../../server/settlement/settleDraw.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { FOUR_D_RESULT } from '../settlementSupport.ts';
import { signIn, startTestServer, type TestServer } from '../testServer.ts';
import { chainOf, KINDS, strikeShares, type ChainRow, type OracleTicket, type StrikeLine } from '../intake/chainOracle.ts';
import { placeBets, runArb, settingsOf, setUpRun, tearDownCompany, ticketsOf, type Run } from '../intake/chainSupport.ts';

let server: TestServer;
let admin: ApiClient;
let runs = 300;
const ALL = { PageSize: 10_000 };

beforeAll(async () => {
  server = await startTestServer();
  admin = apiAs(server, (await signIn(server.app, 'admin')).access_token);
});
afterAll(async () => {
  await server?.close();
});

interface Figures { bigIn: number; bigIntake: number; smallIn: number; smallIntake: number; draws: Set<number> }

/** The oracle's chain of `drawIds` summed per agent, number and bet type. */
function stakeOracle(chain: readonly ChainRow[], drawIds: readonly number[]) {
  const sums = new Map<string, Figures>();
  for (const row of chain.filter((r) => drawIds.includes(r.drawId))) {
    const key = `${row.userId}|${row.number}|${row.betType}`;
    const f = sums.get(key) ?? { bigIn: 0, bigIntake: 0, smallIn: 0, smallIntake: 0, draws: new Set<number>() };
    f.bigIn += row.in.big;
    f.bigIntake += row.intake.big;
    f.smallIn += row.in.small;
    f.smallIntake += row.intake.small;
    f.draws.add(row.drawId);
    sums.set(key, f);
  }
  return sums;
}

/** A stake row as the oracle expects it (a 4D run: no TOTO amounts). */
const expectedRow = (userId: string, number: string, betType: string, f: Figures) => ({
  RowId: `${number}:${betType}`, UserId: userId, Number: number, BetType: betType,
  ttBigIn: f.bigIn, ttSmallIn: f.smallIn, ttAmountIn: 0, ttBigIntake: f.bigIntake, ttSmallIntake: f.smallIntake, ttAmountIntake: 0,
  ttBigOut: f.bigIn - f.bigIntake, ttSmallOut: f.smallIn - f.smallIntake, ttAmountOut: 0, ttUnitIn: 0, ttUnitIntake: 0, ttUnitOut: 0,
  DrawCount: f.draws.size,
});

const byKey = (a: { Number: string; BetType: string }, b: { Number: string; BetType: string }) =>
  a.Number.localeCompare(b.Number) || a.BetType.localeCompare(b.BetType);

/** The turnover of `drawIds` from the tickets as stored: each ticket's stake in each of those draws it is in. */
const turnoverOf = (tickets: readonly OracleTicket[], drawIds: readonly number[]) =>
  tickets.reduce((sum, t) => sum + t.drawIds.filter((d) => drawIds.includes(d)).length * KINDS.reduce((s, k) => s + t.stakes[k], 0), 0);

const dayOf = async (drawId: number) =>
  (await server.db.query<{ day: string }>(`select to_char(draw_date, 'YYYY-MM-DD') as day from draws where draw_id = $1`, [drawId])).rows[0]!.day;

/** Checks the stake and out reports of every agent of the run (and the company) for one choice of draws. */
async function checkStake(run: Run, chain: readonly ChainRow[], tickets: readonly OracleTicket[], drawIds: number[], choice: Record<string, string | number>) {
  const oracle = stakeOracle(chain, drawIds);
  let kept = 0;
  let distributed = 0;
  for (const userId of [...run.agentIds.flat(), 'admin']) {
    const page = await admin.data(reportStakeFull, { query: { LocId: 'SG', UserId: userId, ...choice, ...ALL } });
    const expected = [...oracle]
      .filter(([key]) => key.startsWith(`${userId}|`))
      .map(([key, f]) => expectedRow(userId, key.split('|')[1]!, key.split('|')[2]!, f))
      .sort(byKey);
    expect(page.Rows.map(({ ttMaxPayout: _m, ...row }) => row).sort(byKey)).toEqual(expected);
    for (const row of page.Rows) {
      expect(row.ttBigIn).toBe(row.ttBigIntake + row.ttBigOut);
      expect(row.ttSmallIn).toBe(row.ttSmallIntake + row.ttSmallOut);
    }
    for (const column of ['ttBigIn', 'ttSmallIn', 'ttBigIntake', 'ttSmallIntake', 'ttBigOut', 'ttSmallOut', 'ttMaxPayout'] as const) {
      expect(page.Totals[column]).toBe(page.Rows.reduce((sum, row) => sum + row[column], 0));
    }
    const out = await admin.data(reportOutFull, { query: { LocId: 'SG', UserId: userId, ...choice, ...ALL } });
    const distributor = run.distributorOf.get(userId);
    const expectedOut = page.Rows.filter((r) => r.ttBigOut + r.ttSmallOut > 0).map((r) => ({
      Number: r.Number, BetType: r.BetType, ttBigOut: r.ttBigOut, ttSmallOut: r.ttSmallOut,
      OutToKind: distributor === undefined ? 'upline' : 'distributor',
      OutTo: distributor === undefined ? run.parentOf.get(userId) : `${run.prefix} outside`,
      DistributorId: distributor ?? null,
    }));
    expect(out.Rows.map((r) => ({ Number: r.Number, BetType: r.BetType, ttBigOut: r.ttBigOut, ttSmallOut: r.ttSmallOut, OutToKind: r.OutToKind, OutTo: r.OutTo, DistributorId: r.DistributorId })).sort(byKey))
      .toEqual(expectedOut.sort(byKey));
    expect(out.Totals.ttBigOut + out.Totals.ttSmallOut).toBe(page.Totals.ttBigOut + page.Totals.ttSmallOut);
    kept += page.Totals.ttBigIntake + page.Totals.ttSmallIntake;
    if (distributor !== undefined) distributed += out.Totals.ttBigOut + out.Totals.ttSmallOut;
  }
  // Every cent bet is kept by one level of its chain or sent to a distributor (the company's too).
  expect(kept + distributed).toBe(turnoverOf(tickets, drawIds));
}

/** The strikes on each agent's intake per number of the settled draw, by the oracle. */
function strikeOracle(chain: readonly ChainRow[], lines: readonly StrikeLine[], drawId: number) {
  const drawChain = chain.filter((r) => r.drawId === drawId);
  const sums = new Map<string, { strikes: number; strikeCents: number }>();
  for (const line of lines) {
    const ticket = drawChain.find((r) => r.ticketId === line.ticket_id)!;
    for (const { userId, share } of strikeShares(drawChain, line)) {
      const key = `${userId}|${ticket.number}|${ticket.betType}`;
      const f = sums.get(key) ?? { strikes: 0, strikeCents: 0 };
      f.strikes += 1;
      f.strikeCents += share;
      sums.set(key, f);
    }
  }
  return sums;
}

describe(`the stake report (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows each level its In = Intake + Out per number, the Out and where it went, and the strikes on its intake', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (generated) => {
        const run = await setUpRun(server.db, (runs += 1), generated);
        try {
          await placeBets(server.db, run, generated.bets);
          const closed = run.closedDrawId;
          await server.db.transaction(async (tx) => {
            await writeResult(tx, { drawId: closed, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT);
            await queueSettlement(tx, closed, server.now());
          });
          expect(await settleDraw({ db: server.db, now: server.now }, closed)).toBe(true);
          const draws = [...run.openDrawIds, closed];
          const tickets = await ticketsOf(server.db, draws);
          const chain = [...chainOf(await settingsOf(server.db), tickets).values()];

          await checkStake(run, chain, tickets, [run.openDrawIds[0]], { DrawId: run.openDrawIds[0] });
          await checkStake(run, chain, tickets, [closed], { DrawDate: await dayOf(closed) });
          await checkStake(run, chain, tickets, [...run.openDrawIds], { DrawFrom: await dayOf(run.openDrawIds[0]), DrawTo: await dayOf(run.openDrawIds[1]) });

          const { rows: lines } = await server.db.query<StrikeLine>(
            `select ticket_id::float8 as ticket_id, prize, position, stake, payout_cents::float8 as payout from strikes where draw_id = $1`,
            [closed],
          );
          const strikes = strikeOracle(chain, lines, closed);
          for (const userId of [...run.agentIds.flat(), 'admin']) {
            const page = await admin.data(selectReportInTakeStrike, { query: { LocId: 'SG', UserId: userId, DrawId: closed, ...ALL } });
            const expected = [...strikes]
              .filter(([key]) => key.startsWith(`${userId}|`))
              .map(([key, f]) => ({ Number: key.split('|')[1]!, BetType: key.split('|')[2]!, Strikes: f.strikes, StrikeCents: f.strikeCents }))
              .sort(byKey);
            expect(page.Rows.map((r) => ({ Number: r.Number, BetType: r.BetType, Strikes: r.Strikes, StrikeCents: r.StrikeCents })).sort(byKey)).toEqual(expected);
            expect(page.Totals.StrikeCents).toBe(expected.reduce((sum, r) => sum + r.StrikeCents, 0));
          }
        } finally {
          await tearDownCompany(server.db);
        }
      }),
      { numRuns: Number(process.env.CHAIN_RUNS ?? 5), endOnFailure: true },
    );
  }, 300_000);

  it.each(['SG', 'TT'] as const)("adds up to the seeded %s draw's turnover: what every level kept, and what went to distributors", async (locId) => {
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select d.draw_id from draws d where d.loc_id = $1 and d.is_finalised and exists (select 1 from ticket_draws td where td.draw_id = d.draw_id)
       order by d.draw_date desc limit 1`,
      [locId],
    );
    const drawId = rows[0]!.draw_id;
    // The turnover from the tickets as stored: a 4D ticket's stake x its entries, a TOTO ticket's amount, in each draw it is in.
    const toto = await server.db.query<{ amount: number }>(
      `select t.toto_amount_cents::float8 as amount from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
       where td.draw_id = $1 and t.bet_type = 'toto'`,
      [drawId],
    );
    const turnover = turnoverOf(await ticketsOf(server.db, [drawId]), [drawId]) + toto.rows.reduce((sum, r) => sum + r.amount, 0);
    const agents = await server.db.query<{ user_id: string }>(`select user_id from users where role in ('AG', 'ADMIN')`);
    let kept = 0;
    let distributed = 0;
    let rowsSeen = 0;
    for (const { user_id } of agents.rows) {
      const page = await admin.data(reportStakeFull, { query: { LocId: locId, UserId: user_id, DrawId: drawId, ...ALL } });
      kept += page.Totals.ttBigIntake + page.Totals.ttSmallIntake + page.Totals.ttUnitIntake;
      if (locId === 'TT') expect(page.Totals.ttUnitIn).toBe(page.Totals.ttAmountIn);
      rowsSeen += page.Total;
      const out = await admin.data(reportOutFull, { query: { LocId: locId, UserId: user_id, DrawId: drawId, ...ALL } });
      distributed += out.Rows.filter((r) => r.OutToKind === 'distributor').reduce((sum, r) => sum + r.ttBigOut + r.ttSmallOut + r.ttUnitOut, 0);
    }
    expect(rowsSeen).toBeGreaterThan(0);
    expect(turnover).toBeGreaterThan(0);
    expect(kept + distributed).toBe(turnover);
  });

  it('sorts by every column, the biggest exposure first when asked', async () => {
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select draw_id from draw_intakes where user_id = 'admin' group by draw_id order by count(*) desc limit 1`,
    );
    const query = { LocId: 'SG', DrawId: rows[0]!.draw_id, ...ALL };
    for (const column of STAKE_SORT_COLUMNS) {
      for (const SortDir of ['asc', 'desc'] as const) {
        const page = await admin.data(reportStakeFull, { query: { ...query, SortBy: column, SortDir } });
        const values = page.Rows.map((row: StakeRow) => row[column]);
        const sorted = [...values].sort((a, b) => (typeof a === 'number' ? (a as number) - (b as number) : String(a).localeCompare(String(b), 'en', { sensitivity: 'variant' })));
        if (typeof values[0] === 'number') expect(values).toEqual(SortDir === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('is refused without RPTSTAKE, outside the tree, and without a draw', async () => {
    const agent1 = apiAs(server, (await signIn(server.app, 'agent1')).access_token);
    const day = { LocId: 'SG', DrawDate: '2026-01-03' };
    await agent1.data(reportStakeFull, { query: day });
    expect((await agent1.refused(reportStakeFull, 403, { query: { ...day, UserId: 'agent2' } })).message).toBe('Unauthorized Access');
    expect((await agent1.refused(reportOutFull, 403, { query: { ...day, UserId: 'agent2' } })).message).toBe('Unauthorized Access');
    expect((await agent1.refused(selectReportInTakeStrike, 403, { query: { ...day, UserId: 'member3' } })).message).toBe('Unauthorized Access');
    await agent1.refused(reportStakeFull, 400, { query: { LocId: 'SG' } });
    await agent1.refused(reportStakeFull, 400, { query: { LocId: 'SG', DrawFrom: '2026-02-01', DrawTo: '2026-01-01' } });
    await agent1.refused(selectReportInTakeStrike, 400, { query: { LocId: 'SG', DrawFrom: '2026-01-01', DrawTo: '2026-02-01' } });
    await server.db.query(`update users set granted = array_remove(granted, 'RPTSTAKE') where user_id = 'agent1'`);
    const before = await server.db.query<{ granted: string[] }>(`select granted from users where user_id = 'agent1'`);
    try {
      expect(before.rows[0]!.granted).not.toContain('RPTSTAKE');
      expect((await agent1.refused(reportStakeFull, 403, { query: day })).message).toBe('Unauthorized Access');
      await agent1.data(reportOutFull, { query: day });
    } finally {
      await server.db.query(`update users set granted = array_append(granted, 'RPTSTAKE') where user_id = 'agent1'`);
    }
  });
});
