import type { MessageDescriptor } from '@lingui/core';
import type { Profile } from '../../contract/profile.ts';
import type { Settings } from '../../contract/common.ts';
import type { Shell, TabId } from '../../machines/rules/shellFrame.ts';

// The frame and its tabs are the statecharts' vocabulary too, so they live with the machines.
export { TAB_IDS, type Shell, type TabId } from '../../machines/rules/shellFrame.ts';

/** A location id: SG by default, MG and TT are special-cased; other ids are plain locations. */
export type LocationId = 'SG' | 'MG' | 'TT' | (string & {});


/** Menu entries that are routes of the app; each has a destination in destinations.ts. */
export type RouteItemId =
  // Administration
  | 'agents'
  | 'players'
  | 'payments'
  | 'paymentHistory'
  | 'profile'
  | 'mobile'
  | 'downlineMobile'
  | 'changePassword'
  | 'installationGuide'
  // Bets
  | 'placeBets'
  | 'betUpload'
  | 'fixedBets'
  | 'outBets'
  | 'betSummary'
  | 'helpOnBets'
  | 'viewTickets'
  | 'searchTickets'
  | 'historyTickets'
  // Report
  | 'fullReport'
  | 'collectionReport'
  | 'groupReport'
  | 'stakeReport'
  | 'strikeReport'
  | 'strikeReportOld'
  | 'drawResultReport'
  | 'summaryReport'
  // Control
  | 'announcementSetting'
  | 'drawSetting'
  | 'limitSetting'
  | 'fixedSetting'
  | 'fixedProcess'
  | 'subShare'
  | 'shareClaim'
  | 'shareClaimSetting'
  | 'shareClaimCompany'
  | 'payRate'
  | 'permission'
  // OutSet
  | 'outSetting'
  | 'outSetting3'
  | 'betsIn'
  | 'betsOut'
  | 'throwNumber'
  | 'betSpecial'
  // Utilities
  | 'backupAra'
  | 'creditRecal'
  | 'clearCache'
  | 'superPassword'
  | 'auditLog'
  // SMS
  | 'smsAgent'
  | 'smsSubscribe'
  | 'sendResult'
  | 'sendStrike'
  | 'smsReport'
  | 'smsView'
  // SMS Gateway
  | 'smsGateway'
  // Options
  | 'payOut'
  | 'announcements';

/** App download links: files named by the server settings, not routes of the app. */
export type DownloadItemId = 'androidApp' | 'iosApp';

/** Entries that do something instead of navigating. */
export type ActionItemId = 'logout';

export type ItemId = RouteItemId | DownloadItemId | ActionItemId;

/** A route of the app; `href` is path plus query string (always with LocId). */
export interface MenuRouteLink {
  kind: 'route';
  id: RouteItemId;
  label: MessageDescriptor;
  href: string;
}

/** A file download taken verbatim from the server settings (open as a plain link, not through the router). */
export interface MenuDownloadLink {
  kind: 'download';
  id: DownloadItemId;
  label: MessageDescriptor;
  href: string;
}

/** An entry the view handles itself (Logout asks for confirmation, then signs out). */
export interface MenuAction {
  kind: 'action';
  id: ActionItemId;
  label: MessageDescriptor;
}

export type MenuItem = MenuRouteLink | MenuDownloadLink | MenuAction;

export interface MenuTab {
  id: TabId;
  label: MessageDescriptor;
  items: MenuItem[];
}

/** The server settings' app download URLs (spec 02 §3 Server settings). */
export type MobileAppData = Settings['mobileAppData'];

/** Everything a visibility rule may look at. */
export interface MenuContext {
  profile: Profile;
  location: LocationId;
  shell: Shell;
  mobileAppData: MobileAppData | null;
}

/** A named visibility rule; the function's name is the rule's name in tests and docs. */
export type MenuRule = (context: MenuContext) => boolean;
