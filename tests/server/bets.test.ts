/**
 * POST {4d|tt}/bet/ and GET {4d|tt}/bet/page2 (spec 02 §7.6) against the real API and database: the
 * message parsed again on the server, accepted lines stored as tickets, downline rules, and bad input
 * answered 400 with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceBetsResultSchema, TicketPageSchema, type PlaceBetsResult } from '../../contract/bets.ts';
import type { DrawDate } from '../../contract/draws.ts';
import { bearer, errorEnvelope, signIn, startTestServer, successData, type TestServer } from './testServer.ts';
import { API, countOf, drawsOf, nextDrawOf, postJson } from './betting.ts';

const ACCOUNTS = ['admin', 'agent1', 'member1', 'member2', 'member3', 'agent2', 'member4', 'ttagent'] as const;
type Account = (typeof ACCOUNTS)[number];

let server: TestServer;
const tokens = {} as Record<Account, string>;
let sgDraw: DrawDate;
let mgDraw: DrawDate;
let ttDraw: DrawDate;
let closedSgDraw: DrawDate;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ACCOUNTS) tokens[user] = (await signIn(server.app, user)).access_token;
  sgDraw = await nextDrawOf(server, tokens.admin, 'SG');
  mgDraw = await nextDrawOf(server, tokens.admin, 'MG');
  ttDraw = await nextDrawOf(server, tokens.admin, 'TT');
  closedSgDraw = (await drawsOf(server, tokens.admin, 'SG')).find((draw) => draw.IsFinalised)!;
});
afterAll(async () => {
  await server?.close();
});

const placeBets = (user: Account, body: Record<string, unknown>, game = '4d') =>
  server.app.request(`${API}/${game}/bet/`, postJson(tokens[user], body));

async function placed(user: Account, body: Record<string, unknown>, game = '4d'): Promise<PlaceBetsResult> {
  return successData(await placeBets(user, body, game), PlaceBetsResultSchema);
}

/** Asserts the error envelope with that status and message, and that no ticket was written. */
async function refused(response: Promise<Response>, status: number, message: string | RegExp) {
  const before = await countOf(server, 'tickets');
  const body = await errorEnvelope(await response, status);
  expect(body.message).toMatch(message);
  expect(await countOf(server, 'tickets')).toBe(before);
}

