/**
 * CSV export (Format=csv) of every csv call of the data screens: the answer's row fields in schema
 * order as the header (money without `Cents`), every row of the query in the requested sort (more
 * rows than one database batch), exactly the JSON rows of all pages, money as exact decimals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { TicketPageSchema, ticketPage } from '../../contract/bets.ts';
import { betSummaryByShare, betSummaryByType, betSummaryByTypeSum } from '../../contract/betSummary.ts';
import { ticketHistory, ticketSearch, ticketSearchToto } from '../../contract/ticketSearch.ts';
import type { DrawDate } from '../../contract/draws.ts';
import { CSV_BATCH_ROWS } from '../../server/http/pagedAnswer.ts';
import { errorEnvelope, startTestServer, type TestServer } from './testServer.ts';
import { drawsOf } from './betting.ts';
import { allPages, csvOf, expectCsvEqualsRows, get, signInAll, type Account, type AnyPage } from './dataScreens.ts';

let server: TestServer;
let tokens: Record<Account, string>;
let sgDraws: DrawDate[];

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInAll(server);
  sgDraws = (await drawsOf(server, tokens.admin, 'SG')).filter((draw) => draw.IsFinalised);
});
afterAll(async () => {
  await server?.close();
});

const TICKET_HEADER = [
  'TicketId', 'UserId', 'DrawId', 'DrawDate', 'Number', 'BetType', 'Draws', 'Big', 'Small', 'TotoForm', 'TotoAmount', 'Tickets', 'Cost',
  'FileId', 'LineNumber', 'CreatedDate', 'Strike', 'WinLoss',
];
const TICKET_FIELDS = Object.keys(TicketPageSchema.entries.Rows.item.entries);

/** The CSV of `path` equals the JSON rows of all its pages, with the header given. */
async function expectCsvOfAllPages(user: Account, path: string, schema: v.GenericSchema<unknown, AnyPage<Record<string, unknown>, unknown>>, fields: string[], header: string[], fileName: string, pageSize = 2_000) {
  const { rows } = await allPages(server, tokens[user], path, schema, pageSize);
  const records = await csvOf(server, tokens[user], `${path}&Format=csv`, fileName);
  expect(records[0]).toEqual(header);
  expectCsvEqualsRows(records, fields, rows);
  return records;
}

describe('Format=csv', () => {
  it('streams every row of a ticket search in the requested sort, beyond one batch', async () => {
    expect(TICKET_FIELDS.map((field) => field.replace(/Cents$/, ''))).toEqual(TICKET_HEADER);
    const records = await expectCsvOfAllPages('admin', `4d/bet/search?LocId=SG&SortBy=Number&SortDir=asc`, ticketSearch.answer, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    expect(records.length - 1).toBeGreaterThan(CSV_BATCH_ROWS);
    // Ties on Number across batch boundaries: the keyset continues after the last (Number, TicketId).
    await expectCsvOfAllPages('agent1', `4d/bet/search?LocId=SG&SortBy=CostCents&SortDir=descend`, ticketSearch.answer, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    await expectCsvOfAllPages('admin', `4d/bet/search?LocId=SG`, ticketSearch.answer, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    await expectCsvOfAllPages('admin', `4d/bet/search?LocId=SG&SortBy=DrawDate&SortDir=ascend&txtSearch=1`, ticketSearch.answer, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
  });

  it('exports TOTO search, history and View Tickets the same way', async () => {
    await expectCsvOfAllPages('ttagent', 'tt/bet/searchT?LocId=TT&SortBy=UserId&SortDir=asc', ticketSearchToto.answer, TICKET_FIELDS, TICKET_HEADER, 'ticket-search.csv');
    const range = `DrawFrom=${sgDraws[5]!.DrawDate}&DrawTo=${sgDraws[0]!.DrawDate}`;
    await expectCsvOfAllPages('member2', `4d/bet/page2ByDate?LocId=SG&${range}`, ticketHistory.answer, TICKET_FIELDS, TICKET_HEADER, 'ticket-history.csv', 100);
    await expectCsvOfAllPages('member1', '4d/bet/page2?LocId=SG&SortBy=BigCents&SortDir=DESC', ticketPage.answer, TICKET_FIELDS, TICKET_HEADER, 'tickets.csv');
  });

  it('exports the summaries with their own columns', async () => {
    const drawId = sgDraws[0]!.DrawId;
    await expectCsvOfAllPages('admin', `4d/betSummaryByType?LocId=SG&DrawId=${drawId}&SortBy=CostCents&SortDir=desc`, betSummaryByType.answer,
      ['UserId', 'UserName', 'BetType', 'Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'],
      ['UserId', 'UserName', 'BetType', 'Tickets', 'Big', 'Small', 'TotoAmount', 'Cost'], 'bet-summary-by-type.csv', 2);
    await expectCsvOfAllPages('agent1', `4d/betSummaryByTypeSum?LocId=SG&DrawId=${drawId}`, betSummaryByTypeSum.answer,
      ['BetType', 'Tickets', 'BigCents', 'SmallCents', 'TotoAmountCents', 'CostCents'],
      ['BetType', 'Tickets', 'Big', 'Small', 'TotoAmount', 'Cost'], 'bet-summary-by-type-sum.csv');
    const records = await expectCsvOfAllPages('agent2', `4d/betSummaryUserIdByShare?LocId=SG&DrawId=${drawId}`, betSummaryByShare.answer,
      ['UserId', 'UserName', 'CostCents', 'ShareBp', 'ShareCents'], ['UserId', 'UserName', 'Cost', 'ShareBp', 'Share'], 'bet-summary-by-share.csv');
    expect(records[1]![3]).toBe('3000');
    expect(records[1]![2]).toMatch(/^\d+\.\d{2}$/);
  });

  it('writes money as exact decimals from integer cents and quotes fields as RFC 4180 says', async () => {
    const draw = sgDraws[0]!;
    // Amounts a float division would misprint, and a number no seed writes.
    await server.db.query(
      `insert into tickets (loc_id, user_id, draw_id, number, bet_type, draws, big_cents, small_cents, toto_amount_cents, tickets, cost_cents, line_number, placed_by)
       values ('SG', 'member2', $1, '9R99', 'straight', '{Sat,Sun}', 1005, 7, 0, 1, 9007199254740991, 1, 'member2')`,
      [draw.DrawId],
    );
    const records = await csvOf(server, tokens.member2, `4d/bet/page2?LocId=SG&DrawId=${draw.DrawId}&SortBy=CostCents&SortDir=desc&Format=csv`, 'tickets.csv');
    const row = Object.fromEntries(TICKET_HEADER.map((name, index) => [name, records[1]![index]]));
    expect(row).toMatchObject({ Number: '9R99', Draws: 'Sat Sun', Big: '10.05', Small: '0.07', Cost: '90071992547409.91', TotoForm: '', FileId: '' });
  });

  it('validates Format like everything else, and a bad query is still a 400 envelope', async () => {
    for (const query of ['Format=CSV', 'Format=', 'Format=csv&SortBy=Nope', 'Format=csv&PageSize=10001', 'Format=csv&txtSearch=abc']) {
      await errorEnvelope(await get(server, tokens.agent1, `4d/bet/search?LocId=SG&${query}`), 400);
    }
    await errorEnvelope(await get(server, tokens.agent1, '4d/bet/search?LocId=SG&UserId=member3&Format=csv'), 403);
  });
});
