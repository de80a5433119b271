import { Hono } from 'hono';
import * as v from 'valibot';
import type { AvailableLocation, Settings } from '../../contract/common.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

const LocIdAvailableQuery = v.looseObject({
  UserId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  IsTop: v.optional(v.picklist(['0', '1', 'true', 'false'])),
});

/** GET settings and GET locIdAvailable. */
export function commonRoutes({ db, now, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/settings', auth, async (c) => {
      const { rows } = await db.query<{ value: Settings['mobileAppData'] }>(
        `select value from settings where key = 'mobileAppData'`,
      );
      const settings: Settings = {
        // ISO-style text without a zone, as the operator's API sends it; the app reads it as UTC.
        serverTime: new Date(now()).toISOString().replace('Z', ''),
        mobileAppData: rows[0]?.value ?? { downloadUrl: null, iosDownloadUrl: null },
      };
      return ok(c, settings);
    })
    .get('/locIdAvailable', auth, valid('query', LocIdAvailableQuery), async (c) => {
      // A user may list only its own locations, whatever UserId the query names.
      const { rows } = await db.query<AvailableLocation>(
        `select l.loc_id as "LocId", l.name as "Loc"
         from user_locations ul join locations l on l.loc_id = ul.loc_id
         where ul.user_id = $1 order by l.sort_order`,
        [c.get('userId')],
      );
      return ok(c, rows);
    });
}