/** The weekday of a draw date (YYYY-MM-DD), as day codes name it. */
const weekday = (date: string) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T00:00:00Z`).getUTCDay()];

const page = async (user: Account, query: string, game = '4d') =>
  successData(await server.app.request(`${API}/${game}/bet/page2?${query}`, bearer(tokens[user])), TicketPageSchema);

describe('POST bet/', () => {
  it('stores the accepted lines of a member’s own message and answers every line', async () => {
    const sgDay = weekday(sgDraw.DrawDate);
    const result = await placed('member1', {
      LocId: 'SG',
      DrawId: sgDraw.DrawId,
      Message: '0 1234 1-2\n\n123 1-1\nR234 H-\n6 5678i 2-\n1234 0-0',
    });
    expect(result).toMatchObject({ AcceptedLines: 3, RejectedLines: 2 });
    expect(result.Lines.map((line) => [line.LineNumber, line.Text, line.Accepted])).toEqual([
      [1, '0 1234 1-2', true],
      [3, '123 1-1', false],
      [4, 'R234 H-', true],
      [5, '6 5678i 2-', true],
      [6, '1234 0-0', false],
    ]);
    // 1234 on Wed, Sat, Sun at 1 + 2; R234 rolled 10 times at 0.50 on the draw's own day; 5678i on Sat at 2.
    expect(result.Lines.map((line) => [line.Tickets, line.CostCents])).toEqual([[3, 900], [0, 0], [10, 500], [1, 200], [0, 0]]);
    expect(result).toMatchObject({ Tickets: 14, CostCents: 1600 });
    const rejected = result.Lines.filter((line) => !line.Accepted);
    expect(rejected.map((line) => [line.Reason, line.Column, line.TicketId])).toEqual([
      ['A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234', 4, null],
      ['Big + small must be above zero', 6, null],
    ]);
    const accepted = result.Lines.filter((line) => line.Accepted);
    expect(accepted.every((line) => line.Reason === null && line.Column === null && typeof line.TicketId === 'number')).toBe(true);

    // A row is a ticket in one of its draws (issue 19): 1234 is in its Wed, Sat and Sun draws with 1 ticket of
    // $3 in each; R234 in the selected draw only; 5678i in the Saturday draw.
    const ids = accepted.map((line) => line.TicketId);
    const rows = (await page('member1', 'LocId=SG')).Rows.filter((row) => ids.includes(row.TicketId));
    const rowsOf = (ticketId: number | null) => rows.filter((row) => row.TicketId === ticketId);
    expect(rowsOf(ids[0]!).map((row) => weekday(row.DrawDate)).sort()).toEqual(['Sat', 'Sun', 'Wed']);
    expect(new Set(rowsOf(ids[0]!).map((row) => row.DrawId)).size).toBe(3);
    for (const row of rowsOf(ids[0]!)) {
      expect(row).toMatchObject({
        UserId: 'member1', Number: '1234', BetType: 'straight', Draws: ['Wed', 'Sat', 'Sun'], BigCents: 100, SmallCents: 200,
        TotoForm: null, TotoAmountCents: 0, Tickets: 1, CostCents: 300, FileId: null, LineNumber: 1,
      });
    }
    expect(rowsOf(ids[1]!)).toEqual([expect.objectContaining({ Number: 'R234', BetType: 'roll', Draws: [sgDay], DrawId: sgDraw.DrawId, DrawDate: sgDraw.DrawDate, BigCents: 50, Tickets: 10, CostCents: 500 })]);
    expect(rowsOf(ids[2]!)).toEqual([expect.objectContaining({ Number: '5678', BetType: 'iBet', Draws: ['Sat'], BigCents: 200, SmallCents: 0, Tickets: 1, CostCents: 200 })]);
    expect(weekday(rowsOf(ids[2]!)[0]!.DrawDate)).toBe('Sat');
    // Over all its draws, the rows add up to what was placed.
    expect([rows.reduce((sum, row) => sum + row.Tickets, 0), rows.reduce((sum, row) => sum + row.CostCents, 0)]).toEqual([14, 1600]);
    const ofDraw = await page('member1', `LocId=SG&DrawId=${sgDraw.DrawId}`);
    expect(ofDraw.Rows.every((row) => row.DrawId === sgDraw.DrawId)).toBe(true);
    expect(ofDraw.Rows.map((row) => row.TicketId)).toContain(ids[1]);
  });

  it('bets the header day of the message on lines without a day code, and does not report the header', async () => {
    const result = await placed('member2', { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '7\n1111 1-1\n3 2222 1-' });
    expect(result.Lines.map((line) => line.LineNumber)).toEqual([2, 3]);
    const ids = result.Lines.map((line) => line.TicketId);
    const { Rows } = await page('member2', 'LocId=SG');
    // Each under the draw of its day: 1111 the Sunday of the header, 2222 the Wednesday of its own code.
    expect(Rows.filter((ticket) => ids.includes(ticket.TicketId)).map((ticket) => [ticket.Number, ticket.Draws, weekday(ticket.DrawDate)])).toEqual([
      ['2222', ['Wed'], 'Wed'],
      ['1111', ['Sun'], 'Sun'],
    ]);
  });

  it('lets an agent place for its downline and an admin for anyone, at the user’s own location', async () => {
    const forMember = await placed('agent1', { LocId: 'SG', DrawId: sgDraw.DrawId, UserId: 'MEMBER1', Message: '4321 1-' });
    expect(forMember.AcceptedLines).toBe(1);
    expect((await page('agent1', `LocId=SG&UserId=member1&DrawId=${sgDraw.DrawId}`)).Rows[0]).toMatchObject({ Number: '4321', UserId: 'member1' });

    const mg = await placed('admin', { LocId: 'MG', DrawId: mgDraw.DrawId, UserId: 'member4', Message: '9M 8888 1-1\n0M 1234 2-' });
    expect(mg).toMatchObject({ AcceptedLines: 2, Tickets: 4 });
    const ids = mg.Lines.map((line) => line.TicketId);
    const rows = (await page('admin', 'LocId=MG&UserId=member4')).Rows.filter((ticket) => ids.includes(ticket.TicketId));
    // The 0M line in each of its three draws, the 9M line in the Tuesday special.
    expect(rows.map((ticket) => [ticket.Number, weekday(ticket.DrawDate)]).sort()).toEqual([['1234', 'Sat'], ['1234', 'Sun'], ['1234', 'Wed'], ['8888', 'Tue']]);
  });

  it('takes TOTO forms under tt/', async () => {
    const result = await placed('ttagent', { LocId: 'TT', DrawId: ttDraw.DrawId, Message: '1 1234/-2\n4 5678 TO-1.5' }, 'tt');
    expect(result).toMatchObject({ AcceptedLines: 2, CostCents: 350 });
    const ids = result.Lines.map((line) => line.TicketId);
    const { Rows } = await page('ttagent', 'LocId=TT', 'tt');
    expect(Rows.filter((ticket) => ids.includes(ticket.TicketId)).map((ticket) => [ticket.BetType, ticket.TotoForm, ticket.TotoAmountCents, ticket.Draws, weekday(ticket.DrawDate)])).toEqual([
      ['toto', 'TO', 150, ['Thu'], 'Thu'],
      ['toto', '/', 200, ['Mon'], 'Mon'],
    ]);
  });

  it('answers 200 with every line rejected and stores nothing when no line is a bet', async () => {
    const before = await countOf(server, 'tickets');
    const result = await placed('member1', { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '12 1-1\n1234 1.5.5-1' });
    expect(result).toMatchObject({ AcceptedLines: 0, RejectedLines: 2, Tickets: 0, CostCents: 0 });
    expect(await countOf(server, 'tickets')).toBe(before);
  });

  it('refuses bets for users outside the caller’s downline', async () => {
    const body = { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '1234 1-1' };
    await refused(placeBets('member1', { ...body, UserId: 'member2' }), 403, 'A member places and sees its own bets only.');
    await refused(placeBets('agent1', { ...body, UserId: 'member3' }), 403, 'User member3 is not in your downline.');
    await refused(placeBets('agent2', { ...body, UserId: 'agent1' }), 403, 'User agent1 is not in your downline.');
    await refused(placeBets('admin', { ...body, UserId: 'nobody' }), 403, 'User nobody is not in your downline.');
  });

  it('refuses a user whose bets are disabled or who does not bet at the location', async () => {
    await refused(placeBets('member3', { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '1234 1-1' }), 403, 'Placing bets is disabled for member3.');
    // member1 works at SG only: the edge refuses MG before the rule is asked; its upline (SG and MG) gets the rule's answer.
    await refused(placeBets('member1', { LocId: 'MG', DrawId: mgDraw.DrawId, Message: '0M 1234 1-1' }), 403, 'You do not work at MG.');
    await refused(placeBets('agent1', { LocId: 'MG', UserId: 'member1', DrawId: mgDraw.DrawId, Message: '0M 1234 1-1' }), 403, 'member1 does not bet at MG.');
  });

  it('refuses a draw that is closed, of another location or unknown', async () => {
    const message = '1234 1-1';
    await refused(placeBets('member1', { LocId: 'SG', DrawId: closedSgDraw.DrawId, Message: message }), 400, `The draw of ${closedSgDraw.DrawDate} closed at 18:00: choose an open draw.`);
    await refused(placeBets('member1', { LocId: 'SG', DrawId: mgDraw.DrawId, Message: message }), 400, `Draw ${mgDraw.DrawId} is not a draw of SG.`);
    await refused(placeBets('member1', { LocId: 'SG', DrawId: 999_999, Message: message }), 400, 'Draw 999999 is not a draw of SG.');
  });

  it('answers 400 in the envelope for bad input, and writes nothing', async () => {
    const good = { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '1234 1-1' };
    for (const body of [
      { ...good, DrawId: undefined },
      { ...good, DrawId: '12' },
      { ...good, DrawId: 0 },
      { ...good, DrawId: 1.5 },
      { ...good, Message: '' },
      { ...good, Message: 42 },
      { ...good, UserId: '' },
      { ...good, Message: 'x'.repeat(200_001) },
    ]) {
      await refused(placeBets('member1', body), 400, /./);
    }
    await refused(placeBets('member1', { ...good, Message: ' \n\n ' }), 400, 'Write at least one bet line, e.g. 1234 1-2');
    await refused(placeBets('member1', { ...good, Message: '0' }), 400, 'Write at least one bet line, e.g. 1234 1-2');
    await refused(placeBets('member1', { ...good, LocId: 'TT' }), 400, 'LocId TT is not served under 4d/: use SG or MG.');
    await refused(placeBets('ttagent', { ...good, LocId: 'SG' }, 'tt'), 400, 'LocId SG is not served under tt/: use TT.');
    const malformed = { ...postJson(tokens.member1, {}), body: '{"DrawId": ' };
    await refused(server.app.request(`${API}/4d/bet/`, malformed), 400, /JSON/);
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.request(`${API}/4d/bet/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await errorEnvelope(response, 401);
  });
});

