/**
 * Send Result and Send Strike (contract/smsMessages.ts) against the outbox ROWS they write (delivery
 * is the worker's). The result: exactly one message per subscriber per part (SMS) or one bot message,
 * with the draw's 23 numbers read from draw_result_numbers; only the caller's tree; a second send adds
 * nothing. The strikes: only subscribers who won, each with its amounts computed by the pure settlement
 * rules (domain/settlement settleTicket) over the test's own tickets, the result and the pay rates in
 * force: never from the settlement tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSmsResult, sendSmsStrike, smsStrikeString, smsString } from '../../contract/smsMessages.ts';
import { settleTicket } from '../../domain/settlement/index.ts';
import type { BetType } from '../../domain/bets/index.ts';
import { writeResult } from '../../server/settlement/resultStore.ts';
import { queueSettlement } from '../../server/settlement/progress.ts';
import { settleDraw } from '../../server/settlement/settleDraw.ts';
import { startTestServer, type TestServer } from './testServer.ts';
import type { ApiClient } from './apiClient.ts';
import { signInAll, type Account } from './dataScreens.ts';
import { closedDraw, entriesOfTicket, FOUR_D_RESULT, insertTickets, tableInForce, type TestTicket } from './settlementSupport.ts';

let server: TestServer;
let api: Record<Account, ApiClient>;
let drawId: number;

const MOBILES: Record<string, string> = { member1: '6591000001', member3: '6591000003', agent1: '6591000011', newuser: '6591000009' };

interface OutboxRow {
  user_id: string;
  channel: string;
  recipient: string;
  kind: string;
  body: string;
  part: number;
  parts: number;
  status: string;
}
const outbox = async (kind: string) =>
  (await server.db.query<OutboxRow>(`select user_id, channel, recipient, kind, body, part, parts, status from message_outbox where kind = $1 and draw_id = $2 order by user_id, channel, part`, [kind, drawId])).rows;

const at = '2026-01-05T03:00:00.000Z';
const bet = (userId: string, betType: BetType, number: string, bigCents: number, smallCents: number): TestTicket => ({
  userId, betType, number, bigCents, smallCents, totoForm: null, totoAmountCents: 0, createdAt: at,
});
const TICKETS = [
  bet('member1', 'straight', FOUR_D_RESULT.first, 100, 100), // 1st, Big and Small
  bet('member1', 'iBet', '4312', 100, 0), // Starters 1234 and 4321
  bet('member1', 'straight', '5555', 100, 100), // loses
  bet('member3', 'roll', '11R2', 200, 0), // 2nd and 3rd
  bet('newuser', 'straight', '5556', 100, 0), // loses
  bet('agent1', 'straight', '7777', 500, 0), // a Starter: an agent's own ticket
];

beforeAll(async () => {
  server = await startTestServer();
  api = await signInAll(server);
  for (const [userId, mobile] of Object.entries(MOBILES)) await server.db.query('update users set mobile = $2 where user_id = $1', [userId, mobile]);
  // member2 has only a bot chat; member4 (MG) neither: it is skipped.
  await server.db.query(`update users set mobile = null, bot_chat_id = '70002' where user_id = 'member2'`);
  await server.db.query(`update users set mobile = null, bot_chat_id = null where user_id = 'agent3'`);
  drawId = await closedDraw(server.db, 'SG', '2002-05-08');
  await insertTickets(server.db, 'SG', drawId, TICKETS);
  await server.db.transaction(async (tx) => {
    await writeResult(tx, { drawId, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT);
    expect(await queueSettlement(tx, drawId, server.now())).toBe(true);
  });
  await settleDraw({ db: server.db, now: server.now }, drawId);
  const subscribe = (userId: string, kind: string) =>
    // The demo seed subscribes member1 already (agent1's doing): the same subscriptions, set by admin.
    server.db.query(
      `insert into sms_subscriptions (user_id, loc_id, kind, subscribed_by) values ($1, 'SG', $2, 'admin')
       on conflict (user_id, loc_id, kind) do update set subscribed_by = excluded.subscribed_by`,
      [userId, kind],
    );
  for (const userId of ['member1', 'member2', 'member3', 'agent3']) await subscribe(userId, 'result');
  for (const userId of ['member1', 'member3', 'newuser', 'agent1']) await subscribe(userId, 'strike');
});
afterAll(async () => {
  await server?.close();
});

describe('the result message (SMSString) and Send Result', () => {
  const numbersInOrder = async () => {
    const { rows } = await server.db.query<{ number: string }>(
      `select number from draw_result_numbers where draw_id = $1
       order by array_position(array['first', 'second', 'third', 'starter', 'consolation'], prize), position`,
      [drawId],
    );
    return rows.map((row) => row.number);
  };

  it("composes the draw's result with every number, within the SMS limit", async () => {
    const answer = await api.admin.data(smsString, { query: { LocId: 'SG', DrawId: drawId } });
    expect(answer.Parts.every((part) => part.length <= 150)).toBe(true);
    expect(answer.PartCount).toBe(answer.Parts.length);
    expect(answer.Parts.join(' ')).toBe(answer.Text);
    // Every number of the result, in the order of the prizes, and the day.
    expect(answer.Text.match(/\b\d{4}\b/g)?.filter((n) => n !== '2002')).toEqual(await numbersInOrder());
    expect(answer.Text).toContain('08/05/2002');
  });

  it('refuses a draw without a result, with a clear message, and a member', async () => {
    const bare = await closedDraw(server.db, 'SG', '2002-05-11');
    expect((await api.admin.refused(smsString, 400, { query: { LocId: 'SG', DrawId: bare } })).message).toBe('The draw of 2002-05-11 has no result yet: enter its result first.');
    await api.admin.refused(sendSmsResult, 400, { body: { LocId: 'SG', DrawId: bare } });
    await api.member1.refused(sendSmsResult, 403, { body: { LocId: 'SG', DrawId: drawId } });
    await api.admin.refused(sendSmsResult, 404, { body: { LocId: 'MG', DrawId: drawId } });
    expect(await outbox('result')).toEqual([]);
  });

  it("sends one message per subscriber and part of the caller's tree only; a second send adds nothing", async () => {
    const text = (await api.admin.data(smsString, { query: { LocId: 'SG', DrawId: drawId } })).Text;
    // agent1's tree: member1 (SMS) and member2 (bot); member3 and agent3 are agent2's.
    expect(await api.agent1.data(sendSmsResult, { body: { LocId: 'SG', DrawId: drawId } })).toEqual({ DrawId: drawId, Recipients: 2, Queued: 2, AlreadySent: 0, Skipped: 0 });
    expect((await outbox('result')).map((row) => row.user_id)).toEqual(['member1', 'member2']);

    // The admin's tree is everyone: member3 is new, agent3 has nowhere to send, the others were sent.
    expect(await api.admin.data(sendSmsResult, { body: { LocId: 'SG', DrawId: drawId } })).toEqual({ DrawId: drawId, Recipients: 4, Queued: 1, AlreadySent: 2, Skipped: 1 });
    expect(await api.admin.data(sendSmsResult, { body: { LocId: 'SG', DrawId: drawId } })).toEqual({ DrawId: drawId, Recipients: 4, Queued: 0, AlreadySent: 3, Skipped: 1 });
    expect(await outbox('result')).toEqual([
      { user_id: 'member1', channel: 'sms', recipient: MOBILES.member1, kind: 'result', body: text, part: 1, parts: 1, status: 'queued' },
      { user_id: 'member2', channel: 'bot', recipient: '70002', kind: 'result', body: text, part: 1, parts: 1, status: 'queued' },
      { user_id: 'member3', channel: 'sms', recipient: MOBILES.member3, kind: 'result', body: text, part: 1, parts: 1, status: 'queued' },
    ]);
    const { rows } = await server.db.query(`select user_id, action from audit_log where action = 'sms.sendResult' order by audit_id`);
    expect(rows).toEqual([{ user_id: 'agent1', action: 'sms.sendResult' }, { user_id: 'admin', action: 'sms.sendResult' }, { user_id: 'admin', action: 'sms.sendResult' }]);
  });
});

describe('Send Strike', () => {
  /** Per user, what its tickets won: settled by the pure rules with the table in force when placed. */
  async function winningsOracle(): Promise<Map<string, { number: string; cents: number }[]>> {
    const won = new Map<string, { number: string; cents: number }[]>();
    for (const ticket of TICKETS) {
      const settled = settleTicket(entriesOfTicket(ticket), FOUR_D_RESULT, await tableInForce(server.db, 'SG', ticket.userId, at));
      if (settled.strikeCents === 0) continue;
      won.set(ticket.userId, [...(won.get(ticket.userId) ?? []), { number: ticket.number, cents: settled.strikeCents }]);
    }
    return won;
  }
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  it("refuses a draw that is not settled", async () => {
    const unsettled = await closedDraw(server.db, 'SG', '2002-05-12');
    await server.db.transaction((tx) => writeResult(tx, { drawId: unsettled, locId: 'SG', userId: 'admin', at: server.now() }, FOUR_D_RESULT));
    expect((await api.admin.refused(sendSmsStrike, 400, { body: { LocId: 'SG', DrawId: unsettled } })).message).toBe('The draw of 2002-05-12 is not settled yet: insert its results first.');
    await api.admin.refused(smsStrikeString, 400, { query: { LocId: 'SG', DrawId: unsettled } });
  });

  it('previews and sends each winning subscriber its own winnings; non-winners and other branches get nothing', async () => {
    const oracle = await winningsOracle();
    // Subscribed winners: member1, member3, agent1 (newuser lost; member2 won nothing and is not subscribed).
    expect([...oracle.keys()].sort()).toEqual(['agent1', 'member1', 'member3']);

    const preview = await api.admin.data(smsStrikeString, { query: { LocId: 'SG', DrawId: drawId } });
    expect(preview.Subscribers).toBe(4);
    expect(preview.Winners.map((w) => [w.UserId, w.TotalCents])).toEqual(
      ['agent1', 'member1', 'member3'].map((userId) => [userId, oracle.get(userId)!.reduce((sum, t) => sum + t.cents, 0)]),
    );

    // agent2 sends first: only its branch (member3).
    expect(await api.agent2.data(sendSmsStrike, { body: { LocId: 'SG', DrawId: drawId } })).toMatchObject({ Recipients: 1, AlreadySent: 0, Skipped: 0 });
    expect([...new Set((await outbox('strike')).map((row) => row.user_id))]).toEqual(['member3']);

    const sent = await api.admin.data(sendSmsStrike, { body: { LocId: 'SG', DrawId: drawId } });
    expect(sent).toMatchObject({ Recipients: 3, Skipped: 0 });
    const rows = await outbox('strike');
    expect([...new Set(rows.map((row) => row.user_id))]).toEqual(['agent1', 'member1', 'member3']);
    for (const [userId, tickets] of oracle) {
      const mine = rows.filter((row) => row.user_id === userId);
      expect(mine.every((row) => row.channel === 'sms' && row.recipient === MOBILES[userId] && row.body.length <= 150 && row.parts === mine.length)).toBe(true);
      const text = mine.map((row) => row.body).join(' ');
      for (const ticket of tickets) expect(text).toContain(`${ticket.number} `);
      for (const ticket of tickets) expect(text).toContain(dollars(ticket.cents));
      expect(text).toMatch(new RegExp(`Total \\${dollars(tickets.reduce((sum, t) => sum + t.cents, 0))}$`));
    }
    // member1's losing ticket is not among its winnings.
    expect(rows.filter((row) => row.user_id === 'member1').map((row) => row.body).join(' ')).not.toContain('5555');

    // Again: nothing new.
    const again = await api.admin.data(sendSmsStrike, { body: { LocId: 'SG', DrawId: drawId } });
    expect(again).toEqual({ DrawId: drawId, Recipients: 3, Queued: 0, AlreadySent: rows.length, Skipped: 0 });
    expect(await outbox('strike')).toHaveLength(rows.length);
  });
});
