import { Hono } from 'hono';
import * as v from 'valibot';
import { LocIdQuerySchema } from '../../contract/locations.ts';
import type { SmsSetting } from '../../contract/sms.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET {4d|tt}/smsSetting?LocId= : the SMS setting of one location, or null when it has none. */
export function smsSettingRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/smsSetting', auth, valid('query', LocIdQuerySchema), async (c) => {
    const { LocId } = c.req.valid('query') as v.InferOutput<typeof LocIdQuerySchema>;
    const { rows } = await db.query<SmsSetting>(
      `select sms_number as "SMSNumber", telegram_bot as "TelegramBot", sms_helpdesk as "SMSHelpdesk",
         open_time as "OpenTime", close_time as "CloseTime", open_day as "OpenDay"
       from sms_settings where loc_id = $1`,
      [LocId],
    );
    return ok(c, rows[0] ?? null);
  });
}
