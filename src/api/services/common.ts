import type { ApiClient } from '../client.ts';
import { AnnouncementsSchema, AvailableLocationsSchema, SettingsSchema } from '../../../contract/common.ts';

export const loadSettings = (api: ApiClient) => api.get('settings', { scope: 'auth', schema: SettingsSchema });

export const loadAvailableLocations = (api: ApiClient, userId: string) =>
  api.get('locIdAvailable', { scope: 'auth', schema: AvailableLocationsSchema, query: { UserId: userId } });

export const loadAnnouncements = (api: ApiClient) => api.get('announcements', { schema: AnnouncementsSchema });
