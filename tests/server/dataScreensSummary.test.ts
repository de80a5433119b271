/**
 * Bet Summary calls (contract/betSummary.ts) against the real API and the seeded demo tickets: rows by
 * direct downline and bet type, by bet type, by downline with the user's share (half-even per row),
 * the draw and user lists; every total equals the sum of its rows, and nothing outside the tree shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betSummaryByShare,
  betSummaryByType,
  betSummaryByTypeSum,
  betSummaryDrawDates,
  betSummaryUserIds,
} from '../../contract/betSummary.ts';
import type { Ticket } from '../../contract/bets.ts';
import { drawActiveLatest, drawDates, type DrawDate } from '../../contract/draws.ts';
import { ticketSearch } from '../../contract/ticketSearch.ts';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import { errorEnvelope, startTestServer, type TestServer } from './testServer.ts';
import type { ApiClient } from './apiClient.ts';
import { allPages, queryOf, signInAll, sumOf, type Account, type QueryOf } from './dataScreens.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;
let sgDraw: DrawDate;
let mgDraw: DrawDate;

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
  sgDraw = (await api.admin.data(drawDates, { query: { LocId: 'SG' } })).find((draw) => draw.IsFinalised)!;
  mgDraw = (await api.admin.data(drawDates, { query: { LocId: 'MG' } })).find((draw) => draw.IsFinalised && new Date(`${draw.DrawDate}T00:00:00Z`).getUTCDay() !== 2)!; // not the special 9M Tuesday
});
afterAll(async () => {
  await server?.close();
});

const call = <E extends EndpointDeclaration & { params?: undefined }>(user: Account, endpoint: E, query: QueryOf<E>) =>
  api[user].data(endpoint, ...([{ query }] as never as [never]));

/** The tickets of one user on one draw, read through bet/search (the independent figures). */
const ticketsOf = async (caller: Account, userId: string, locId: 'SG' | 'MG', drawId: number): Promise<Ticket[]> =>
  (await allPages(api[caller], ticketSearch, { LocId: locId, UserId: userId, DrawId: drawId }, 10_000)).rows;

const STAKES = ['Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'] as const;
const stakesOf = (rows: readonly unknown[]) => Object.fromEntries(STAKES.map((field) => [field, sumOf(rows, field)]));

describe('GET betSummaryByType', () => {
  it('sums the tree by direct downline (its whole branch) and bet type, and totals the rows', async () => {
    const summary = await call('agent2', betSummaryByType, { LocId: 'MG', DrawId: mgDraw.DrawId, UserId: 'agent2' });
    const agent3Branch = [
      ...(await ticketsOf('agent2', 'agent3', 'MG', mgDraw.DrawId)),
      ...(await ticketsOf('agent2', 'member4', 'MG', mgDraw.DrawId)),
    ];
    expect([...new Set(summary.Rows.map((row) => row.UserId))]).toEqual(['agent3']);
    for (const row of summary.Rows) {
      const tickets = agent3Branch.filter((ticket) => ticket.BetType === row.BetType);
      expect(row).toEqual({ UserId: 'agent3', UserName: '', BetType: row.BetType, ...stakesOf(tickets) });
    }
    expect(summary.Totals).toEqual(stakesOf(summary.Rows));
    expect(summary.Totals).toEqual(stakesOf(agent3Branch));
  });

  it('has a row of the user itself for its own tickets, pages, and sorts both ways', async () => {
    const query = { LocId: 'SG', DrawId: sgDraw.DrawId } as const;
    const all = await call('agent2', betSummaryByType, { ...query, SortBy: 'UserId', SortDir: 'asc' });
    expect([...new Set(all.Rows.map((row) => row.UserId))]).toEqual(['agent2', 'member3']);
    expect(all.Total).toBe(all.Rows.length);
    expect(all.PageSize).toBe(100);
    const second = await call('agent2', betSummaryByType, { ...query, SortBy: 'UserId', SortDir: 'ascend', PageSize: 1, PageIndex: 2 });
    expect(second).toMatchObject({ Total: all.Total, PageIndex: 2, PageSize: 1, Totals: all.Totals });
    expect(second.Rows).toEqual([all.Rows[1]]);
    const byCost = await call('agent2', betSummaryByType, { ...query, SortBy: 'CostCents', SortDir: 'descend' });
    const costs = byCost.Rows.map((row) => row.CostCents);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const own = await ticketsOf('agent2', 'agent2', 'SG', sgDraw.DrawId);
    expect(stakesOf(all.Rows.filter((row) => row.UserId === 'agent2'))).toEqual(stakesOf(own));
  });
});

