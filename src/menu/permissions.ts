import type { Profile } from '../../contract/profile.ts';

/**
 * Granted permission names the menu rules use (spec 02 §6). Profiles may carry other names too;
 * `hasPermission` accepts any string so the page-level names (RPTFULL, …) work the same way.
 */
export type MenuPermission =
  | 'BetEntry'
  | 'DrawSetting'
  | 'FixedSetting'
  | 'AdminEdit'
  | 'OutSet'
  | 'SuperPwd'
  | 'SMSGateway'
  | 'Report';

/** Everything is granted when Granted is '*'. */
export const ALL_PERMISSIONS = '*';

// Roles follow the auth service's reading (spec 02 §6): ADMIN = admin, AG = agent, MEM = member.
// The common service's swapped isMember/isAgent helpers are deliberately not reproduced.
export const isAdmin = (profile: Profile): boolean => profile.Role === 'ADMIN';
export const isAgent = (profile: Profile): boolean => profile.Role === 'AG';
export const isMember = (profile: Profile): boolean => profile.Role === 'MEM';
export const isAdminOrAgent = (profile: Profile): boolean => isAdmin(profile) || isAgent(profile);

export function hasPermission(profile: Profile, name: MenuPermission | (string & {})): boolean {
  return profile.Granted === ALL_PERMISSIONS || profile.Granted.includes(name);
}
