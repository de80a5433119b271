/**
 * Ticket lists of the data screens against the real API and the seeded demo tickets
 * (server/db/seedTickets.ts): Search Tickets (bet/search, bet/searchT), History Tickets
 * (bet/page2ByDate) and View Tickets (bet/page2): paging, both sort spellings, totals equal to the
 * sum of every row, member-tree isolation, bad input answered 400, the prefix and LocId agreeing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketPage, type Ticket } from '../../contract/bets.ts';
import { drawDates, type DrawDate } from '../../contract/draws.ts';
import { ticketHistory, ticketSearch, ticketSearchToto } from '../../contract/ticketSearch.ts';
import { errorEnvelope, startTestServer, type TestServer } from './testServer.ts';
import type { ApiClient } from './apiClient.ts';
import { allPages, pageOf, queryOf, signInAll, sumOf, type Account, type QueryOf } from './dataScreens.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;
let sgDraws: DrawDate[];

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
  sgDraws = await api.admin.data(drawDates, { query: { LocId: 'SG' } });
});
afterAll(async () => {
  await server?.close();
});

type TicketList = typeof ticketPage | typeof ticketSearch | typeof ticketSearchToto | typeof ticketHistory;
const page = (user: Account, endpoint: TicketList, query: QueryOf<TicketList>) => pageOf(api[user], endpoint, query);
const users = (rows: readonly Ticket[]) => [...new Set(rows.map((row) => row.UserId))].sort();

/** Asserts Totals equal the sums of every row of the query, to the cent. */
function expectTotalsOfRows(totals: Record<string, number>, rows: readonly Ticket[]) {
  for (const field of ['Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'] as const) {
    expect(totals[field], field).toBe(sumOf(rows, field));
  }
}

