/**
 * Send Result and Send Strike (contract/smsMessages.ts): the draw's messages composed from the stored
 * result and the settlement (domain/messaging/drawMessages.ts) and put in the outbox, in the caller's
 * transaction, for the subscribers of the caller's tree at the draw's location (sms_subscriptions).
 * A subscriber gets an SMS per 150-character part at its registered mobile and one bot message at its
 * linked chat; one with neither is skipped. Keys (decision): result:<draw>:<result saved at>:<user>:
 * <channel>:<part> and strike:<draw>:<settled at>:<user>:<channel>:<part>, so a second send of the same
 * result or settlement writes nothing (AlreadySent), and a corrected result or a new settlement is sent.
 */
import type { Location } from '../../domain/bets/index.ts';
import { resultMessageText, strikeMessageText, type WinningTicket } from '../../domain/messaging/drawMessages.ts';
import type { SmsSendAnswer, SmsString, StrikePreview } from '../../contract/smsMessages.ts';
import type { Queryable } from '../db/database.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';
import { readResult, type StoredResult } from '../settlement/resultStore.ts';
import { enqueueMessages, splitSmsText, type OutgoingMessage } from './outbox.ts';

export interface MessageDraw {
  drawId: number;
  locId: Location;
  drawDate: string;
  isFinalised: boolean;
  /** When the settlement finished ('' before): part of the strike keys. */
  settledAt: string;
}

/** Why a draw cannot be sent: answered 400 (unknown or elsewhere: 404). */
export class DrawNotSendable extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

/** The draw of a send at the call's location, or DrawNotSendable (404 for a draw elsewhere, as a draw unknown). */
export async function messageDraw(db: Queryable, drawId: number, locId: Location): Promise<MessageDraw> {
  const { rows } = await db.query<MessageDraw>(
    `select draw_id as "drawId", loc_id as "locId", to_char(draw_date, 'YYYY-MM-DD') as "drawDate", is_finalised as "isFinalised",
       coalesce(to_char(finalised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '') as "settledAt"
     from draws where draw_id = $1 and loc_id = $2`,
    [drawId, locId],
  );
  const draw = rows[0];
  if (!draw) throw new DrawNotSendable(`There is no draw ${drawId} at ${locId}.`, 404);
  return draw;
}

async function storedResultOf(db: Queryable, draw: MessageDraw): Promise<StoredResult> {
  const stored = await readResult(db, draw.drawId);
  if (!stored) throw new DrawNotSendable(`The draw of ${draw.drawDate} has no result yet: enter its result first.`, 400);
  return stored;
}

/** SMSString: the result text of a draw with a saved result, and its SMS parts. */
export async function resultString(db: Queryable, draw: MessageDraw): Promise<SmsString & { enteredAt: string }> {
  const stored = await storedResultOf(db, draw);
  const text = resultMessageText(draw.locId, draw.drawDate, stored.result);
  const parts = splitSmsText(text);
  return { DrawId: draw.drawId, DrawDate: draw.drawDate, Text: text, Parts: parts, PartCount: parts.length, enteredAt: stored.enteredAt };
}

interface Subscriber {
  userId: string;
  mobile: string | null;
  botChatId: string | null;
}

/** The subscribers of `kind` at the location in the caller's tree (an admin's: everyone), by user id. */
async function subscribersOf(db: Queryable, callerId: string, locId: Location, kind: 'result' | 'strike'): Promise<Subscriber[]> {
  const { rows } = await db.query<Subscriber>(
    `${callerAndDownline(1)}
     select u.user_id as "userId", u.mobile, u.bot_chat_id as "botChatId"
       from sms_subscriptions s join users u on u.user_id = s.user_id
      where s.loc_id = $2 and s.kind = $3 and ${inTree('s.user_id')}
      order by u.user_id`,
    [callerId, locId, kind],
  );
  return rows;
}

/** The messages of one text to one subscriber: an SMS per part at its mobile, one bot message at its chat. */
function messagesTo(subscriber: Subscriber, text: string, keyOf: (channel: string, part: number) => string, base: Omit<OutgoingMessage, 'idempotencyKey' | 'channel' | 'recipient' | 'userId' | 'body'>): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  if (subscriber.mobile) {
    const parts = splitSmsText(text);
    parts.forEach((body, i) =>
      messages.push({ ...base, idempotencyKey: keyOf('sms', i + 1), channel: 'sms', recipient: subscriber.mobile!, userId: subscriber.userId, body, part: i + 1, parts: parts.length }),
    );
  }
  if (subscriber.botChatId) messages.push({ ...base, idempotencyKey: keyOf('bot', 1), channel: 'bot', recipient: subscriber.botChatId, userId: subscriber.userId, body: text });
  return messages;
}

async function enqueueCounted(tx: Queryable, drawId: number, recipients: Subscriber[], messages: OutgoingMessage[]): Promise<SmsSendAnswer> {
  const written = await enqueueMessages(tx, messages);
  return {
    DrawId: drawId,
    Recipients: recipients.length,
    Queued: written.length,
    AlreadySent: messages.length - written.length,
    Skipped: recipients.filter((s) => !s.mobile && !s.botChatId).length,
  };
}