describe('GET betSummaryByTypeSum', () => {
  it('sums the whole tree by bet type', async () => {
    const summary = await call('agent1', betSummaryByTypeSum, { LocId: 'SG', DrawId: sgDraw.DrawId });
    const tree = (await allPages(api.agent1, ticketSearch, { LocId: 'SG', DrawId: sgDraw.DrawId }, 10_000)).rows;
    expect(summary.Rows.map((row) => row.BetType)).toEqual([...new Set(tree.map((ticket) => ticket.BetType))].sort());
    for (const row of summary.Rows) expect(row).toEqual({ BetType: row.BetType, ...stakesOf(tree.filter((ticket) => ticket.BetType === row.BetType)) });
    expect(summary.Totals).toEqual(stakesOf(tree));
  });
});

describe('GET betSummaryUserIdByShare', () => {
  it("gives each direct downline's branch turnover and the user's share (t_share) of it", async () => {
    const admin = await call('admin', betSummaryByShare, { LocId: 'SG', DrawId: sgDraw.DrawId });
    expect(admin.Rows.map((row) => [row.UserId, row.ShareBp])).toEqual([['agent1', 10_000], ['agent2', 10_000]]);
    const agent2Tree = [...(await ticketsOf('admin', 'agent2', 'SG', sgDraw.DrawId)), ...(await ticketsOf('admin', 'member3', 'SG', sgDraw.DrawId))];
    expect(admin.Rows[1]).toMatchObject({ CostCents: sumOf(agent2Tree, 'CostCents'), ShareCents: sumOf(agent2Tree, 'CostCents') });

    const agent2 = await call('agent2', betSummaryByShare, { LocId: 'SG', DrawId: sgDraw.DrawId });
    const member3Cost = sumOf(await ticketsOf('agent2', 'member3', 'SG', sgDraw.DrawId), 'CostCents');
    // agent2's t_share is 0.3: 3000 bp; its own tickets are not a downline's.
    expect(agent2.Rows).toEqual([{ UserId: 'member3', UserName: '', CostCents: member3Cost, ShareBp: 3_000, ShareCents: Math.round(member3Cost * 0.3) }]);
    expect(agent2.Totals).toEqual({ CostCents: member3Cost, ShareCents: agent2.Rows[0]!.ShareCents });
    expect((await call('member1', betSummaryByShare, { LocId: 'SG', DrawId: sgDraw.DrawId })).Rows).toEqual([]);
  });

  it('rounds each row half-even and totals the rounded rows', async () => {
    const open = (await api.admin.data(drawActiveLatest, { query: { LocId: 'SG' } }))!;
    await server.db.query(`update users set t_share_bp = 5000 where user_id = 'admin'`);
    // 1 cent at 50 % is 0.5 -> 0 (even); 3 cents is 1.5 -> 2 (even); half-up would give 1 and 2.
    await server.db.query(
      `with t as (
         insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_amount_cents, tickets, cost_cents, line_number, placed_by)
         values ('SG', 'member1', $1, '1111', 'straight', '{Sun}', 1, 0, 0, 1, 1, 1, 'admin'),
                ('SG', 'member3', $1, '3333', 'straight', '{Sun}', 3, 0, 0, 1, 3, 1, 'admin')
         returning ticket_id, user_id, loc_id, created_at
       ) insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select $1, ticket_id, user_id, loc_id, created_at from t`,
      [open.DrawId],
    );
    const summary = await call('admin', betSummaryByShare, { LocId: 'SG', DrawId: open.DrawId });
    expect(summary.Rows.map((row) => [row.UserId, row.CostCents, row.ShareBp, row.ShareCents])).toEqual([
      ['agent1', 1, 5_000, 0],
      ['agent2', 3, 5_000, 2],
    ]);
    expect(summary.Totals).toEqual({ CostCents: 4, ShareCents: 2 });
  });

  it('rounds half-even in the database for every remainder (split_half_even)', async () => {
    const { rows } = await server.db.query<{ amount: number; bp: number; split: number }>(
      `select a as amount, b as bp, split_half_even(a, b)::float8 as split
       from generate_series(0, 400) a cross join (values (0), (1), (2500), (3000), (5000), (7500), (9999), (10000)) bp (b)`,
    );
    for (const { amount, bp, split } of rows) {
      const exact = (amount * bp) / 10_000;
      const floor = Math.floor(exact);
      const fraction = amount * bp - floor * 10_000;
      const expected = fraction * 2 > 10_000 || (fraction * 2 === 10_000 && floor % 2 === 1) ? floor + 1 : floor;
      expect(split, `${amount} x ${bp}`).toBe(expected);
    }
  });
});

