import { Hono } from 'hono';
import * as v from 'valibot';
import type { Announcement } from '../../contract/common.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

export const LocIdQuery = v.looseObject({
  LocId: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'LocId must be a location id such as SG.')),
});

/** GET {4d|tt}/announcements?LocId= : the announcements of one location, in the order they were posted. */
export function announcementRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/announcements', auth, valid('query', LocIdQuery), async (c) => {
    const { LocId } = c.req.valid('query') as v.InferOutput<typeof LocIdQuery>;
    const { rows } = await db.query<Announcement>(
      `select announcement_id as "AnnouncementId", content as "Content", color as "Color", pop_up as "PopUp"
       from announcements where loc_id = $1 order by announcement_id`,
      [LocId],
    );
    return ok(c, rows);
  });
}
