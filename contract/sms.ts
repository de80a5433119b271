import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { LocIdQuerySchema } from './locations.ts';

const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day as HH:mm.'));

/**
 * The SMS setting of one location (spec 02 §2.9, §3): GET {4d|tt}/smsSetting?LocId= answers
 * `{ success: true, data }` with `data` this object, or null for a location that has no SMS setting.
 * Phone numbers are international numbers without + (Singapore numbers begin with 65).
 * TelegramBot is the bot's https://t.me/… link, or null when the location has no bot (then no
 * Telegram button and no QR code). OpenTime and CloseTime are HH:mm (GMT+8); OpenDay is text such as 'Mon-Sun'.
 */
export const SmsSettingSchema = v.object({
  SMSNumber: v.string(),
  TelegramBot: v.nullable(v.string()),
  SMSHelpdesk: v.string(),
  OpenTime: clockTime,
  CloseTime: clockTime,
  OpenDay: v.string(),
});
export type SmsSetting = v.InferOutput<typeof SmsSettingSchema>;

/** `data` of GET {4d|tt}/smsSetting: the setting, or null when the location has none. */
export const SmsSettingAnswerSchema = v.nullable(SmsSettingSchema);

/** GET {4d|tt}/smsSetting?LocId=: the SMS setting of one location, or null. */
export const smsSetting = endpoint({
  method: 'GET',
  path: 'smsSetting',
  scope: 'data',
  summary: "A location's SMS setting, or null",
  query: LocIdQuerySchema,
  answer: SmsSettingAnswerSchema,
});
