/**
 * Bets by SMS, inbound (spec 02 §2.9; issue 23): POST /api/sms/inbound. Each message is answered once
 * with one reply row in the outbox (what was enqueued; delivery is the worker's), and places tickets only
 * from a registered number allowed on the receiving number, inside the hours, within the SMS limit.
 * The cost of a placed message is computed here from the notation's rule (DOMAIN.md), not read back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, captureConsoleForFile, signIn, startTestServer, successData, type TestServer } from '../testServer.ts';
import { dSms, InboundAnswerSchema } from '../../../contract/smsInbound.ts';
import {
  AGENT1_SMS,
  AGENT2_SMS,
  closedToday,
  MEMBER1_MOBILE,
  MEMBER2_MOBILE,
  newMessageId,
  openAllDay,
  outboxRows,
  permutations,
  prepareInbound,
  smsInboundRequest,
  ticketsOf,
  UNKNOWN_MOBILE,
} from './inboundSupport.ts';

captureConsoleForFile();

let server: TestServer;
const send = (body: { messageId: string; from: string; to: string; text: string }, secret?: string) =>
  server.app.request('/api/sms/inbound', smsInboundRequest(body, secret));

async function inboundRow(messageId: string) {
  const { rows } = await server.db.query<{ outcome: string; user_id: string | null; tickets: number; cost_cents: string; ticket_ids: string[]; reply: string }>(
    `select outcome, user_id, tickets, cost_cents, ticket_ids::text[] as ticket_ids, reply from inbound_messages where channel = 'sms' and external_id = $1`,
    [messageId],
  );
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  await prepareInbound(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await openAllDay(server);
});

describe('POST /api/sms/inbound', () => {
  it('refuses a wrong or missing secret with 401 and stores nothing', async () => {
    const messageId = newMessageId();
    const before = await ticketsOf(server, 'member1');
    const wrong = await send({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text: '1234 1-' }, 'not-the-secret');
    expect(wrong.status).toBe(401);
    const none = await server.app.request('/api/sms/inbound', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text: '1234 1-' }),
    });
    expect(none.status).toBe(401);
    expect(await inboundRow(messageId)).toEqual([]);
    expect(await outboxRows(server, `reply:sms:${messageId}`)).toEqual([]);
    expect(await ticketsOf(server, 'member1')).toBe(before);
  });

  it('refuses a receiving number that is no SMS number, storing nothing', async () => {
    const messageId = newMessageId();
    const response = await send({ messageId, from: MEMBER1_MOBILE, to: '6512345678', text: '1234 1-' });
    expect(response.status).toBe(404);
    expect(await inboundRow(messageId)).toEqual([]);
  });

  it('answers an unknown sender with one reply saying so, and places nothing', async () => {
    const messageId = newMessageId();
    const response = await send({ messageId, from: `+${UNKNOWN_MOBILE}`, to: AGENT1_SMS, text: '1234 1-' });
    const answer = await successData(response, InboundAnswerSchema);
    expect(answer).toMatchObject({ Outcome: 'unknown_sender', Tickets: 0, CostCents: 0 });
    const replies = await outboxRows(server, `reply:sms:${messageId}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ channel: 'sms', recipient: UNKNOWN_MOBILE, kind: 'reply' });
    expect(replies[0]!.body).toMatch(/not registered/);
    expect((await inboundRow(messageId))[0]).toMatchObject({ outcome: 'unknown_sender', user_id: null, tickets: 0 });
  });

  it("refuses a registered user outside the tree of the agent whose number it texted", async () => {
    const messageId = newMessageId();
    const before = await ticketsOf(server, 'member1');
    const answer = await successData(await send({ messageId, from: MEMBER1_MOBILE, to: AGENT2_SMS, text: '1234 1-' }), InboundAnswerSchema);
    expect(answer.Outcome).toBe('unknown_sender');
    expect(await ticketsOf(server, 'member1')).toBe(before);
    const replies = await outboxRows(server, `reply:sms:${messageId}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(/may not bet through this SMS number/);
  });

  it('outside the open days and hours: one reply with the hours, nothing placed', async () => {
    const day = await closedToday(server);
    const messageId = newMessageId();
    const before = await ticketsOf(server, 'member1');
    const answer = await successData(await send({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text: '1234 1-' }), InboundAnswerSchema);
    expect(answer.Outcome).toBe('closed');
    expect(await ticketsOf(server, 'member1')).toBe(before);
    const replies = await outboxRows(server, `reply:sms:${messageId}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain(day);
    expect(replies[0]!.body).toContain('(GMT+8)');
  });

  it('over the SMS limit (11 sets, or 151 characters): refused with the limit, nothing placed', async () => {
    const before = await ticketsOf(server, 'member1');
    const elevenSets = Array.from({ length: 11 }, (_, i) => `${1000 + i} 1-`).join('\n');
    const longText = `1234 1-${' '.repeat(144)}`;
    expect(longText.length).toBe(151);
    for (const text of [elevenSets, longText]) {
      const messageId = newMessageId();
      const answer = await successData(await send({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text }), InboundAnswerSchema);
      expect(answer.Outcome).toBe('invalid');
      const replies = await outboxRows(server, `reply:sms:${messageId}`);
      expect(replies.map((row) => row.body).join(' ')).toMatch(/at most 10 sets of numbers or 150 characters/);
    }
    expect(await ticketsOf(server, 'member1')).toBe(before);
  });

  it('places a valid message for the sender, replies once with the tickets and cost; the same messageId again places nothing', async () => {
    const messageId = newMessageId();
    const text = '1234 1-2\n1123k 1-';
    // DOMAIN.md: an ordinary line is one ticket at big + small; a System (k) line is every ordering of
    // its number, each at the full stake. One draw (no day code: the soonest open draw).
    const expectedTickets = 1 + permutations('1123');
    const expectedCents = (1 + 2) * 100 + permutations('1123') * 1 * 100;
    const before = await ticketsOf(server, 'member1');
    const first = await successData(await send({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text }), InboundAnswerSchema);
    expect(first).toMatchObject({ Outcome: 'placed', Tickets: expectedTickets, CostCents: expectedCents });
    expect(await ticketsOf(server, 'member1')).toBe(before + 2);
    const [row] = await inboundRow(messageId);
    expect(row).toMatchObject({ outcome: 'placed', user_id: 'member1', tickets: expectedTickets });
    expect(Number(row!.cost_cents)).toBe(expectedCents);
    expect(row!.ticket_ids).toHaveLength(2);
    const replies = await outboxRows(server, `reply:sms:${messageId}`);
    expect(replies.length).toBeGreaterThanOrEqual(1);
    expect(replies.every((reply) => reply.recipient === MEMBER1_MOBILE && reply.body.length <= 150)).toBe(true);
    const whole = replies.map((reply) => reply.body).join(' ');
    expect(whole).toContain(`${expectedTickets} tickets`);
    expect(whole).toContain(`$${(expectedCents / 100).toFixed(2)}`);
    for (const id of row!.ticket_ids) expect(whole).toContain(id);

    const again = await successData(await send({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text }), InboundAnswerSchema);
    expect(again).toEqual(first);
    expect(await ticketsOf(server, 'member1')).toBe(before + 2);
    expect(await outboxRows(server, `reply:sms:${messageId}`)).toHaveLength(replies.length);
    expect(await inboundRow(messageId)).toHaveLength(1);
  });

  it("takes the location's own number from any registered user of the location", async () => {
    const { rows } = await server.db.query<{ sms_number: string }>(`select sms_number from sms_settings where loc_id = 'SG'`);
    const messageId = newMessageId();
    const answer = await successData(await send({ messageId, from: MEMBER2_MOBILE, to: rows[0]!.sms_number, text: '4321 1-' }), InboundAnswerSchema);
    expect(answer).toMatchObject({ Outcome: 'placed', Tickets: 1, CostCents: 100 });
  });

  it('credit short: refused with the credit message, nothing placed', async () => {
    const { rows } = await server.db.query<{ credit_cents: string }>(`select credit_cents from users where user_id = 'member2'`);
    const bigDollars = Number(rows[0]!.credit_cents) / 100 + 1;
    const messageId = newMessageId();
    const before = await ticketsOf(server, 'member2');
    const answer = await successData(await send({ messageId, from: MEMBER2_MOBILE, to: AGENT1_SMS, text: `5555 ${bigDollars}-` }), InboundAnswerSchema);
    expect(answer).toMatchObject({ Outcome: 'refused', Tickets: 0, CostCents: 0 });
    expect(await ticketsOf(server, 'member2')).toBe(before);
    const replies = await outboxRows(server, `reply:sms:${messageId}`);
    expect(replies.map((reply) => reply.body).join(' ')).toMatch(/Not enough credit/);
  });

  it('answers each invalid line with the parser message when no line is valid', async () => {
    const messageId = newMessageId();
    const answer = await successData(await send({ messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text: '12 1-' }), InboundAnswerSchema);
    expect(answer.Outcome).toBe('invalid');
    const replies = await outboxRows(server, `reply:sms:${messageId}`);
    expect(replies.map((reply) => reply.body).join(' ')).toMatch(/Line 1: A number has 4 digits/);
  });
});

describe('a message delivered twice at once', () => {
  it('is taken once: one placement, one reply, the same answer to both', async () => {
    const messageId = newMessageId('race');
    const before = await ticketsOf(server, 'member1');
    const body = { messageId, from: MEMBER1_MOBILE, to: AGENT1_SMS, text: '6789 1-' };
    const [a, b] = await Promise.all([send(body), send(body)]);
    const answers = [await successData(a, InboundAnswerSchema), await successData(b, InboundAnswerSchema)];
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ Outcome: 'placed', Tickets: 1, CostCents: 100 });
    expect(await ticketsOf(server, 'member1')).toBe(before + 1);
    expect(await outboxRows(server, `reply:sms:${messageId}`)).toHaveLength(1);
  });
});

describe('SMS View (GET 4d/dSMS)', () => {
  const rowsFor = async (userId: string) => {
    const token = (await signIn(server.app, userId)).access_token;
    const response = await server.app.request('/api/v1/4d/dSMS?LocId=SG&PageSize=10000', bearer(token));
    return (await successData(response, dSms.answer)).Rows;
  };

  it("shows a member its own messages, an agent its tree's, and only an admin the unknown senders'", async () => {
    const member1 = await rowsFor('member1');
    expect(member1.length).toBeGreaterThan(0);
    expect(member1.every((row) => row.UserId === 'member1')).toBe(true);
    const placed = member1.find((row) => row.Outcome === 'placed' && row.Text === '1234 1-2\n1123k 1-');
    expect(placed).toMatchObject({ Tickets: 1 + permutations('1123'), Sender: MEMBER1_MOBILE });
    expect(placed!.TicketIds.split(',')).toHaveLength(2);
    expect(placed!.Reply).toContain('Accepted');

    const agent1 = await rowsFor('agent1');
    expect(new Set(agent1.map((row) => row.UserId))).toEqual(new Set(['member1', 'member2']));
    // agent2's tree (agent2, member3, agent3, member4) sent nothing.
    expect(await rowsFor('agent2')).toEqual([]);

    const admin = await rowsFor('admin');
    expect(admin.some((row) => row.UserId === null && row.Outcome === 'unknown_sender')).toBe(true);
    expect(admin.length).toBe(agent1.length + admin.filter((row) => row.UserId === null).length);
  });

  it('refuses a UserId outside the caller’s tree (403)', async () => {
    const token = (await signIn(server.app, 'agent2')).access_token;
    const response = await server.app.request('/api/v1/4d/dSMS?LocId=SG&UserId=member1', bearer(token));
    expect(response.status).toBe(403);
  });
});
