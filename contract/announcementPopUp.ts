import * as v from 'valibot';
import { LocIdSchema } from './locations.ts';

/**
 * Query of GET {4d|tt}/announcement?PopUp=Y|N&LocId=: the announcements of one location whose
 * PopUp equals the one asked for ('Y': shown in a modal on the home page). The answer's `data` is an
 * AnnouncementsSchema list (common.ts), in the order they were posted.
 */
export const AnnouncementPopUpQuerySchema = v.looseObject({
  LocId: LocIdSchema,
  PopUp: v.picklist(['Y', 'N'], "PopUp must be 'Y' or 'N'."),
});