/** sendSmsResult: the result message to every subscriber to results (in the caller's transaction). */
export async function sendResult(tx: Queryable, callerId: string, draw: MessageDraw): Promise<SmsSendAnswer> {
  const composed = await resultString(tx, draw);
  const subscribers = await subscribersOf(tx, callerId, draw.locId, 'result');
  const messages = subscribers.flatMap((s) =>
    messagesTo(s, composed.Text, (channel, part) => `result:${draw.drawId}:${composed.enteredAt}:${s.userId}:${channel}:${part}`, {
      locId: draw.locId, kind: 'result', drawId: draw.drawId, createdBy: callerId,
    }),
  );
  return enqueueCounted(tx, draw.drawId, subscribers, messages);
}

interface Winner extends Subscriber {
  text: string;
  tickets: WinningTicket[];
}

/** The subscribers to strikes who won in the settled draw, each with its winnings message. */
async function winnersOf(db: Queryable, callerId: string, draw: MessageDraw): Promise<{ subscribers: number; winners: Winner[] }> {
  if (!draw.isFinalised) throw new DrawNotSendable(`The draw of ${draw.drawDate} is not settled yet: insert its results first.`, 400);
  const subscribers = await subscribersOf(db, callerId, draw.locId, 'strike');
  const { rows } = await db.query<WinningTicket & { userId: string }>(
    `select r.user_id as "userId", t.number, t.bet_type as "betType", t.toto_form as "totoForm", r.strike_cents::float8 as "payoutCents"
       from ticket_results r join tickets t on t.ticket_id = r.ticket_id
      where r.draw_id = $1 and r.strike_cents > 0 and r.user_id = any($2::text[])
      order by r.user_id, r.ticket_id`,
    [draw.drawId, subscribers.map((s) => s.userId)],
  );
  const { rows: games } = await db.query<{ game: string }>('select game from draw_results where draw_id = $1', [draw.drawId]);
  const game = games[0]?.game ?? '4D';
  const winners = subscribers.flatMap((s) => {
    const tickets = rows.filter((row) => row.userId === s.userId);
    return tickets.length === 0 ? [] : [{ ...s, tickets, text: strikeMessageText(draw.locId, game, draw.drawDate, s.userId, tickets) }];
  });
  return { subscribers: subscribers.length, winners };
}

/** SMSStrikeString: who would get what. */
export async function strikePreview(db: Queryable, callerId: string, draw: MessageDraw): Promise<StrikePreview> {
  const { subscribers, winners } = await winnersOf(db, callerId, draw);
  return {
    DrawId: draw.drawId,
    DrawDate: draw.drawDate,
    Subscribers: subscribers,
    Winners: winners.map((w) => ({
      UserId: w.userId,
      Mobile: w.mobile ?? '',
      HasBotChat: w.botChatId !== null,
      WinningTickets: w.tickets.length,
      TotalCents: w.tickets.reduce((sum, t) => sum + t.payoutCents, 0),
      Text: w.text,
      PartCount: splitSmsText(w.text).length,
    })),
  };
}

/** sendSmsStrike: each winning subscriber its own winnings (in the caller's transaction). */
export async function sendStrikes(tx: Queryable, callerId: string, draw: MessageDraw): Promise<SmsSendAnswer> {
  const { winners } = await winnersOf(tx, callerId, draw);
  const messages = winners.flatMap((w) =>
    messagesTo(w, w.text, (channel, part) => `strike:${draw.drawId}:${draw.settledAt}:${w.userId}:${channel}:${part}`, {
      locId: draw.locId, kind: 'strike', drawId: draw.drawId, createdBy: callerId,
    }),
  );
  return enqueueCounted(tx, draw.drawId, winners, messages);
}

/**
 * resendSms: a copy of message `messageId` (of the caller's tree, at the location) as a new message,
 * kind 'resend', keyed resend:<id>:<n> (n = its resends so far + 1). Null when there is no such message
 * the caller may see; 'raced' when another resend of it took the same n at the same moment.
 */
export async function resendMessage(tx: Queryable, callerId: string, locId: Location, messageId: number): Promise<{ id: number; original: Record<string, unknown> } | null | 'raced'> {
  const { rows } = await tx.query<{ channel: 'sms' | 'bot'; recipient: string; user_id: string | null; draw_id: number | null; body: string; part: number; parts: number; status: string; resends: number }>(
    `${callerAndDownline(1)}
     select m.channel, m.recipient, m.user_id, m.draw_id, m.body, m.part, m.parts, m.status,
            (select count(*)::int from message_outbox r where r.resent_from = m.message_id) as resends
       from message_outbox m
      where m.message_id = $2 and m.loc_id = $3 and (${inTree('m.user_id')})`,
    [callerId, messageId, locId],
  );
  const original = rows[0];
  if (!original) return null;
  const [id] = await enqueueMessages(tx, [
    {
      idempotencyKey: `resend:${messageId}:${original.resends + 1}`,
      channel: original.channel,
      recipient: original.recipient,
      userId: original.user_id,
      locId,
      kind: 'resend',
      drawId: original.draw_id,
      body: original.body,
      part: original.part,
      parts: original.parts,
      resentFrom: messageId,
      createdBy: callerId,
    },
  ]);
  return id === undefined ? 'raced' : { id, original: { MessageId: messageId, Status: original.status, Recipient: original.recipient } };
}
