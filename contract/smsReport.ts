import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, jsonInteger, urlDate, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * SMS Report (spec 02 §2.2 /sms/smsReport, §7.15 getSMSReport, getSMSReportSum, resendSms): the
 * message outbox (migration 0031) of the location, as far as the caller's tree goes (a message to a
 * user of it; an admin also reads the messages to no user, such as a reply to an unknown number).
 * Days are operator days (GMT+8), both ends included.
 */

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatusName = (typeof MESSAGE_STATUSES)[number];

const Range = {
  LocId: v.optional(LocIdSchema),
  DateFrom: v.optional(urlDate('DateFrom')),
  DateTo: v.optional(urlDate('DateTo')),
  Status: v.optional(v.picklist(MESSAGE_STATUSES, 'Status must be queued, sending, sent or failed.')),
};

/** One message (one SMS part, or one bot message). */
export const SmsReportRowSchema = v.object({
  MessageId: v.number(),
  /** ISO instants (UTC); SentAt null until the gateway took it. */
  CreatedAt: v.string(),
  SentAt: v.nullable(v.string()),
  UserId: v.nullable(v.string()),
  Channel: v.string(),
  /** The number (sms) or chat id (bot). */
  Recipient: v.string(),
  Kind: v.string(),
  Body: v.string(),
  Part: v.number(),
  Parts: v.number(),
  Status: v.string(),
  Attempts: v.number(),
  /** Why the last attempt failed (the gateway's answer), or null. */
  LastError: v.nullable(v.string()),
  ResentFrom: v.nullable(v.number()),
});
export type SmsReportRow = v.InferOutput<typeof SmsReportRowSchema>;

/** GET {4d|tt}/getSMSReport: the messages, newest first, by range, status and user. */
export const getSMSReport = endpoint({
  method: 'GET',
  path: 'getSMSReport',
  scope: 'data',
  summary: "The location's outgoing messages in the caller's tree, newest first",
  query: v.object({ ...Range, UserId: v.optional(UserIdSchema), ...pageQueryEntries(['CreatedAt'], { sortBy: 'CreatedAt', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: pageSchema(SmsReportRowSchema, v.object({ Rows: v.number() })),
  csv: true,
});

/** One operator day: its messages by status. */
export const SmsReportSumRowSchema = v.object({
  Day: v.string(),
  Queued: v.number(),
  Sending: v.number(),
  Sent: v.number(),
  Failed: v.number(),
  Total: v.number(),
});
export type SmsReportSumRow = v.InferOutput<typeof SmsReportSumRowSchema>;

/** GET {4d|tt}/getSMSReportSum: the same messages counted per day and status, newest day first. */
export const getSMSReportSum = endpoint({
  method: 'GET',
  path: 'getSMSReportSum',
  scope: 'data',
  summary: "The location's outgoing messages in the caller's tree, counted per day and status",
  query: v.object({ ...Range, ...pageQueryEntries(['Day'], { sortBy: 'Day', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: pageSchema(SmsReportSumRowSchema, v.object({ Queued: v.number(), Sending: v.number(), Sent: v.number(), Failed: v.number(), Total: v.number() })),
  csv: true,
});

/**
 * POST {4d|tt}/resendSms: a copy of a message of the caller's tree, as a new message (kind 'resend',
 * resent_from the original, key resend:<id>:<n>), delivered like any other; the original is unchanged.
 */
export const resendSms = endpoint({
  method: 'POST',
  path: 'resendSms',
  scope: 'data',
  summary: "Send one message of the caller's tree again, as a new message",
  body: v.object({ LocId: IgnoredLocIdSchema, MessageId: jsonInteger('MessageId', 1, Number.MAX_SAFE_INTEGER) }),
  answer: v.object({ MessageId: v.number(), ResentFrom: v.number() }),
});
