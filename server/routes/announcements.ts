import { announcements, type Announcement } from '../../contract/common.ts';
import { announcementsByPopUp } from '../../contract/announcementPopUp.ts';
import { ANNOUNCEMENT_BODY_BYTES, announcementById, deleteAnnouncement, saveAnnouncement } from '../../contract/announcements.ts';
import { ANNOUNCEMENT_COLUMNS, deleteAnnouncement as removeAnnouncement, saveAnnouncement as storeAnnouncement, type Refused } from '../announcements/store.ts';
import { isAdmin } from '../http/adminOnly.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import { locationsServed } from '../http/locationGate.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import type { Context } from 'hono';

const ADMINS_ONLY = 'Announcement Setting is for admins only.';

const refusal = (c: Context, { refused }: Refused) =>
  fail(c, refused.status, refused.message, refused.problems ? { data: { Problems: refused.problems } } : {});

/**
 * GET {4d|tt}/announcements?LocId= : the announcements of one location, and GET {4d|tt}/announcement
 * ?PopUp=Y|N&LocId= : those with that PopUp; both in the order they were posted. Any further query
 * parameter (the client's cache-buster, spec 02 §7.5) is ignored. The writes (POST announcements,
 * DELETE announcements/{id}) are an admin's (server/announcements/store.ts).
 */
export function mountAnnouncementRoutes(router: ApiRouter, { db, now }: RouteDeps) {
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

  router.implement(announcementById, async ({ params, caller, game, c }) => {
    const { rows } = await db.query<Announcement>(
      `select ${ANNOUNCEMENT_COLUMNS} from announcements where announcement_id = $1 and loc_id = any($2::text[])`,
      [params.AnnouncementId, locationsServed(game, caller.locations)],
    );
    return rows[0] ?? fail(c, 404, `There is no announcement ${params.AnnouncementId}.`);
  });

  router.implement(saveAnnouncement, async ({ body, caller, location, c }) => {
    if (!(await isAdmin(db, caller.userId))) return fail(c, 403, ADMINS_ONLY);
    const saved = await storeAnnouncement(db, { ...body, LocId: location }, caller.userId, now());
    return 'refused' in saved ? refusal(c, saved) : saved;
  }, { maxBodyBytes: ANNOUNCEMENT_BODY_BYTES });

  router.implement(deleteAnnouncement, async ({ params, caller, game, c }) => {
    if (!(await isAdmin(db, caller.userId))) return fail(c, 403, ADMINS_ONLY);
    const gone = await removeAnnouncement(db, params.AnnouncementId, locationsServed(game, caller.locations), caller.userId, now());
    return 'refused' in gone ? refusal(c, gone) : gone;
  });
}
