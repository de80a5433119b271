import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { text, UserIdSchema, urlDate } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * Bets by SMS and by the messaging bot, inbound (spec 02 §2.9, §7.15; issue 23). Two anonymous calls
 * at the API root, called by a gateway and by Telegram, never by the app: each checks the location's
 * inbound secret (sms_gateways.inbound_secret) before anything is read or stored, and answers 200 to
 * every message it took (placed or refused: the sender gets a reply), so the gateway stops retrying.
 * What a message did is read on SMS View (dSMS).
 */

/** What the product answers a gateway for a message it took (the same for a redelivered message). */
export const InboundAnswerSchema = v.object({
  InboundId: v.number(),
  /** placed | refused | unknown_sender | closed | invalid (bot also: linked | prompted). */
  Outcome: v.string(),
  Tickets: v.number(),
  CostCents: v.number(),
});
export type InboundAnswer = v.InferOutput<typeof InboundAnswerSchema>;

/** An SMS bet message is at most 150 characters; a longer one is taken and refused with the limit's message. */
export const MAX_INBOUND_TEXT_CHARS = 2000;

/**
 * POST /api/sms/inbound (header X-Gateway-Secret): a gateway's incoming SMS. `to` is the number it was
 * sent to (an SMS agent's number, or the location's SMS number), `from` the sender's (digits, a
 * leading '+' is dropped), `messageId` the gateway's id of the message (the idempotency key).
 */
export const smsInbound = endpoint({
  method: 'POST',
  path: 'sms/inbound',
  scope: 'root',
  anonymous: true,
  summary: 'An SMS bet message received by a gateway (secret-checked, idempotent on messageId)',
  body: v.object({
    messageId: v.pipe(text(150), v.trim(), v.minLength(1, 'messageId is required.')),
    from: v.pipe(text(32), v.trim(), v.minLength(1, 'from is required.')),
    to: v.pipe(text(32), v.trim(), v.minLength(1, 'to is required.')),
    text: text(MAX_INBOUND_TEXT_CHARS),
  }),
  answer: InboundAnswerSchema,
});

/** The parts of a Telegram Update the bot reads (https://core.telegram.org/bots/api#update); the rest is ignored. */
const TelegramIdSchema = v.pipe(v.number(), v.integer(), v.minValue(-(2 ** 53) + 1), v.maxValue(2 ** 53 - 1));
export const TelegramUpdateSchema = v.looseObject({
  update_id: v.pipe(v.number('update_id must be a number.'), v.integer(), v.minValue(0), v.maxValue(2 ** 53 - 1)),
  message: v.optional(
    v.looseObject({
      message_id: TelegramIdSchema,
      from: v.optional(v.looseObject({ id: TelegramIdSchema })),
      chat: v.looseObject({ id: TelegramIdSchema }),
      text: v.optional(text(MAX_INBOUND_TEXT_CHARS)),
      contact: v.optional(v.looseObject({ phone_number: text(32), user_id: v.optional(TelegramIdSchema) })),
    }),
  ),
});
export type TelegramUpdate = v.InferOutput<typeof TelegramUpdateSchema>;

/**
 * POST /api/bot/:LocId/webhook (header X-Telegram-Bot-Api-Secret-Token, as Telegram's setWebhook
 * sends it): the location's bot's Update. An Update without a message (an edit, a callback) is answered
 * and ignored: InboundId 0, Outcome 'ignored'.
 */
export const botWebhook = endpoint({
  method: 'POST',
  path: 'bot/:LocId/webhook',
  scope: 'root',
  anonymous: true,
  summary: "A Telegram Update of the location's bot (secret-checked, idempotent on update_id)",
  params: v.object({ LocId: LocIdSchema }),
  body: TelegramUpdateSchema,
  answer: InboundAnswerSchema,
});

/** One received message on SMS View. */
export const InboundRowSchema = v.object({
  InboundId: v.number(),
  /** ISO instant (UTC). */
  ReceivedAt: v.string(),
  Channel: v.string(),
  LocId: v.string(),
  /** The sender's number (sms) or chat id (bot). */
  Sender: v.string(),
  /** The matched user; null for an unknown sender. */
  UserId: v.nullable(v.string()),
  Text: v.string(),
  Outcome: v.string(),
  DrawId: v.nullable(v.number()),
  /** The tickets it placed, comma-separated ids ('' when none). */
  TicketIds: v.string(),
  Tickets: v.number(),
  CostCents: v.number(),
  Reply: v.string(),
});
export type InboundRow = v.InferOutput<typeof InboundRowSchema>;

export const INBOUND_SORT_COLUMNS = ['ReceivedAt'] as const;

/** GET {4d|tt}/dSMS: the messages received, newest first, by sender (a user of the tree) and operator days. */
export const dSms = endpoint({
  method: 'GET',
  path: 'dSMS',
  scope: 'data',
  summary: 'The SMS and bot messages received from senders of the caller’s tree, with what each placed and its reply',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    DateFrom: v.optional(urlDate('DateFrom')),
    DateTo: v.optional(urlDate('DateTo')),
    ...pageQueryEntries(INBOUND_SORT_COLUMNS, { sortBy: 'ReceivedAt', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(InboundRowSchema, v.object({ Messages: v.number(), Tickets: v.number(), CostCents: v.number() })),
  csv: true,
});
