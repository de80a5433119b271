/**
 * The Strike report (contract/reportsStrike.ts) against an oracle written from DOMAIN.md "The life of a
 * bet" 4 over the raw rows: each ticket of the draw in the caller's tree (tickets, ticket_draws), the
 * draw's result (draw_result_numbers) and the pay-rate table in force for its user when it was placed
 * (pay_rates), settled by the pure rules (domain/settlement settleTicket); never the strikes table.
 * On the seeded draws (SG, MG, TT) and on a generated branch with a draw settled here: the strikes sum
 * to the winning tickets' payouts, every summary sums to the detail, and nobody reads outside its tree
 * or without the view's attribute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reportStrike,
  reportStrike2,
  reportStrike2Result,
  reportStrikeResultDetail1,
  reportStrikeResultDetail2,
  reportStrikeSummary1,
  reportStrikeSummary2,
  reportStrikeSummary3,
} from '../../../contract/reportsStrike.ts';
import { reportDates } from '../../../contract/reportDates.ts';
import { settleTicket, type DrawResult } from '../../../domain/settlement/index.ts';
import type { BetType, TotoForm } from '../../../domain/bets/index.ts';
import { writeResult } from '../../../server/settlement/resultStore.ts';
import { queueSettlement } from '../../../server/settlement/progress.ts';
import { settleDraw } from '../../../server/settlement/settleDraw.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import { apiAs, type ApiClient } from '../apiClient.ts';
import { signIn } from '../testServer.ts';
import { allPages, signInAll, sumOf, type Account } from '../dataScreens.ts';
import { closedDraw, entriesOfTicket, FOUR_D_RESULT, insertTickets, tableInForce, type TestTicket } from '../settlementSupport.ts';
import { addBranchUsers } from '../ledgerSupport.ts';

type Loc = 'SG' | 'MG' | 'TT';
let server: TestServer;
let api: Record<Account, ApiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
});
afterAll(async () => {
  await server?.close();
});

/** What the oracle says of one winning ticket. */
interface Winner {
  userId: string;
  /** The direct downline of the report's user whose branch it is in (the user itself for its own). */
  head: string;
  strikes: number;
  payoutCents: number;
  stakeCents: number;
  winLossCents: number;
}

/** The draw's result as the operator entered it, from draw_result_numbers. */
async function resultOf(drawId: number): Promise<DrawResult> {
  const { rows } = await server.db.query<{ prize: string; position: number; number: string }>(
    'select prize, position, number from draw_result_numbers where draw_id = $1 order by prize, position',
    [drawId],
  );
  const of = (prize: string) => rows.filter((r) => r.prize === prize).map((r) => r.number);
  if (rows.some((r) => r.prize === 'toto')) return { game: 'TOTO', numbers: of('toto').map(Number), additional: Number(of('additional')[0]) };
  return { game: '4D', first: of('first')[0]!, second: of('second')[0]!, third: of('third')[0]!, starters: of('starter'), consolations: of('consolation') };
}

/** Each user of `root`'s tree with its head, walked over users.parent_id. */
async function headsUnder(root: string): Promise<Map<string, string>> {
  const { rows } = await server.db.query<{ user_id: string; parent_id: string | null }>('select user_id, parent_id from users');
  const heads = new Map<string, string>([[root, root]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const user of rows) {
      if (heads.has(user.user_id) || user.parent_id === null || !heads.has(user.parent_id)) continue;
      heads.set(user.user_id, user.parent_id === root ? user.user_id : heads.get(user.parent_id)!);
      grew = true;
    }
  }
  return heads;
}

