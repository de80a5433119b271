/**
 * The SMS setting of a location (sms_settings, spec 02 §3) as dSMSSetting changes it: each field checked
 * with the spec's rules, each problem on its field. SMSNumber and SMSHelpdesk are phone numbers
 * (spec 02 §2.9, domain/phone.ts); TelegramBot is the bot's https://t.me/ link or empty (no bot).
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { SmsSetting } from '../../contract/sms.ts';
import { PHONE_MESSAGES, phoneProblem } from '../../domain/phone.ts';
import type { Queryable } from '../db/database.ts';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const TELEGRAM_LINK = /^https:\/\/t\.me\/[A-Za-z0-9_]{1,64}\/?$/;

export const SMS_SETTING_COLUMNS = `sms_number as "SMSNumber", telegram_bot as "TelegramBot", sms_helpdesk as "SMSHelpdesk",
  open_time as "OpenTime", close_time as "CloseTime", open_day as "OpenDay"`;

interface SettingFields {
  SMSNumber: string;
  TelegramBot: string | null;
  SMSHelpdesk: string;
  OpenTime: string;
  CloseTime: string;
  OpenDay: string;
}

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

function phoneField(field: string, value: string, requiredMessage: string, problems: FieldProblem[]) {
  if (!value) return problems.push(problem(field, 'required', requiredMessage));
  const wrong = phoneProblem(value);
  if (wrong) problems.push(problem(field, wrong, PHONE_MESSAGES[wrong]));
}

export function checkSmsSetting(body: SettingFields): { ok: SmsSetting } | { problems: FieldProblem[] } {
  const setting: SmsSetting = {
    SMSNumber: body.SMSNumber.trim(),
    TelegramBot: (body.TelegramBot ?? '').trim() || null,
    SMSHelpdesk: body.SMSHelpdesk.trim(),
    OpenTime: body.OpenTime.trim(),
    CloseTime: body.CloseTime.trim(),
    OpenDay: body.OpenDay.trim(),
  };
  const problems: FieldProblem[] = [];
  phoneField('SMSNumber', setting.SMSNumber, 'SMS Number is required.', problems);
  if (setting.TelegramBot && !TELEGRAM_LINK.test(setting.TelegramBot)) {
    problems.push(problem('TelegramBot', 'telegram', 'Enter the bot link as https://t.me/<bot name>, or leave it empty.'));
  }
  phoneField('SMSHelpdesk', setting.SMSHelpdesk, 'SMS Helpdesk is required.', problems);
  for (const field of ['OpenTime', 'CloseTime'] as const) {
    if (!CLOCK.test(setting[field])) problems.push(problem(field, 'time', 'Enter a time of day as HH:mm (00:00 to 23:59).'));
  }
  if (!setting.OpenDay) problems.push(problem('OpenDay', 'required', 'Open Day is required.'));
  else if (setting.OpenDay.length > 50) problems.push(problem('OpenDay', 'tooLong', 'At most 50 characters.'));
  return problems.length > 0 ? { problems } : { ok: setting };
}

export async function smsSettingOf(db: Queryable, locId: string, lock = false): Promise<SmsSetting | null> {
  const { rows } = await db.query<SmsSetting>(`select ${SMS_SETTING_COLUMNS} from sms_settings where loc_id = $1 ${lock ? 'for update' : ''}`, [locId]);
  return rows[0] ?? null;
}

export async function writeSmsSetting(tx: Queryable, locId: string, setting: SmsSetting): Promise<SmsSetting> {
  const { rows } = await tx.query<SmsSetting>(
    `insert into sms_settings (loc_id, sms_number, telegram_bot, sms_helpdesk, open_time, close_time, open_day)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (loc_id) do update set sms_number = excluded.sms_number, telegram_bot = excluded.telegram_bot,
       sms_helpdesk = excluded.sms_helpdesk, open_time = excluded.open_time, close_time = excluded.close_time, open_day = excluded.open_day
     returning ${SMS_SETTING_COLUMNS}`,
    [locId, setting.SMSNumber, setting.TelegramBot, setting.SMSHelpdesk, setting.OpenTime, setting.CloseTime, setting.OpenDay],
  );
  return rows[0]!;
}
