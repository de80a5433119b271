import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { SettingsSchema } from './common.ts';

/** The app download links of the settings (spec 01 §3 `mobileAppData`), shaped as in GET settings. */
export const AppDownloadsSchema = v.object({ mobileAppData: SettingsSchema.entries.mobileAppData });
export type AppDownloads = v.InferOutput<typeof AppDownloadsSchema>;

/**
 * GET appDownloads, without a token: the installation guide says the app downloads are on the sign-in
 * screen (spec 02 §2.10), which is public, while GET settings needs a signed-in user. Not in spec
 * 02 §7 (which names no such call): the reference server's answer for the sign-in screen, and it
 * gives the download links only (the links are public anyway: they are offered to every visitor).
 */
export const appDownloads = endpoint({
  method: 'GET',
  path: 'appDownloads',
  scope: 'auth',
  anonymous: true,
  summary: 'The mobile app download links, for the sign-in screen (no token)',
  answer: AppDownloadsSchema,
});