/** The winning tickets of the draw in `root`'s tree, settled by the pure rules (ticket id -> figures). */
async function oracle(locId: Loc, drawId: number, root: string): Promise<Map<number, Winner>> {
  const heads = await headsUnder(root);
  const result = await resultOf(drawId);
  const { rows } = await server.db.query<{
    ticket_id: number; user_id: string; bet_type: BetType; number: string; big_cents: number; small_cents: number;
    toto_form: TotoForm | null; toto_amount_cents: number; created_at: string;
  }>(
    `select t.ticket_id::float8 as ticket_id, t.user_id, t.bet_type, t.number, t.big_cents::float8 as big_cents,
       t.small_cents::float8 as small_cents, t.toto_form, t.toto_amount_cents::float8 as toto_amount_cents, t.created_at::text as created_at
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where td.draw_id = $1 and t.loc_id = $2`,
    [drawId, locId],
  );
  const winners = new Map<number, Winner>();
  const tables = new Map<string, Awaited<ReturnType<typeof tableInForce>>>();
  for (const row of rows) {
    const head = heads.get(row.user_id);
    if (head === undefined) continue;
    const ticket: TestTicket = {
      userId: row.user_id, betType: row.bet_type, number: row.number, bigCents: row.big_cents, smallCents: row.small_cents,
      totoForm: row.toto_form, totoAmountCents: row.toto_amount_cents, createdAt: row.created_at,
    };
    const key = `${row.user_id}@${row.created_at}`;
    if (!tables.has(key)) tables.set(key, await tableInForce(server.db, locId, row.user_id, row.created_at));
    const settled = settleTicket(entriesOfTicket(ticket), result, tables.get(key)!);
    if (settled.strikes.length === 0) continue;
    winners.set(row.ticket_id, {
      userId: row.user_id, head, strikes: settled.strikes.length, payoutCents: settled.strikeCents,
      stakeCents: settled.stakeCents, winLossCents: settled.winLossCents,
    });
  }
  return winners;
}

const total = (winners: Map<number, Winner>, field: 'strikes' | 'payoutCents') => [...winners.values()].reduce((sum, w) => sum + w[field], 0);

/** Sums rows' fields per key. */
function sumsBy<Row>(rows: readonly Row[], key: (row: Row) => string, fields: readonly (keyof Row & string)[]) {
  const sums = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const entry = sums.get(key(row)) ?? Object.fromEntries(fields.map((f) => [f, 0]));
    for (const field of fields) entry[field]! += Number(row[field]);
    sums.set(key(row), entry);
  }
  return sums;
}

/** Every figure of every strike call for one draw and user, checked against the oracle and each other. */
async function expectReport(caller: ApiClient, locId: Loc, drawId: number, userId: string) {
  const winners = await oracle(locId, drawId, userId);
  const query = { LocId: locId, DrawId: drawId, UserId: userId };

  // The detail: one row per strike; per ticket the oracle's strikes and payout, nothing else.
  const detail = await allPages(caller, reportStrike, query, 7);
  expect(detail.first.Totals).toEqual({ Strikes: total(winners, 'strikes'), PayoutCents: total(winners, 'payoutCents') });
  expect(sumOf(detail.rows, 'PayoutCents')).toBe(total(winners, 'payoutCents'));
  const perTicket = sumsBy(detail.rows, (row) => String(row.TicketId), ['Strikes', 'PayoutCents']);
  expect(Object.fromEntries(perTicket)).toEqual(
    Object.fromEntries([...winners].map(([id, w]) => [String(id), { Strikes: w.strikes, PayoutCents: w.payoutCents }])),
  );
  for (const row of detail.rows) {
    expect(row.PayoutCents).toBe(row.StakeCents * row.PerUnit);
    expect(row.UserId).toBe(winners.get(row.TicketId)!.userId);
  }

  // Summary 1, per direct downline: the oracle's sums per branch.
  const byUser = await allPages(caller, reportStrikeSummary1, query, 100);
  const expectedByUser = new Map<string, Record<string, number>>();
  for (const w of winners.values()) {
    const entry = expectedByUser.get(w.head) ?? { Tickets: 0, Strikes: 0, PayoutCents: 0 };
    entry.Tickets! += 1;
    entry.Strikes! += w.strikes;
    entry.PayoutCents! += w.payoutCents;
    expectedByUser.set(w.head, entry);
  }
  expect(Object.fromEntries(byUser.rows.map(({ UserId, ...figures }) => [UserId, figures]))).toEqual(Object.fromEntries(expectedByUser));
  expect(byUser.first.Totals).toEqual({ Tickets: winners.size, ...detail.first.Totals });

  // Summaries 2 and 3 sum the detail's strikes by category, and by number drawn and bet type.
  const byPrize = await allPages(caller, reportStrikeSummary2, query, 100);
  expect(Object.fromEntries(byPrize.rows.map(({ Prize, ...figures }) => [Prize, figures]))).toEqual(
    Object.fromEntries(sumsBy(detail.rows, (row) => row.Prize, ['Strikes', 'PayoutCents'])),
  );
  expect(byPrize.first.Totals).toEqual(detail.first.Totals);
  const byNumber = await allPages(caller, reportStrikeSummary3, query, 100);
  expect(Object.fromEntries(byNumber.rows.map(({ WonNumber, BetType, ...figures }) => [`${WonNumber}/${BetType}`, figures]))).toEqual(
    Object.fromEntries(sumsBy(detail.rows, (row) => `${row.WonNumber}/${row.BetType}`, ['Strikes', 'PayoutCents'])),
  );
  expect(byNumber.first.Totals).toEqual(detail.first.Totals);

  // The result detail: every 4D place (23) with its strikes, or the TOTO forms and groups.
  if (locId === 'TT') {
    const groups = await allPages(caller, reportStrikeResultDetail2, query, 100);
    expect(groups.first.Totals).toEqual(detail.first.Totals);
    expect(sumOf(groups.rows, 'PayoutCents')).toBe(detail.first.Totals.PayoutCents);
  } else {
    for (const endpoint of [reportStrikeResultDetail1, reportStrike2Result]) {
      const places = await allPages(caller, endpoint, query, 100);
      expect(places.rows).toHaveLength(23);
      expect(places.first.Totals).toEqual(detail.first.Totals);
      expect(Object.fromEntries(places.rows.filter((row) => row.Strikes > 0).map((row) => [`${row.Prize}${row.Position}`, row.PayoutCents]))).toEqual(
        Object.fromEntries([...sumsBy(detail.rows, (row) => `${row.Prize}${row.Position}`, ['PayoutCents'])].map(([place, sums]) => [place, sums.PayoutCents])),
      );
    }
  }

  // The old layout: one row per winning ticket, with the oracle's stake, payout and win/loss.
  const tickets = await allPages(caller, reportStrike2, query, 100);
  expect(Object.fromEntries(tickets.rows.map((row) => [String(row.TicketId), [row.UserId, row.StakeCents, row.Strikes, row.PayoutCents, row.WinLossCents]]))).toEqual(
    Object.fromEntries([...winners].map(([id, w]) => [String(id), [w.userId, w.stakeCents, w.strikes, w.payoutCents, w.winLossCents]])),
  );
  expect(tickets.first.Totals).toEqual({
    StakeCents: sumOf(tickets.rows, 'StakeCents'), Strikes: detail.first.Totals.Strikes, PayoutCents: detail.first.Totals.PayoutCents,
    WinLossCents: sumOf(tickets.rows, 'WinLossCents'),
  });
  return winners;
}

