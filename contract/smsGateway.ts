import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, jsonInteger, text, urlInteger } from './fields.ts';
import { OptionalLocIdQuerySchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';
import { SmsSettingSchema } from './sms.ts';

/**
 * SMS Gateway (spec 02 §2.2 /sms/smsGateway, §3, §7.15): where each location's SMS and bot messages go
 * (sms_gateways, migration 0031) and the location's SMS setting. Who may: an admin, or a user granted
 * SMSGateway, at its own locations (the server reads both from the database). The two secrets are
 * write-only: no answer carries them, only whether each is set (SecretSet, InboundSecretSet).
 */

export const GATEWAY_CHANNELS = ['sms', 'bot'] as const;

export const SmsGatewayRowSchema = v.object({
  GatewayId: v.number(),
  LocId: v.string(),
  Channel: v.picklist(GATEWAY_CHANNELS),
  Name: v.string(),
  /** sms: the gateway's base URL; bot: the Telegram Bot API base URL. */
  Url: v.string(),
  Username: v.string(),
  Enabled: v.boolean(),
  SecretSet: v.boolean(),
  InboundSecretSet: v.boolean(),
  UpdatedDate: v.string(),
});
export type SmsGatewayRow = v.InferOutput<typeof SmsGatewayRowSchema>;

export const SMS_GATEWAY_SORT_COLUMNS = ['LocId', 'Channel', 'Name', 'UpdatedDate'] as const;

/** GET {4d|tt}/SMSGateway: the gateways of the caller's locations. */
export const smsGateways = endpoint({
  method: 'GET',
  path: 'SMSGateway',
  scope: 'data',
  summary: "The SMS and bot gateways of the caller's locations (never their secrets)",
  query: v.object({
    ...OptionalLocIdQuerySchema.entries,
    ...pageQueryEntries(SMS_GATEWAY_SORT_COLUMNS, { sortBy: 'LocId', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(SmsGatewayRowSchema, v.object({ Gateways: v.number() })),
  csv: true,
});

/** GET {4d|tt}/SMSGatewayById/{GatewayId}: one gateway (the edit form's load). */
export const smsGatewayById = endpoint({
  method: 'GET',
  path: 'SMSGatewayById/:GatewayId',
  scope: 'data',
  summary: 'One SMS or bot gateway (never its secrets)',
  params: v.object({ GatewayId: urlInteger('GatewayId') }),
  query: OptionalLocIdQuerySchema,
  answer: SmsGatewayRowSchema,
});

/**
 * PUT {4d|tt}/updateSMSGateway: a gateway's name, URL, username and switch; Secret and InboundSecret
 * replace the stored ones when given, and an empty one keeps it. Fields are typed loosely here and
 * checked by the server, each problem on its field (data.Problems).
 */
export const updateSmsGateway = endpoint({
  method: 'PUT',
  path: 'updateSMSGateway',
  scope: 'data',
  summary: 'Change an SMS or bot gateway (an empty secret keeps the stored one)',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    GatewayId: v.union([jsonInteger('GatewayId'), urlInteger('GatewayId')], 'GatewayId must be a whole number.'),
    Name: v.optional(text(1000), ''),
    Url: v.optional(text(2000), ''),
    Username: v.optional(text(1000), ''),
    Secret: v.optional(text(2000), ''),
    InboundSecret: v.optional(text(2000), ''),
    Enabled: v.optional(v.boolean('Enabled must be true or false.'), true),
  }),
  answer: SmsGatewayRowSchema,
});

/** PUT {4d|tt}/dSMSSetting: the SMS setting (spec 02 §3) of the LocId's location; answers it as GET smsSetting does. */
export const updateSmsSetting = endpoint({
  method: 'PUT',
  path: 'dSMSSetting',
  scope: 'data',
  summary: "Change a location's SMS setting",
  body: v.object({
    LocId: IgnoredLocIdSchema,
    SMSNumber: v.optional(text(100), ''),
    TelegramBot: v.optional(v.nullable(text(1000)), ''),
    SMSHelpdesk: v.optional(text(100), ''),
    OpenTime: v.optional(text(100), ''),
    CloseTime: v.optional(text(100), ''),
    OpenDay: v.optional(text(1000), ''),
  }),
  answer: SmsSettingSchema,
});
