import type { ApiClient } from '../client.ts';
import { AnnouncementsSchema } from '../../../contract/common.ts';
import { SmsSettingAnswerSchema } from '../../../contract/sms.ts';
import { MemberAccessSchema } from '../../../contract/access.ts';
import { MemberProfileSchema } from '../../../contract/memberProfile.ts';

/**
 * Calls of the home area (spec 02 §2.6, §2.9, §7.15, §7.16). The location is the one the page's URL
 * names (LocId), sent explicitly: the page may show another location than the one stored.
 */
export const loadLocationAnnouncements = (api: ApiClient, locId: string) =>
  api.get('announcements', { schema: AnnouncementsSchema, query: { LocId: locId } });

export const loadSmsSetting = (api: ApiClient, locId: string) =>
  api.get('smsSetting', { schema: SmsSettingAnswerSchema, query: { LocId: locId } });

/** GET checkMemberAccess/{id}: the answer's flag decides access. */
export const checkMemberAccess = (api: ApiClient, userId: string) =>
  api.get(`checkMemberAccess/${encodeURIComponent(userId)}`, { scope: 'auth', schema: MemberAccessSchema });

export const loadMemberProfile = (api: ApiClient, userId: string) =>
  api.get('mMemberProfile', { scope: 'auth', schema: MemberProfileSchema, query: { UserId: userId } });