describe('GET bet/page2', () => {
  it('pages the tickets newest first and filters them by draw', async () => {
    const before = (await page('member2', `LocId=SG&DrawId=${sgDraw.DrawId}`)).Total;
    await placed('member2', { LocId: 'SG', DrawId: sgDraw.DrawId, Message: '0001 1-\n0002 1-\n0003 1-' });
    const all = await page('member2', `LocId=SG&DrawId=${sgDraw.DrawId}`);
    expect(all.Total).toBe(before + 3);
    expect(all).toMatchObject({ PageIndex: 1, PageSize: 10_000 });
    const second = await page('member2', `LocId=SG&DrawId=${sgDraw.DrawId}&PageIndex=2&PageSize=2`);
    expect(second).toMatchObject({ Total: all.Total, PageIndex: 2, PageSize: 2 });
    expect(second.Rows.map((ticket) => ticket.Number)).toEqual(all.Rows.slice(2, 4).map((ticket) => ticket.Number));
    expect(all.Rows.slice(0, 3).map((ticket) => ticket.Number)).toEqual(['0003', '0002', '0001']);
    expect((await page('member2', `LocId=SG&DrawId=${sgDraw.DrawId}&PageIndex=9`)).Rows).toEqual([]);
    expect((await page('member2', 'LocId=SG&DrawId=999999')).Total).toBe(0);
    // member2 works at SG only: another location's tickets are not asked for at all.
    expect((await errorEnvelope(await server.app.request(`${API}/4d/bet/page2?LocId=MG`, bearer(tokens.member2)), 403)).message).toBe('You do not work at MG.');
  });

  it('shows a downline’s tickets to its uplines only', async () => {
    const own = await page('member2', `LocId=SG&DrawId=${sgDraw.DrawId}`);
    expect(own.Total).toBeGreaterThanOrEqual(3);
    expect((await page('admin', `LocId=SG&UserId=member2&DrawId=${sgDraw.DrawId}`)).Rows).toEqual(own.Rows);
    const get = (user: Account, query: string) => server.app.request(`${API}/4d/bet/page2?${query}`, bearer(tokens[user]));
    expect((await errorEnvelope(await get('member1', 'LocId=SG&UserId=member2'), 403)).message).toBe('A member places and sees its own bets only.');
    expect((await errorEnvelope(await get('agent2', 'LocId=SG&UserId=member2'), 403)).message).toBe('User member2 is not in your downline.');
  });

  it('answers 400 for a bad query', async () => {
    for (const query of ['PageSize=0', 'PageSize=10001', 'PageIndex=0', 'PageIndex=x', 'DrawId=-1', 'FileId=1.5', 'UserId=']) {
      const response = await server.app.request(`${API}/4d/bet/page2?LocId=SG&${query}`, bearer(tokens.member1));
      await errorEnvelope(response, 400);
    }
  });
});