describe('the strike report on the seeded draws', () => {
  it('lists the settled draws of the location, latest first', async () => {
    const draws = await api.admin.data(reportDates, { query: { LocId: 'SG' } });
    const { rows } = await server.db.query<{ draw_id: number }>(
      `select draw_id from draws where loc_id = 'SG' and is_finalised order by draw_date desc, draw_id desc`,
    );
    expect(draws.map((draw) => draw.DrawId)).toEqual(rows.map((row) => row.draw_id));
    expect(draws.length).toBeGreaterThan(0);
  });

  for (const [locId, callers] of [
    ['SG', [['admin', 'admin'], ['agent1', 'agent1'], ['admin', 'agent2'], ['member1', 'member1']]],
    ['MG', [['admin', 'admin'], ['agent2', 'agent2'], ['agent2', 'agent3']]],
    ['TT', [['admin', 'admin'], ['ttagent', 'ttagent']]],
  ] as const) {
    it(`sums the strikes of ${locId}'s settled draws to the winning tickets' payouts, for every caller and user`, async () => {
      const draws = (await api.admin.data(reportDates, { query: { LocId: locId } })).slice(0, 3);
      let won = 0;
      for (const draw of draws) {
        for (const [caller, userId] of callers) won += (await expectReport(api[caller], locId, draw.DrawId, userId)).size;
      }
      // The seed makes a few demo tickets win every settled draw: the figures above are not all zero.
      expect(won).toBeGreaterThan(0);
    });
  }
});

