import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text } from './fields.ts';

/** Longest `t` (the encoded API host) the message feed accepts. */
export const FEED_HOST_MAX_LENGTH = 200;
/** Longest maintenance value (an ISO time or a short text) the admin switch accepts. */
export const MAINTENANCE_VALUE_MAX_LENGTH = 100;

/**
 * `data` of the message feed (spec 01 §3, §4 "Maintenance", §7): GET {messageFeedUrl}?t=<encoded
 * API host>, no bearer token, polled every 60 s. `t` is the maintenance value ('' when there is
 * none); `s.cr` and `s.ec` tell the client to demand a captcha.
 */
export const MessageFeedSchema = v.object({
  t: v.string(),
  s: v.object({
    cr: v.boolean(),
    ec: v.boolean(),
  }),
});
export type MessageFeed = v.InferOutput<typeof MessageFeedSchema>;

/** Query of the message feed: `t` is required (1 to 200 characters); anything else is ignored. */
export const MessageFeedQuerySchema = v.looseObject({
  t: v.pipe(
    v.optional(v.string('t must be one text value.'), ''),
    v.nonEmpty('t is required.'),
    text(FEED_HOST_MAX_LENGTH, `t must be at most ${FEED_HOST_MAX_LENGTH} characters.`),
  ),
});

/**
 * JSON body of PUT maintenance (admins only): `t` is the time maintenance ends (ISO) or a short
 * text, trimmed; an empty `t` ends maintenance.
 */
export const MaintenanceRequestSchema = v.object(
  {
    t: v.pipe(
      v.string('t must be text.'),
      v.trim(),
      text(MAINTENANCE_VALUE_MAX_LENGTH, `t must be at most ${MAINTENANCE_VALUE_MAX_LENGTH} characters.`),
    ),
    /** Added by the client to every POST/PUT body; ignored. */
    LocId: IgnoredLocIdSchema,
  },
  't is required: send {"t": "<time or text>"} ("" ends maintenance).',
);
export type MaintenanceRequest = v.InferOutput<typeof MaintenanceRequestSchema>;

/** `data` of PUT maintenance: the value now in force ('' when maintenance has ended). */
export const MaintenanceSchema = v.object({ t: v.string() });
export type Maintenance = v.InferOutput<typeof MaintenanceSchema>;

/**
 * PUT maintenance (admins only; open during maintenance): starts maintenance until `t`, or ends it
 * with an empty `t`. There is no GET: the message feed carries the value.
 */
export const setMaintenance = endpoint({
  method: 'PUT',
  path: 'maintenance',
  scope: 'auth',
  summary: 'Start maintenance until a time, or end it',
  body: MaintenanceRequestSchema,
  answer: MaintenanceSchema,
});