describe('summaries: the tree, the draw and bad input', () => {
  it('reads a downline’s tree with UserId and refuses a user outside the tree', async () => {
    const summary = await call('agent2', betSummaryByType, { LocId: 'MG', DrawId: mgDraw.DrawId, UserId: 'agent3' });
    expect([...new Set(summary.Rows.map((row) => row.UserId))]).toEqual(['agent3', 'member4']);
    for (const [user, other] of [['agent1', 'member3'], ['agent1', 'agent2'], ['member1', 'member2'], ['agent3', 'agent2']] as const) {
      for (const summary of [betSummaryByType, betSummaryByTypeSum, betSummaryByShare]) {
        await api[user].refused(summary, 403, { query: { LocId: 'SG', DrawId: sgDraw.DrawId, UserId: other } });
      }
    }
    const mine = await call('member1', betSummaryByTypeSum, { LocId: 'SG', DrawId: sgDraw.DrawId });
    expect(mine.Totals).toEqual(stakesOf(await ticketsOf('member1', 'member1', 'SG', sgDraw.DrawId)));
  });

  it('answers 400 for bad input and a draw of another location', async () => {
    for (const query of [
      '', 'DrawId=1e5', 'DrawId=abc', 'DrawId=0', 'SortBy=ShareCents', 'SortBy=Number', 'SortDir=sideways', 'PageSize=10001', 'UserId=%00',
    ]) {
      await errorEnvelope(await api.agent1.request(betSummaryByType, { query: { LocId: 'SG', ...queryOf(query) } }), 400);
    }
    const body = await errorEnvelope(await api.agent1.request(betSummaryByType, { query: { LocId: 'SG', DrawId: mgDraw.DrawId } }), 400);
    expect(body.message).toBe(`Draw ${mgDraw.DrawId} is not a draw of SG.`);
    await errorEnvelope(await api.agent1.request(betSummaryByType, { game: '4d', query: { LocId: 'TT', DrawId: sgDraw.DrawId } }), 400);
    await errorEnvelope(await api.agent1.request(betSummaryByTypeSum, { game: 'tt', query: { LocId: 'SG', DrawId: sgDraw.DrawId } }), 400);
  });
});

describe('GET bet/summary/drawDate and bet/summary/userIds', () => {
  it('lists the draws that have bets in the caller’s tree, latest first', async () => {
    const draws = await call('agent1', betSummaryDrawDates, { LocId: 'SG' });
    const tree = (await allPages(api.agent1, ticketSearch, { LocId: 'SG' }, 10_000)).rows;
    const expected = [...new Map(tree.map((ticket) => [ticket.DrawId, ticket.DrawDate])).entries()]
      .map(([DrawId, DrawDate]) => ({ DrawId, DrawDate }))
      .sort((a, b) => b.DrawDate.localeCompare(a.DrawDate));
    expect(draws).toEqual(expected);
    expect(draws.length).toBeGreaterThan(20);
    // ttagent works at TT only: SG's summary is refused at the edge (the location rule), not answered empty.
    expect((await api.ttagent.request(betSummaryDrawDates, { query: { LocId: 'SG' } })).status).toBe(403);
  });

  it('lists the users of the tree with bets on the draw', async () => {
    expect(await call('agent1', betSummaryUserIds, { LocId: 'SG', DrawId: sgDraw.DrawId })).toEqual(
      ['agent1', 'member1', 'member2'].map((UserId) => ({ UserId, UserName: '' })),
    );
    expect((await call('agent2', betSummaryUserIds, { LocId: 'MG' })).map((user) => user.UserId)).toEqual(['agent3', 'member4']);
    expect((await call('member3', betSummaryUserIds, { LocId: 'SG' })).map((user) => user.UserId)).toEqual(['member3']);
    await errorEnvelope(await api.agent1.request(betSummaryUserIds, { query: { LocId: 'SG', DrawId: '1e5' } }), 400);
  });
});
