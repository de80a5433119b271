import * as v from 'valibot';
import { LocIdSchema } from './locations.ts';
import { AnnouncementsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Query of GET {4d|tt}/announcement?PopUp=Y|N&LocId=: the announcements of one location whose
 * PopUp equals the one asked for ('Y': shown in a modal on the home page). The answer's `data` is an
 * AnnouncementsSchema list (common.ts), in the order they were posted.
 */
export const AnnouncementPopUpQuerySchema = v.looseObject({
  LocId: LocIdSchema,
  PopUp: v.picklist(['Y', 'N'], "PopUp must be 'Y' or 'N'."),
});

/** GET {4d|tt}/announcement?PopUp=Y|N&LocId=: the location's announcements with that PopUp, in the order posted. */
export const announcementsByPopUp = endpoint({
  method: 'GET',
  path: 'announcement',
  scope: 'data',
  summary: "A location's announcements that pop up (Y) or not (N)",
  query: AnnouncementPopUpQuerySchema,
  answer: AnnouncementsSchema,
});