describe('GET 4d/bet/search', () => {
  it("answers the caller's tree without UserId, pages it, and its totals are the sums of all rows", async () => {
    const { rows, first, pages } = await allPages(api.agent1, ticketSearch, { LocId: 'SG', SortBy: 'Number', SortDir: 'asc' }, 1_000);
    expect(pages).toBeGreaterThan(3);
    expect(users(rows)).toEqual(['agent1', 'member1', 'member2']);
    expectTotalsOfRows(first.Totals, rows);
    expect(rows.every((row) => row.DrawId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(row.DrawDate))).toBe(true);
    // Page 2 continues page 1 exactly: sorted by number, ticket id breaking ties, no row twice.
    const second = await page('agent1', ticketSearch, { LocId: 'SG', SortBy: 'Number', SortDir: 'asc', PageSize: '1000', PageIndex: '2' });
    expect(second.Rows.map((row) => row.TicketId)).toEqual(rows.slice(1_000, 2_000).map((row) => row.TicketId));
    expect(new Set(rows.map((row) => row.TicketId)).size).toBe(rows.length);
    // Pages of the second half are found from the end of the order: together they are the one big page.
    const whole = await page('agent1', ticketSearch, { LocId: 'SG', SortBy: 'Number', SortDir: 'asc', PageSize: '10000' });
    expect(whole.Total).toBeLessThanOrEqual(10_000);
    expect(rows.map((row) => row.TicketId)).toEqual(whole.Rows.map((row) => row.TicketId));
    const numbers = rows.map((row) => row.Number);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('sorts with both spellings of a direction (asc/ascend, desc/descend)', async () => {
    const query = (SortDir: string) => ({ LocId: 'SG', UserId: 'member1', SortBy: 'CostCents', SortDir, PageSize: 300 });
    const asc = await page('agent1', ticketSearch, query('asc'));
    const ascend = await page('agent1', ticketSearch, query('ascend'));
    const desc = await page('agent1', ticketSearch, query('desc'));
    const descend = await page('agent1', ticketSearch, query('descend'));
    expect(ascend.Rows).toEqual(asc.Rows);
    expect(descend.Rows).toEqual(desc.Rows);
    const costs = asc.Rows.map((row) => row.CostCents);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(desc.Rows[0]!.CostCents).toBeGreaterThan(asc.Rows[0]!.CostCents);
    // Default: newest first.
    const byDefault = await page('member1', ticketSearch, { LocId: 'SG', PageSize: '500' });
    const created = byDefault.Rows.map((row) => row.CreatedDate);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by draw and by the start of a number (R for a roll position)', async () => {
    const draw = sgDraws.find((d) => d.IsFinalised)!;
    const ofDraw = await page('agent1', ticketSearch, { LocId: 'SG', DrawId: draw.DrawId });
    expect(ofDraw.Total).toBeGreaterThan(0);
    expect(ofDraw.Rows.every((row) => row.DrawId === draw.DrawId)).toBe(true);

    const all = (await allPages(api.agent1, ticketSearch, { LocId: 'SG' }, 10_000)).rows;
    const prefixed = await page('agent1', ticketSearch, { LocId: 'SG', txtSearch: '12' });
    expect(prefixed.Total).toBe(all.filter((row) => row.Number.startsWith('12')).length);
    expect(prefixed.Total).toBeGreaterThan(0);
    expect(prefixed.Rows.every((row) => row.Number.startsWith('12'))).toBe(true);
    const rolls = await page('agent1', ticketSearch, { LocId: 'SG', txtSearch: 'r1' });
    expect(rolls.Total).toBe(all.filter((row) => row.Number.startsWith('R1')).length);
    expect(rolls.Total).toBeGreaterThan(0);
    expect(rolls.Rows.every((row) => row.BetType === 'roll')).toBe(true);
  });

  it("keeps every caller inside its own tree", async () => {
    const tree = async (user: Account) => users((await allPages(api[user], ticketSearch, { LocId: 'SG' }, 10_000)).rows);
    expect(await tree('agent1')).toEqual(['agent1', 'member1', 'member2']);
    expect(await tree('agent2')).toEqual(['agent2', 'member3']);
    expect(await tree('member1')).toEqual(['member1']);
    expect(await tree('admin')).toEqual(['agent1', 'agent2', 'member1', 'member2', 'member3']);
    expect(users((await page('agent1', ticketSearch, { LocId: 'SG', UserId: 'member2' })).Rows)).toEqual(['member2']);
    const refusals: [Account, string, string][] = [
      ['agent1', 'member3', 'User member3 is not in your downline.'],
      ['agent1', 'agent2', 'User agent2 is not in your downline.'],
      ['member1', 'member2', 'A member places and sees its own bets only.'],
      ['agent2', 'member1', 'User member1 is not in your downline.'],
    ];
    for (const [user, other, message] of refusals) {
      const body = await errorEnvelope(await api[user].request(ticketSearch, { query: { LocId: 'SG', UserId: other } }), 403);
      expect(body.message).toBe(message);
    }
  });

  it('answers 400 in the envelope for bad input, never 500', async () => {
    for (const query of [
      'SortBy=TotoForm', 'SortBy=t.number', 'SortDir=up', 'PageSize=10001', 'PageSize=0', 'PageIndex=0', 'txtSearch=abc',
      'txtSearch=12345', 'txtSearch=1%25', 'DrawId=1e5', 'DrawId=-1', 'UserId=', 'Format=xml', "UserId=a'b",
    ]) {
      const body = await errorEnvelope(await api.agent1.request(ticketSearch, { query: { LocId: 'SG', ...queryOf(query) } }), 400);
      expect(body.message, query).toMatch(/./);
    }
  });

  it('refuses a LocId its prefix does not serve', async () => {
    expect((await errorEnvelope(await api.admin.request(ticketSearch, { game: '4d', query: { LocId: 'TT' } }), 400)).message).toBe('LocId TT is not served under 4d/: use SG or MG.');
    expect((await errorEnvelope(await api.admin.request(ticketSearch, { game: 'tt', query: { LocId: 'SG' } }), 400)).message).toBe('LocId SG is not served under tt/: use TT.');
    expect((await errorEnvelope(await api.admin.request(ticketSearchToto, { query: { LocId: 'SG' } }), 400)).message).toBe('bet/searchT searches TOTO tickets: call it under tt/.');
  });
});

describe('GET tt/bet/searchT', () => {
  it('answers the TOTO tickets of the tree at TT only', async () => {
    const { rows, first } = await allPages(api.ttagent, ticketSearchToto, { LocId: 'TT' }, 500);
    expect(rows.length).toBeGreaterThan(1_000);
    expect(users(rows)).toEqual(['ttagent']);
    expect(rows.every((row) => row.BetType === 'toto' && row.TotoAmountCents === row.CostCents)).toBe(true);
    expectTotalsOfRows(first.Totals, rows);
    // agent1 works at SG and MG: TT is refused at the edge (the location rule), not answered empty.
    expect((await api.agent1.request(ticketSearchToto, { query: { LocId: 'TT' } })).status).toBe(403);
    expect(users((await allPages(api.admin, ticketSearchToto, {}, 10_000, 'tt')).rows)).toEqual(['ttagent']);
  });
});

describe('GET bet/page2ByDate', () => {
  it('answers the tickets of the draws from DrawFrom to DrawTo, both included', async () => {
    const finalised = sgDraws.filter((draw) => draw.IsFinalised);
    const [to, , from] = [finalised[0]!, finalised[1]!, finalised[2]!];
    const { rows, first } = await allPages(api.member1, ticketHistory, { LocId: 'SG', DrawFrom: from.DrawDate, DrawTo: to.DrawDate }, 100);
    expect([...new Set(rows.map((row) => row.DrawDate))].sort()).toEqual([from.DrawDate, finalised[1]!.DrawDate, to.DrawDate].sort());
    expect(users(rows)).toEqual(['member1']);
    expectTotalsOfRows(first.Totals, rows);
    const oneDay = await page('member1', ticketHistory, { LocId: 'SG', DrawFrom: to.DrawDate, DrawTo: to.DrawDate });
    expect(oneDay.Total).toBe(rows.filter((row) => row.DrawDate === to.DrawDate).length);
    expect(oneDay.Total).toBeGreaterThan(0);
    const agentView = await page('agent1', ticketHistory, { LocId: 'SG', UserId: 'member1', DrawFrom: from.DrawDate, DrawTo: to.DrawDate, PageSize: '10000' });
    expect(agentView.Total).toBe(rows.length);
  });

  it('answers 400 when DrawFrom is after DrawTo, and for other bad input', async () => {
    const body = await errorEnvelope(await api.member1.request(ticketHistory, { query: { LocId: 'SG', DrawFrom: '2026-02-02', DrawTo: '2026-02-01' } }), 400);
    expect(body.message).toBe('DrawFrom (2026-02-02) must not be after DrawTo (2026-02-01).');
    for (const query of ['DrawFrom=2026-02-01', 'DrawFrom=2026-13-01&DrawTo=2026-12-01', 'DrawFrom=yesterday&DrawTo=2026-01-01', 'DrawFrom=2026-01-01&DrawTo=2026-01-02&SortBy=Nope']) {
      await errorEnvelope(await api.member1.request(ticketHistory, { query: { LocId: 'SG', ...queryOf(query) } }), 400);
    }
    await errorEnvelope(await api.agent1.request(ticketHistory, { query: { LocId: 'SG', UserId: 'member3', DrawFrom: '2026-01-01', DrawTo: '2026-12-31' } }), 403);
  });
});

describe('GET bet/page2 on the paged-query helper', () => {
  it('pages a member’s seeded tickets, sorts by any ticket column, and totals every row', async () => {
    const { rows, first } = await allPages(api.member1, ticketPage, { LocId: 'SG', SortBy: 'DrawDate', SortDir: 'ascend' }, 700);
    expect(first.Total).toBeGreaterThan(2_000);
    expectTotalsOfRows(first.Totals, rows);
    const dates = rows.map((row) => row.DrawDate);
    expect(dates).toEqual([...dates].sort());
    const beyond = await page('member1', ticketPage, { LocId: 'SG', PageSize: '700', PageIndex: Math.ceil(first.Total / 700) + 1 });
    expect(beyond).toMatchObject({ Rows: [], Total: first.Total });
    expect(beyond.Totals).toEqual(first.Totals);
  });

  it('finds a deep page from the member’s rows in their own order (newest first, or oldest): the pages are the one big page', async () => {
    // Without DrawId or FileId a later page's first row is found ticket by ticket (PagedQuery.skipFrom):
    // every row of a ticket in several draws must land on the same page as in the one big page.
    const rowKey = (row: Ticket) => `${row.TicketId}/${row.DrawId}`;
    // The seed's tickets are each in one draw: 300 of member1's are put in a second one too (the tests
    // above have read their figures already), so a ticket's rows can straddle a page's edge.
    await server.db.query(
      `insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at)
       select (select d.draw_id from draws d where d.loc_id = 'SG' and d.draw_id <> td.draw_id order by d.draw_id limit 1), td.ticket_id,
         t.user_id, t.loc_id, t.created_at
       from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where t.user_id = 'member1' and t.loc_id = 'SG'
       order by td.ticket_id desc limit 300 on conflict do nothing`,
    );
    for (const SortDir of ['desc', 'asc']) {
      const { rows, first, pages } = await allPages(api.member1, ticketPage, { LocId: 'SG', SortBy: 'CreatedDate', SortDir }, 700);
      expect(pages).toBeGreaterThan(3);
      const whole = await page('member1', ticketPage, { LocId: 'SG', SortBy: 'CreatedDate', SortDir, PageSize: '10000' });
      expect(whole.Total).toBe(first.Total);
      expect(whole.Total).toBeLessThanOrEqual(10_000);
      expect(rows.map(rowKey)).toEqual(whole.Rows.map(rowKey));
      expect(rows.length).toBeGreaterThan(new Set(rows.map((row) => row.TicketId)).size);
    }
  });
});
