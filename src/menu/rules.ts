import { downloadHref } from './destinations.ts';
import { isTtLocation } from './location.ts';
import { hasPermission, isAdmin, isAdminOrAgent, isAgent, isMember } from './permissions.ts';
import type { MenuRule } from './types.ts';

// The menu visibility rules of spec 02 §6, one named rule each. Choices the spec leaves open are in
// decisions.ts. An item is shown when its tab's rules and its own rules all hold (menuDefinition.ts).

/** Agents: only with EnableCreateAgent. */
export const canCreateAgent: MenuRule = ({ profile }) => profile.EnableCreateAgent;

/** Players, Payments and Payment History: with EnableCreateDownline. */
export const canCreateDownline: MenuRule = ({ profile }) => profile.EnableCreateDownline;

/**
 * Place Bets: a member always; an admin or agent with BetEntry, or the agent role. The mobile shell
 * also needs EnablePlaceBet and not disablePlaceBetAndFixedBet.
 */
export const canPlaceBets: MenuRule = ({ profile, shell }) => {
  const byRole = isMember(profile) || isAgent(profile) || hasPermission(profile, 'BetEntry');
  if (shell === 'desktop') return byRole;
  return byRole && profile.EnablePlaceBet && !profile.disablePlaceBetAndFixedBet;
};

/** Bet Upload: BetEntry or the agent role; the mobile shell: EnableUpload and admin or agent. */
export const canUploadBets: MenuRule = ({ profile, shell }) =>
  shell === 'desktop'
    ? hasPermission(profile, 'BetEntry') || isAgent(profile)
    : profile.EnableUpload && (isAgent(profile) || isAdmin(profile));

/** Fixed Bet: hidden when disablePlaceBetAndFixedBet is set. */
export const fixedBetsAllowed: MenuRule = ({ profile }) => !profile.disablePlaceBetAndFixedBet;

/**
 * Report items: admin or agent. The mobile shell also shows them to members and to anyone granted
 * Report (with the three roles that are all users; the Report grant is kept so the rule reads as written).
 */
export const seesReports: MenuRule = ({ profile, shell }) =>
  isAdminOrAgent(profile) || (shell === 'mobile' && (isMember(profile) || hasPermission(profile, 'Report')));

/** Group Report: Rank 2 or lower; in TT also a tShare above 0. */
export const rankAllowsGroupReport: MenuRule = ({ profile, location }) =>
  profile.Rank <= 2 && (!isTtLocation(location) || profile.tShare > 0);

/** Draw Setting and the share-claim items: DrawSetting. */
export const canEditDrawSetting: MenuRule = ({ profile }) => hasPermission(profile, 'DrawSetting');

/** Fixed Setting: FixedSetting. */
export const canEditFixedSetting: MenuRule = ({ profile }) => hasPermission(profile, 'FixedSetting');

/** Permission: AdminEdit. */
export const canEditPermissions: MenuRule = ({ profile }) => hasPermission(profile, 'AdminEdit');

/** The OutSet tab: OutSet. */
export const canUseOutSet: MenuRule = ({ profile }) => hasPermission(profile, 'OutSet');

/** Super Password: SuperPwd. */
export const canUseSuperPassword: MenuRule = ({ profile }) => hasPermission(profile, 'SuperPwd');

/** SMS Gateway: users outside TT granted SMSGateway. */
export const canUseSmsGateway: MenuRule = ({ profile, location }) =>
  !isTtLocation(location) && hasPermission(profile, 'SMSGateway');

/** TT-only entries (Limit Setting; see decisions.ts for Draw Result). */
export const ttOnly: MenuRule = ({ location }) => isTtLocation(location);

/** Android app link: only when the server settings give an Android download URL. */
export const hasAndroidDownload: MenuRule = ({ mobileAppData }) => downloadHref('androidApp', mobileAppData) !== null;

/** iOS app link: only when the server settings give an iOS download URL. */
export const hasIosDownload: MenuRule = ({ mobileAppData }) => downloadHref('iosApp', mobileAppData) !== null;
