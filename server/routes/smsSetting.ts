import { smsSetting, type SmsSetting } from '../../contract/sms.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET {4d|tt}/smsSetting?LocId= : the SMS setting of one location, or null when it has none. */
export function mountSmsSettingRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(smsSetting, async ({ query }) => {
    const { rows } = await db.query<SmsSetting>(
      `select sms_number as "SMSNumber", telegram_bot as "TelegramBot", sms_helpdesk as "SMSHelpdesk",
         open_time as "OpenTime", close_time as "CloseTime", open_day as "OpenDay"
       from sms_settings where loc_id = $1`,
      [query.LocId],
    );
    return rows[0] ?? null;
  });
}
