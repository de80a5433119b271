import { appDownloads, type AppDownloads } from '../../contract/appDownloads.ts';
import type { Settings } from '../../contract/common.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET appDownloads (no token): the same links GET settings gives, for the public sign-in screen. */
export function mountAppDownloadRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(appDownloads, async () => {
    const { rows } = await db.query<{ value: Settings['mobileAppData'] }>(`select value from settings where key = 'mobileAppData'`);
    const answer: AppDownloads = { mobileAppData: rows[0]?.value ?? { downloadUrl: null, iosDownloadUrl: null } };
    return answer;
  });
}