describe('the strike report on a generated branch', () => {
  it('sums a settled draw of every 4D bet type to the oracle, per downline, at every level', async () => {
    // agent1 > gagent > gmember1, gmember2; agent1 > gmember3.
    await addBranchUsers(server.db, [
      { userId: 'gagent', parentId: 'agent1', role: 'AG', creditCents: 10_000_000 },
      { userId: 'gmember1', parentId: 'gagent', role: 'MEM', creditCents: 1_000_000 },
      { userId: 'gmember2', parentId: 'gagent', role: 'MEM', creditCents: 1_000_000 },
      { userId: 'gmember3', parentId: 'agent1', role: 'MEM', creditCents: 1_000_000 },
    ]);
    const drawId = await closedDraw(server.db, 'SG', '2002-03-06');
    const at = '2026-01-05T03:00:00.000Z';
    const bet = (userId: string, betType: BetType, number: string, bigCents: number, smallCents: number): TestTicket => ({
      userId, betType, number, bigCents, smallCents, totoForm: null, totoAmountCents: 0, createdAt: at,
    });
    const tickets = [
      bet('gmember1', 'straight', FOUR_D_RESULT.first, 100, 100), // 1st, Big and Small
      bet('gmember1', 'straight', '1111', 200, 0), // a Consolation
      bet('gmember1', 'straight', '5555', 100, 100), // loses
      bet('gmember2', 'roll', '11R2', 100, 0), // 1122 and 1112: 2nd and 3rd
      bet('gmember2', 'kBet', '3211', 100, 50), // every permutation of 1123 and its kin
      bet('gmember2', 'iBet', '8642', 300, 0), // a Consolation permutation
      bet('gmember3', 'straight', '1234', 100, 0), // a Starter
      bet('gmember3', 'iBet', '4312', 100, 100), // 1234 and 4321, Starters
      bet('agent1', 'straight', '7777', 500, 0), // the agent's own ticket, a Starter
    ];
    await insertTickets(server.db, 'SG', drawId, tickets);
    await server.db.transaction(async (tx) => {
      await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT);
      expect(await queueSettlement(tx, drawId, server.now())).toBe(true);
    });
    await settleDraw({ db: server.db, now: server.now }, drawId);

    const gagent = apiAs(server, (await signIn(server.app, 'gagent')).access_token);
    const winners = await expectReport(api.admin, 'SG', drawId, 'admin');
    expect(winners.size).toBe(8);
    expect([...new Set([...winners.values()].map((w) => w.head))]).toEqual(['agent1']);
    const underAgent1 = await expectReport(api.agent1, 'SG', drawId, 'agent1');
    expect([...new Set([...underAgent1.values()].map((w) => w.head))].sort()).toEqual(['agent1', 'gagent', 'gmember3']);
    await expectReport(gagent, 'SG', drawId, 'gagent');
    await expectReport(api.agent1, 'SG', drawId, 'gmember2');
  });
});

describe('who may read it', () => {
  const CALLS = [reportStrike, reportStrikeSummary1, reportStrikeSummary2, reportStrikeSummary3, reportStrikeResultDetail1, reportStrike2, reportStrike2Result] as const;
  let drawId: number;
  beforeAll(async () => {
    drawId = (await api.admin.data(reportDates, { query: { LocId: 'SG' } }))[0]!.DrawId;
  });

  it('refuses a user outside the caller tree (403), on every call', async () => {
    for (const endpoint of CALLS) {
      await api.agent1.refused(endpoint, 403, { query: { LocId: 'SG', DrawId: drawId, UserId: 'agent2' } });
      await api.member1.refused(endpoint, 403, { query: { LocId: 'SG', DrawId: drawId, UserId: 'agent1' } });
    }
  });

  it("refuses a draw of another location (400)", async () => {
    const ttDraw = (await api.admin.data(reportDates, { query: { LocId: 'TT' } }))[0]!.DrawId;
    await api.admin.refused(reportStrike, 400, { query: { LocId: 'SG', DrawId: ttDraw } });
  });

  it('refuses each view to a user without its attribute, and only that view', async () => {
    const query = { LocId: 'SG', DrawId: drawId };
    await server.db.query(`update users set granted = array_remove(granted, 'RPTSTRIKE') where user_id = 'agent1'`);
    for (const endpoint of [reportStrike, reportStrikeSummary1, reportStrikeSummary2, reportStrikeSummary3, reportStrikeResultDetail1]) {
      await api.agent1.refused(endpoint, 403, { query });
    }
    await api.agent1.data(reportStrike2, { query });
    await server.db.query(`update users set granted = array_remove(granted, 'RPTSTRIKE2') where user_id = 'agent1'`);
    await api.agent1.refused(reportStrike2, 403, { query });
    await api.agent1.data(reportStrike2Result, { query });
    await server.db.query(`update users set granted = array_remove(granted, 'RPTSTRIKE2RESULT') where user_id = 'agent1'`);
    await api.agent1.refused(reportStrike2Result, 403, { query });
    await api.agent2.data(reportStrike, { query });
  });
});
