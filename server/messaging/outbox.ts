/**
 * The outbox of outgoing SMS and bot messages (migration 0031): the one way any action sends a message.
 * `enqueueMessages` is called inside the action's own transaction, so the message exists exactly when
 * the action committed; the delivery worker (server/messaging/) sends it later.
 */
import type { Queryable } from '../db/database.ts';
import type { Location } from '../../domain/bets/index.ts';

export type MessageChannel = 'sms' | 'bot';
export type MessageKind = 'result' | 'strike' | 'reply' | 'alert' | 'resend';
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** The longest text of one SMS (spec 02 §9: 150 characters per message). */
export const SMS_TEXT_LIMIT = 150;

export interface OutgoingMessage {
  /** Unique per message: the same key enqueued again (a retry, a rerun) keeps the first row. */
  idempotencyKey: string;
  channel: MessageChannel;
  /** sms: digits with the country code, no '+'; bot: the chat id. */
  recipient: string;
  userId: string | null;
  locId: Location;
  kind: MessageKind;
  drawId?: number | null;
  /** One SMS part (at most SMS_TEXT_LIMIT characters on the sms channel). */
  body: string;
  part?: number;
  parts?: number;
  resentFrom?: number | null;
  createdBy: string | null;
}

/**
 * Writes the messages in one statement; a key already in the outbox is skipped. Answers the ids of the
 * rows it wrote (a message enqueued before is not among them).
 */
export async function enqueueMessages(tx: Queryable, messages: readonly OutgoingMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const { rows } = await tx.query<{ message_id: string }>(
    `insert into message_outbox
       (idempotency_key, channel, recipient, user_id, loc_id, kind, draw_id, body, part, parts, resent_from, created_by)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
                          $8::text[], $9::smallint[], $10::smallint[], $11::bigint[], $12::text[])
     on conflict (idempotency_key) do nothing
     returning message_id`,
    [
      messages.map((m) => m.idempotencyKey),
      messages.map((m) => m.channel),
      messages.map((m) => m.recipient),
      messages.map((m) => m.userId),
      messages.map((m) => m.locId),
      messages.map((m) => m.kind),
      messages.map((m) => m.drawId ?? null),
      messages.map((m) => m.body),
      messages.map((m) => m.part ?? 1),
      messages.map((m) => m.parts ?? 1),
      messages.map((m) => m.resentFrom ?? null),
      messages.map((m) => m.createdBy),
    ],
  );
  return rows.map((row) => Number(row.message_id));
}

/**
 * Splits a text into SMS parts of at most `limit` characters, at spaces or line breaks where it can
 * (a number is never cut in two); a word longer than the limit is cut.
 */
export function splitSmsText(text: string, limit = SMS_TEXT_LIMIT): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    const cut = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'));
    const at = cut > 0 ? cut : limit;
    parts.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}
