/**
 * CSV export (Format=csv) of every csv call of the data screens: the answer's row fields in schema
 * order as the header (money without `Cents`), every row of the query in the requested sort (more
 * rows than one database batch), exactly the JSON rows of all pages, money as exact decimals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketPageSchema, ticketPage } from '../../contract/bets.ts';
import { betSummaryByShare, betSummaryByType, betSummaryByTypeSum } from '../../contract/betSummary.ts';
import { ticketHistory, ticketSearch, ticketSearchToto } from '../../contract/ticketSearch.ts';
import { drawDates, type DrawDate } from '../../contract/draws.ts';
import { CSV_BATCH_ROWS } from '../../server/http/pagedAnswer.ts';
import { errorEnvelope, startTestServer, type TestServer } from './testServer.ts';
import type { ApiClient } from './apiClient.ts';
import { allPages, csvOf, expectCsvEqualsRows, queryOf, signInAll, type Account, type PagedEndpoint, type QueryOf } from './dataScreens.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;
let sgDraws: DrawDate[];

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
  sgDraws = (await api.admin.data(drawDates, { query: { LocId: 'SG' } })).filter((draw) => draw.IsFinalised);
});
afterAll(async () => {
  await server?.close();
});

const TICKET_HEADER = [
  'TicketId', 'UserId', 'DrawId', 'DrawDate', 'Number', 'BetType', 'Draws', 'Big', 'Small', 'TotoForm', 'TotoAmount', 'Tickets', 'Cost',
  'FileId', 'LineNumber', 'CreatedDate', 'Strike', 'WinLoss',
];
const TICKET_FIELDS = Object.keys(TicketPageSchema.entries.Rows.item.entries);

/** The CSV of the call's query equals the JSON rows of all its pages, with the header given. */
async function expectCsvOfAllPages<E extends PagedEndpoint>(user: Account, endpoint: E, query: QueryOf<E>, fields: string[], header: string[], fileName: string, pageSize = 2_000) {
  const { rows } = await allPages(api[user], endpoint, query, pageSize);
  const records = await csvOf(api[user], endpoint, query, fileName);
  expect(records[0]).toEqual(header);
  expectCsvEqualsRows(records, fields, rows);
  return records;
}

describe('Format=csv', () => {
  it('streams every row of a ticket search in the requested sort, beyond one batch', async () => {
    expect(TICKET_FIELDS.map((field) => field.replace(/Cents$/, ''))).toEqual(TICKET_HEADER);
    const records = await expectCsvOfAllPages('admin', ticketSearch, { LocId: 'SG', SortBy: 'Number', SortDir: 'asc' }, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    expect(records.length - 1).toBeGreaterThan(CSV_BATCH_ROWS);
    // Ties on Number across batch boundaries: the keyset continues after the last (Number, TicketId).
    await expectCsvOfAllPages('agent1', ticketSearch, { LocId: 'SG', SortBy: 'CostCents', SortDir: 'descend' }, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    await expectCsvOfAllPages('admin', ticketSearch, { LocId: 'SG' }, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    await expectCsvOfAllPages('admin', ticketSearch, { LocId: 'SG', SortBy: 'DrawDate', SortDir: 'ascend', txtSearch: '1' }, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
  });

  it('exports TOTO search, history and View Tickets the same way', async () => {
    await expectCsvOfAllPages('ttagent', ticketSearchToto, { LocId: 'TT', SortBy: 'UserId', SortDir: 'asc' }, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    const range = `DrawFrom=${sgDraws[5]!.DrawDate}&DrawTo=${sgDraws[0]!.DrawDate}`;
    await expectCsvOfAllPages('member2', ticketHistory, { LocId: 'SG', ...queryOf(range) }, TICKET_FIELDS, TICKET_HEADER, 'ticket-history.csv', 100);
    await expectCsvOfAllPages('member1', ticketPage, { LocId: 'SG', SortBy: 'BigCents', SortDir: 'DESC' }, TICKET_FIELDS, TICKET_HEADER, 'tickets.csv');
  });

  it('exports the summaries with their own columns', async () => {
    const drawId = sgDraws[0]!.DrawId;
    await expectCsvOfAllPages('admin', betSummaryByType, { LocId: 'SG', DrawId: drawId, SortBy: 'CostCents', SortDir: 'desc' },
      ['UserId', 'UserName', 'BetType', 'Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'],
      ['UserId', 'UserName', 'BetType', 'Tickets', 'Big', 'Small', 'TotoAmount', 'Cost'], 'bet-summary-by-type.csv', 2);
    await expectCsvOfAllPages('agent1', betSummaryByTypeSum, { LocId: 'SG', DrawId: drawId },
      ['BetType', 'Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'],
      ['BetType', 'Tickets', 'Big', 'Small', 'TotoAmount', 'Cost'], 'bet-summary-by-type-sum.csv');
    const records = await expectCsvOfAllPages('agent2', betSummaryByShare, { LocId: 'SG', DrawId: drawId },
      ['UserId', 'UserName', 'CostCents', 'ShareBp', 'ShareCents'], ['UserId', 'UserName', 'Cost', 'ShareBp', 'Share'], 'bet-summary-by-share.csv');
    expect(records[1]![3]).toBe('3000');
    expect(records[1]![2]).toMatch(/^\d+\.\d{2}$/);
  });

  it('writes money as exact decimals from integer cents and quotes fields as RFC 4180 says', async () => {
    const draw = sgDraws[0]!;
    // Amounts a float division would misprint, and a number no seed writes; the ticket is in the draw (ticket_draws).
    await server.db.query(
      `with t as (
         insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_amount_cents, tickets, cost_cents, line_number, placed_by)
         values ('SG', 'member2', $1, '9R99', 'straight', '{Sat,Sun}', 9007199254740984, 7, 0, 1, 9007199254740991, 1, 'member2') returning ticket_id, user_id, loc_id, created_at
       ) insert into ticket_draws (draw_id, ticket_id, user_id, loc_id, created_at) select $1, ticket_id, user_id, loc_id, created_at from t`,
      [draw.DrawId],
    );
    const records = await csvOf(api.member2, ticketPage, { LocId: 'SG', DrawId: draw.DrawId, SortBy: 'CostCents', SortDir: 'desc' }, 'tickets.csv');
    const row = Object.fromEntries(TICKET_HEADER.map((name, index) => [name, records[1]![index]]));
    expect(row).toMatchObject({ Number: '9R99', Draws: 'Sat Sun', Big: '90071992547409.84', Small: '0.07', Cost: '90071992547409.91', TotoForm: '', FileId: '' });
  });

  it('validates Format like everything else, and a bad query is still a 400 envelope', async () => {
    for (const query of ['Format=CSV', 'Format=', 'Format=csv&SortBy=Nope', 'Format=csv&PageSize=10001', 'Format=csv&txtSearch=abc']) {
      await errorEnvelope(await api.agent1.request(ticketSearch, { query: { LocId: 'SG', ...queryOf(query) } }), 400);
    }
    await errorEnvelope(await api.agent1.request(ticketSearch, { query: { LocId: 'SG', UserId: 'member3', Format: 'csv' } }), 403);
  });
});
