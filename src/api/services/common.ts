import type { ApiClient } from '../client.ts';
import { announcements, availableLocations, settings } from '../../../contract/common.ts';
import { smsSetting } from '../../../contract/sms.ts';
import { appDownloads } from '../../../contract/appDownloads.ts';

export const loadSettings = (api: ApiClient) => api.call(settings, {});

/** The app download links, without a token (the sign-in screen). */
export const loadAppDownloads = (api: ApiClient) => api.call(appDownloads, {});

export const loadAvailableLocations = (api: ApiClient, userId: string) => api.call(availableLocations, { query: { UserId: userId } });

/** The current location's announcements (the client adds its LocId to every GET). */
export const loadAnnouncements = (api: ApiClient) => api.call(announcements, {});

/** The current location's SMS setting, or null. */
export const loadSmsSetting = (api: ApiClient) => api.call(smsSetting, {});
