import { Hono } from 'hono';
import * as v from 'valibot';
import type { Announcement } from '../../contract/common.ts';
import { AnnouncementPopUpQuerySchema } from '../../contract/announcementPopUp.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET {4d|tt}/announcement?PopUp=Y|N&LocId= : the location's announcements with that PopUp, in the order posted. */
export function announcementPopUpRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/announcement', auth, valid('query', AnnouncementPopUpQuerySchema), async (c) => {
    const { LocId, PopUp } = c.req.valid('query') as v.InferOutput<typeof AnnouncementPopUpQuerySchema>;
    const { rows } = await db.query<Announcement>(
      `select announcement_id as "AnnouncementId", content as "Content", color as "Color", pop_up as "PopUp"
       from announcements where loc_id = $1 and pop_up = $2 order by announcement_id`,
      [LocId, PopUp],
    );
    return ok(c, rows);
  });
}
