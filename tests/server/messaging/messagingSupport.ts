/** Shared by the delivery tests: point a location's gateways at a peer, and put messages in the outbox. */
import type { Queryable } from '../../../server/db/database.ts';
import { enqueueMessages, type OutgoingMessage } from '../../../server/messaging/outbox.ts';

/** Makes `locId`'s sms and bot gateways the given peer (with working credentials), replacing any. */
export async function pointGatewaysAt(db: Queryable, locId: string, url: string) {
  for (const [channel, secret] of [
    ['sms', 'test-key'],
    ['bot', '123:test-token'],
  ] as const) {
    await db.query(
      `insert into sms_gateways (loc_id, channel, name, url, secret, enabled) values ($1, $2, $3, $4, $5, true)
       on conflict (loc_id, channel) do update set url = excluded.url, secret = excluded.secret, enabled = true`,
      [locId, channel, `${locId} ${channel}`, url, secret],
    );
  }
}

export function smsMessage(key: string, overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return { idempotencyKey: key, channel: 'sms', recipient: '6591234567', userId: null, locId: 'SG', kind: 'alert', body: `text of ${key}`, createdBy: null, ...overrides };
}

export async function enqueue(db: Queryable, messages: OutgoingMessage[]) {
  return enqueueMessages(db, messages);
}

export interface OutboxRow {
  idempotency_key: string;
  status: string;
  attempts: number;
  last_error: string | null;
  gateway_ref: string | null;
  sent_at: Date | null;
  next_attempt_at: Date;
}

export async function outboxRows(db: Queryable): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `select idempotency_key, status, attempts, last_error, gateway_ref, sent_at, next_attempt_at from message_outbox order by message_id`,
  );
  return rows;
}
