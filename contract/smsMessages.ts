import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, jsonInteger, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Send Result and Send Strike (spec 02 §2.2 /sms/sendResult, /sms/sendStrike; §7.9 SMSString; §7.15
 * sendSmsResult, sendSmsStrike). A draw's result, or each subscriber's own winnings, composed from the
 * stored results and settlement (domain/messaging/drawMessages.ts) and put in the message outbox for
 * the subscribers of the caller's tree at the location (sms_subscriptions): an SMS to the registered
 * mobile (one row per 150-character part), a bot message to the linked chat. Admins and agents only.
 */

const DrawQuery = v.looseObject({ LocId: v.optional(LocIdSchema), DrawId: urlInteger('DrawId') });

/** `data` of GET SMSString: the draw's result message and its SMS parts (each at most 150 characters). */
export const SmsStringSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.string(),
  Text: v.string(),
  Parts: v.array(v.string()),
  PartCount: v.number(),
});
export type SmsString = v.InferOutput<typeof SmsStringSchema>;

/** GET {4d|tt}/SMSString?LocId=&DrawId=: the result message of a draw with a saved result (else 400). */
export const smsString = endpoint({
  method: 'GET',
  path: 'SMSString',
  scope: 'data',
  summary: "A draw's result message as sent by SMS, with its parts",
  query: DrawQuery,
  answer: SmsStringSchema,
});

/** One subscriber to strikes who won in the draw: its message and where it goes. */
export const StrikePreviewRowSchema = v.object({
  UserId: v.string(),
  /** The registered mobile ('' when none) and whether a bot chat is linked. */
  Mobile: v.string(),
  HasBotChat: v.boolean(),
  WinningTickets: v.number(),
  TotalCents: v.number(),
  Text: v.string(),
  PartCount: v.number(),
});
export type StrikePreviewRow = v.InferOutput<typeof StrikePreviewRowSchema>;

/** `data` of GET SMSStrikeString: who would get what; subscribers who did not win get nothing. */
export const StrikePreviewSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.string(),
  /** Subscribers to strikes at the location in the caller's tree (winners or not). */
  Subscribers: v.number(),
  Winners: v.array(StrikePreviewRowSchema),
});
export type StrikePreview = v.InferOutput<typeof StrikePreviewSchema>;

/**
 * GET {4d|tt}/SMSStrikeString?LocId=&DrawId= (the product's own name beside §7.9 SMSString): the strike
 * messages Send Strike would send, for the preview. A draw not settled yet is 400.
 */
export const smsStrikeString = endpoint({
  method: 'GET',
  path: 'SMSStrikeString',
  scope: 'data',
  summary: 'The winnings messages Send Strike would send for a settled draw',
  query: DrawQuery,
  answer: StrikePreviewSchema,
});

/**
 * What a send did. Decision: sending the same draw again is a no-op per message (its key is already
 * in the outbox), answered as AlreadySent, never a second SMS; a corrected result (saved again) or a
 * settlement run again has new keys and is sent.
 */
export const SmsSendAnswerSchema = v.object({
  DrawId: v.number(),
  /** Subscribers of the kind at the location in the caller's tree (Send Strike: those who won). */
  Recipients: v.number(),
  /** Messages put in the outbox by this send (one per SMS part, one per bot message). */
  Queued: v.number(),
  /** Messages this send would have written that were already in the outbox. */
  AlreadySent: v.number(),
  /** Recipients with neither a registered mobile nor a bot chat: nothing to send to. */
  Skipped: v.number(),
});
export type SmsSendAnswer = v.InferOutput<typeof SmsSendAnswerSchema>;

const SendBody = v.object({ LocId: IgnoredLocIdSchema, DrawId: jsonInteger('DrawId') });

/** POST {4d|tt}/sendSmsResult: the draw's result to every subscriber to results (caller's tree, location). */
export const sendSmsResult = endpoint({
  method: 'POST',
  path: 'sendSmsResult',
  scope: 'data',
  summary: "Send a draw's result to the subscribers of the caller's tree",
  body: SendBody,
  answer: SmsSendAnswerSchema,
  idempotent: true,
});

/** POST {4d|tt}/sendSmsStrike: each subscriber to strikes who won in the settled draw gets its winnings. */
export const sendSmsStrike = endpoint({
  method: 'POST',
  path: 'sendSmsStrike',
  scope: 'data',
  summary: 'Send each winning subscriber of the caller tree its winnings in a settled draw',
  body: SendBody,
  answer: SmsSendAnswerSchema,
  idempotent: true,
});
