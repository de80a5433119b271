import { availableLocations, settings, type AvailableLocation, type Settings } from '../../contract/common.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET settings and GET locIdAvailable. */
export function mountCommonRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(settings, async () => {
    const { rows } = await db.query<{ value: Settings['mobileAppData'] }>(`select value from settings where key = 'mobileAppData'`);
    const answer: Settings = {
      // ISO-style text without a zone, as the operator's API sends it; the app reads it as UTC.
      serverTime: new Date(now()).toISOString().replace('Z', ''),
      mobileAppData: rows[0]?.value ?? { downloadUrl: null, iosDownloadUrl: null },
    };
    return answer;
  });

  router.implement(availableLocations, async ({ caller }) => {
    // A user may list only its own locations, whatever UserId the query names.
    const { rows } = await db.query<AvailableLocation>(
      `select l.loc_id as "LocId", l.name as "Loc"
       from user_locations ul join locations l on l.loc_id = ul.loc_id
       where ul.user_id = $1 order by l.sort_order`,
      [caller.userId],
    );
    return rows;
  });
}
