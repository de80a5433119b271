import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { UserIdSchema } from './fields.ts';
import { LocIdQuerySchema } from './locations.ts';

/** Answer of GET settings (spec 01 §3): serverTime is ISO-style text read as UTC. */
export const SettingsSchema = v.object({
  serverTime: v.string(),
  mobileAppData: v.object({
    downloadUrl: v.nullable(v.string()),
    iosDownloadUrl: v.nullable(v.string()),
  }),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

/** One entry of GET locIdAvailable: the locations a login id may work in. */
export const AvailableLocationSchema = v.object({ LocId: v.string(), Loc: v.string() });
export const AvailableLocationsSchema = v.array(AvailableLocationSchema);
export type AvailableLocation = v.InferOutput<typeof AvailableLocationSchema>;

/** One announcement (spec 02 §3). Content is HTML and must be sanitised before it is shown. */
export const AnnouncementSchema = v.object({
  AnnouncementId: v.number(),
  Content: v.string(),
  Color: v.nullable(v.string()),
  PopUp: v.picklist(['Y', 'N']),
});
export const AnnouncementsSchema = v.array(AnnouncementSchema);
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

/** GET settings: the server time and the mobile app's download links. */
export const settings = endpoint({
  method: 'GET',
  path: 'settings',
  scope: 'auth',
  summary: 'The server time and the mobile app links',
  answer: SettingsSchema,
});

/** Query of GET locIdAvailable: UserId and IsTop are read for shape only (a user lists its own locations). */
export const LocIdAvailableQuerySchema = v.looseObject({
  UserId: v.optional(UserIdSchema),
  IsTop: v.optional(v.picklist(['0', '1', 'true', 'false'])),
});

/** GET locIdAvailable: the locations the signed-in user may work in, whatever UserId the query names. */
export const availableLocations = endpoint({
  method: 'GET',
  path: 'locIdAvailable',
  scope: 'auth',
  summary: 'The locations the signed-in user may work in',
  query: LocIdAvailableQuerySchema,
  answer: AvailableLocationsSchema,
});

/** GET {4d|tt}/announcements?LocId=: the announcements of one location, in the order posted (cached, spec 02 §9). */
export const announcements = endpoint({
  method: 'GET',
  path: 'announcements',
  scope: 'data',
  summary: "A location's announcements, in the order posted",
  query: LocIdQuerySchema,
  answer: AnnouncementsSchema,
  cached: true,
});
