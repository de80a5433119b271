import * as v from 'valibot';

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
