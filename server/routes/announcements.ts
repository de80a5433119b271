import { announcements, type Announcement } from '../../contract/common.ts';
import { announcementsByPopUp } from '../../contract/announcementPopUp.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

const ANNOUNCEMENT_COLUMNS = `announcement_id as "AnnouncementId", content as "Content", color as "Color", pop_up as "PopUp"`;

/**
 * GET {4d|tt}/announcements?LocId= : the announcements of one location, and GET {4d|tt}/announcement
 * ?PopUp=Y|N&LocId= : those with that PopUp; both in the order they were posted.
 */
export function mountAnnouncementRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(announcements, async ({ query }) => {
    const { rows } = await db.query<Announcement>(
      `select ${ANNOUNCEMENT_COLUMNS} from announcements where loc_id = $1 order by announcement_id`,
      [query.LocId],
    );
    return rows;
  });

  router.implement(announcementsByPopUp, async ({ query }) => {
    const { rows } = await db.query<Announcement>(
      `select ${ANNOUNCEMENT_COLUMNS} from announcements where loc_id = $1 and pop_up = $2 order by announcement_id`,
      [query.LocId, query.PopUp],
    );
    return rows;
  });
}
