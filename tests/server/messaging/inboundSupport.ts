/**
 * Setup and oracles of the inbound tests (bets by SMS and by the bot, issue 23): gateways with known
 * inbound secrets, registered numbers, SMS agents and hours, all through SQL (the screens that write
 * them are other parts of the issue), and the cost of a bet message from the notation's rule.
 */
import type { TestServer } from '../testServer.ts';

/** The distinct orderings of a 4-digit number: a System (k) bet's tickets (DOMAIN.md "System / Box"). */
export { orderings as permutations } from '../betCallsSupport.ts';

export const SMS_SECRET = 'sms-inbound-secret';
export const BOT_SECRET = 'bot-inbound-secret';
/** member1's registered number; agent1's SMS number (member1 is in its tree); agent2's (it is not). */
export const MEMBER1_MOBILE = '6591110001';
export const MEMBER2_MOBILE = '6591110002';
export const AGENT1_SMS = '6588880001';
export const AGENT2_SMS = '6588880002';
export const UNKNOWN_MOBILE = '6599999999';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export async function prepareInbound(server: TestServer): Promise<void> {
  const db = server.db;
  for (const [channel, secret] of [['sms', SMS_SECRET], ['bot', BOT_SECRET]] as const) {
    await db.query(
      `insert into sms_gateways (loc_id, channel, name, url, secret, inbound_secret) values ('SG', $1, 'test', 'http://127.0.0.1:9', 'x', $2)
       on conflict (loc_id, channel) do update set inbound_secret = excluded.inbound_secret`,
      [channel, secret],
    );
  }
  await db.query(`update users set mobile = $1 where user_id = 'member1'`, [MEMBER1_MOBILE]);
  await db.query(`update users set mobile = $1 where user_id = 'member2'`, [MEMBER2_MOBILE]);
  await db.query(`insert into sms_agents (agent_id, loc_id, mobile) values ('agent1', 'SG', $1), ('agent2', 'SG', $2) on conflict do nothing`, [AGENT1_SMS, AGENT2_SMS]);
  await openAllDay(server);
}

/** The SG SMS setting open every day, all day (00:00 to 00:00). */
export async function openAllDay(server: TestServer): Promise<void> {
  await server.db.query(`update sms_settings set open_day = 'Mon-Sun', open_time = '00:00', close_time = '00:00' where loc_id = 'SG'`);
}

/** Open only on the weekday three days from now (GMT+8): closed now, whatever the time. */
export async function closedToday(server: TestServer): Promise<string> {
  const day = WEEKDAYS[new Date(server.now() + 8 * 3_600_000 + 3 * 86_400_000).getUTCDay()]!;
  await server.db.query(`update sms_settings set open_day = $1, open_time = '00:00', close_time = '00:00' where loc_id = 'SG'`, [day]);
  return day;
}

let ids = 0;
export const newMessageId = (prefix = 'msg') => `${prefix}-${Date.now()}-${++ids}`;

export function smsInboundRequest(body: { messageId: string; from: string; to: string; text: string }, secret = SMS_SECRET): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', 'x-gateway-secret': secret }, body: JSON.stringify(body) };
}

export function botUpdateRequest(update: unknown, secret = BOT_SECRET): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret }, body: JSON.stringify(update) };
}

export async function outboxRows(server: TestServer, keyPrefix: string) {
  const { rows } = await server.db.query<{ idempotency_key: string; channel: string; recipient: string; body: string; kind: string; part: number; parts: number }>(
    `select idempotency_key, channel, recipient, body, kind, part, parts from message_outbox where idempotency_key like $1 || '%' order by part`,
    [keyPrefix],
  );
  return rows;
}

export async function ticketsOf(server: TestServer, userId: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from tickets where user_id = $1', [userId]);
  return rows[0]!.n;
}
