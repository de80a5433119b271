import { isTtLocation } from './location.ts';
import type { DownloadItemId, LocationId, MobileAppData, RouteItemId, Shell } from './types.ts';
import type { ViewCode } from './viewCodes.ts';

/**
 * The stamp every menu link carries (spec 02 §2.12 `rand`): a new value after each navigation, so
 * following the same link again is a new URL and its page loads afresh. The spec has "many" links
 * carry a timestamp; we stamp every route link, so that no menu link is ever a dead click.
 */
export const TIMESTAMP_PARAM = 'rand';

/** Placeholder in report paths: 'tt/' for the TT location, nothing otherwise (spec 02 §2.12). */
export const TT_PLACEHOLDER = '{tt}';

export function resolveReportPath(path: string, location: LocationId): string {
  return path.replaceAll(TT_PLACEHOLDER, isTtLocation(location) ? 'tt/' : '');
}

export const PLACE_BETS_PATHS = {
  desktop: '/bet/placeBets/add',
  mobile: '/bet/placeBets/add-20',
  tt: '/bet/placeBets/add-simple',
} as const;

/** TT's bet form wins over the mobile one (decisions.ts, placeBetsTtOverMobile). */
function placeBetsPath(location: LocationId, shell: Shell): string {
  if (isTtLocation(location)) return PLACE_BETS_PATHS.tt;
  return PLACE_BETS_PATHS[shell];
}

type PathFor = (location: LocationId, shell: Shell) => string;

/** An entry with a TT variant (spec 02 §6: Backup ARA, Payrate and Out Setting). */
const ttVariant =
  (otherPath: string, ttPath: string): PathFor =>
  (location) =>
    isTtLocation(location) ? ttPath : otherPath;

interface Destination {
  path: string | PathFor;
  /** The view the link opens: a permission attribute name (viewCodes.ts), as spec 02 §2.2 writes them. */
  vw?: ViewCode;
  /** Further fixed query parameters, after LocId, VW and rand. */
  query?: Readonly<Record<string, string>>;
}

/** Every route of the menu (spec 02 §2.2). */
export const DESTINATIONS: Readonly<Record<RouteItemId, Destination>> = {
  agents: { path: '/admin/agents', vw: 'AG' },
  players: { path: '/admin/players', vw: 'MEM' },
  payments: { path: '/admin/payments', vw: 'PAYMENT' },
  paymentHistory: { path: '/admin/paymentHist', vw: 'PAYMENTHIST' },
  profile: { path: '/admin/profile' },
  mobile: { path: '/admin/mobile' },
  downlineMobile: { path: '/admin/mobile', query: { Downline: '1' } }, // decisions.ts, downlineMobileLink
  changePassword: { path: '/admin/changePassword' },
  installationGuide: { path: '/admin/installation-guide' },

  placeBets: { path: placeBetsPath, vw: 'PLACEBET' },
  betUpload: { path: '/bet/bet-upload' },
  fixedBets: { path: '/bet/fixedBets' },
  outBets: { path: '/bet/outBets' },
  betSummary: { path: '/bet/betSummary' },
  helpOnBets: { path: '/bet/betsInstruction' },
  viewTickets: { path: '/tickets/page' },
  searchTickets: { path: '/tickets/search', vw: 'TICKETSEARCH' },
  historyTickets: { path: '/tickets/history', query: { ViewDay: '1' } },

  fullReport: { path: '/report/{tt}full', vw: 'RPTFULL' },
  collectionReport: { path: '/report/collection' },
  groupReport: { path: '/report/{tt}group' },
  stakeReport: { path: '/report/{tt}stake' },
  strikeReport: { path: '/report/{tt}strike' },
  strikeReportOld: { path: '/report/strike2' },
  drawResultReport: { path: '/report/{tt}drawResult' },
  summaryReport: { path: '/report/summary' },

  announcementSetting: { path: '/control/announcement' },
  drawSetting: { path: '/control/drawSetting' },
  limitSetting: { path: '/control/limitSetting' },
  fixedSetting: { path: '/control/fixedSetting' },
  fixedProcess: { path: '/control/fixedProcess' },
  subShare: { path: '/control/subShare' },
  shareClaim: { path: '/control/shareClaim' },
  shareClaimSetting: { path: '/control/shareClaimSetting' },
  shareClaimCompany: { path: '/control/shareClaimCompany' },
  // The spec names a TT variant but gives one path; the page reads LocId (decisions.ts, ttVariantPaths).
  payRate: { path: ttVariant('/control/payRate', '/control/payRate') },
  permission: { path: '/control/permission' },

  outSetting: { path: ttVariant('/outset/outSetting', '/outset/outSetting2') },
  outSetting3: { path: '/outset/outSetting3' },
  betsIn: { path: '/outset/betsIn', query: { Choice: '1' } },
  betsOut: { path: '/outset/betsIn', query: { Choice: '2' } },
  throwNumber: { path: '/outset/throwNumber' },
  betSpecial: { path: '/outset/betSpecial' },

  // As payRate: one path for both variants (decisions.ts, ttVariantPaths).
  backupAra: { path: ttVariant('/utilities/backupARA', '/utilities/backupARA') },
  creditRecal: { path: '/utilities/creditRecal' },
  clearCache: { path: '/utilities/clearCache' },
  superPassword: { path: '/utilities/superPassword' },
  auditLog: { path: '/utilities/auditLog' },

  smsAgent: { path: '/sms/smsAgent' },
  smsSubscribe: { path: '/sms/smsSubscribe' },
  sendResult: { path: '/sms/sendResult' },
  sendStrike: { path: '/sms/sendStrike' },
  smsReport: { path: '/sms/smsReport' },
  smsView: { path: '/sms/smsView' },
  smsGateway: { path: '/sms/smsGateway' },

  payOut: { path: '/payOut' },
  announcements: { path: '/announcement' },
};

export interface HrefOptions {
  location: LocationId;
  shell: Shell;
  /** Value of the reload stamp `rand`. */
  now: number;
}

/**
 * The path of a menu route at a location and shell, without its query. Apart from menuHref: the route
 * tables ask it for every entry, location and shell when the signed-in area loads, and building a
 * query each time (URLSearchParams) they then threw away was ~10 ms of the frame's start (issue 24).
 */
export function menuPath(id: RouteItemId, location: LocationId, shell: Shell): string {
  const destination = DESTINATIONS[id];
  return resolveReportPath(typeof destination.path === 'string' ? destination.path : destination.path(location, shell), location);
}

/** Path plus query string of a menu route: LocId, then VW when it has one, rand, then the entry's own parameters. */
export function menuHref(id: RouteItemId, { location, shell, now }: HrefOptions): string {
  const destination = DESTINATIONS[id];
  const query = new URLSearchParams({ LocId: location });
  if (destination.vw !== undefined) query.set('VW', destination.vw);
  query.set(TIMESTAMP_PARAM, String(now));
  for (const [name, value] of Object.entries(destination.query ?? {})) query.set(name, value);
  return `${menuPath(id, location, shell)}?${query.toString()}`;
}

/** An app download URL from the server settings, used verbatim; null when not given (or blank). */
export function downloadHref(id: DownloadItemId, mobileAppData: MobileAppData | null): string | null {
  const url = id === 'androidApp' ? mobileAppData?.downloadUrl : mobileAppData?.iosDownloadUrl;
  return url?.trim() ? url : null;
}
