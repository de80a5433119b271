import type { ApiClient } from '../client.ts';
import { announcements } from '../../../contract/common.ts';
import { smsSetting } from '../../../contract/sms.ts';
import { checkMemberAccess as checkMemberAccessCall } from '../../../contract/access.ts';
import { memberProfile } from '../../../contract/memberProfile.ts';

/**
 * Calls of the home area (spec 02 §2.6, §2.9, §7.15, §7.16). The location is the one the page's URL
 * names (LocId), sent explicitly: the page may show another location than the one stored.
 */
export const loadLocationAnnouncements = (api: ApiClient, locId: string) => api.call(announcements, { query: { LocId: locId } });

export const loadSmsSetting = (api: ApiClient, locId: string) => api.call(smsSetting, { query: { LocId: locId } });

/** GET checkMemberAccess/{id}: the answer's flag decides access. */
export const checkMemberAccess = (api: ApiClient, userId: string) => api.call(checkMemberAccessCall, { params: { id: userId } });

export const loadMemberProfile = (api: ApiClient, userId: string) => api.call(memberProfile, { query: { UserId: userId } });
