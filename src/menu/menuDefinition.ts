import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { holdsEntryAttribute } from './entryAttributes.ts';
import { adminOnlyEntry, agentOrAdminEntry, mgOldStrikeReport, standardStrikeReport } from './decisions.ts';
import {
  canCreateAgent,
  canCreateDownline,
  canEditDrawSetting,
  canEditFixedSetting,
  canEditPermissions,
  canPlaceBets,
  canUploadBets,
  canUseOutSet,
  canUseSmsGateway,
  canUseSuperPassword,
  fixedBetsAllowed,
  hasAndroidDownload,
  hasIosDownload,
  rankAllowsGroupReport,
  seesReports,
  ttOnly,
} from './rules.ts';
import type { ActionItemId, DownloadItemId, MenuRule, RouteItemId, TabId } from './types.ts';

export type ItemDefinition = { label: MessageDescriptor; rules: readonly MenuRule[] } & (
  | { kind: 'route'; id: RouteItemId }
  | { kind: 'download'; id: DownloadItemId }
  | { kind: 'action'; id: ActionItemId }
);

export interface TabDefinition {
  id: TabId;
  label: MessageDescriptor;
  /** Rules every item of the tab must pass as well as its own. */
  rules: readonly MenuRule[];
  items: readonly ItemDefinition[];
}

// Every route entry also needs the attribute its page is served with (entryAttributes.ts).
const route = (id: RouteItemId, label: MessageDescriptor, ...rules: MenuRule[]): ItemDefinition => ({
  kind: 'route',
  id,
  label,
  rules: [...rules, holdsEntryAttribute(id)],
});

/** The whole menu in the spec's order (spec 02 §2.2); visibleMenu filters it. */
export const MENU_DEFINITION: readonly TabDefinition[] = [
  {
    id: 'administration',
    label: msg`Administration`,
    rules: [],
    items: [
      route('agents', msg`Agents`, canCreateAgent),
      route('players', msg`Players`, canCreateDownline),
      route('payments', msg`Payments`, canCreateDownline),
      route('paymentHistory', msg`Payment History`, canCreateDownline),
      route('profile', msg`Profile`),
      route('mobile', msg`Mobile`),
      route('downlineMobile', msg`Downline Mobile`, agentOrAdminEntry),
      route('changePassword', msg`Change Password`),
      route('installationGuide', msg`Installation Guide`),
      { kind: 'download', id: 'androidApp', label: msg`Android App`, rules: [hasAndroidDownload] },
      { kind: 'download', id: 'iosApp', label: msg`iOS App`, rules: [hasIosDownload] },
    ],
  },
  {
    id: 'bets',
    label: msg`Bets`,
    rules: [],
    items: [
      route('placeBets', msg`Place Bets`, canPlaceBets),
      route('betUpload', msg`Bet Upload`, canUploadBets),
      route('fixedBets', msg`Fixed Bets`, fixedBetsAllowed),
      route('outBets', msg`Out Bets`, agentOrAdminEntry),
      route('betSummary', msg`Bet Summary`),
      route('helpOnBets', msg`Help On Bets`),
      route('viewTickets', msg`View Tickets`),
      route('searchTickets', msg`Search Tickets`),
      route('historyTickets', msg`History Tickets`),
    ],
  },
  {
    id: 'report',
    label: msg`Report`,
    // Each entry carries seesReports itself: Draw Result is for every role (decisions.ts, drawResultForEveryone).
    rules: [],
    items: [
      route('fullReport', msg`Full Report`, seesReports),
      route('collectionReport', msg`Collection Report`, seesReports),
      route('groupReport', msg`Group Report`, seesReports, rankAllowsGroupReport),
      route('stakeReport', msg`Stake Report`, seesReports),
      route('strikeReport', msg`Strike Report`, seesReports, standardStrikeReport),
      route('strikeReportOld', msg`Strike Report (Old)`, seesReports, mgOldStrikeReport),
      route('drawResultReport', msg`Draw Result`),
      route('summaryReport', msg`Summary Report`, seesReports),
    ],
  },
  {
    id: 'control',
    label: msg`Control`,
    rules: [],
    items: [
      route('announcementSetting', msg`Announcement`, adminOnlyEntry),
      route('drawSetting', msg`Draw Setting`, canEditDrawSetting),
      route('limitSetting', msg`Limit Setting`, ttOnly, agentOrAdminEntry),
      route('fixedSetting', msg`Fixed Setting`, canEditFixedSetting),
      route('fixedProcess', msg`Fixed Process`, canEditFixedSetting),
      route('subShare', msg`Sub Share`, agentOrAdminEntry),
      route('shareClaim', msg`Share Claim`, canEditDrawSetting),
      route('shareClaimSetting', msg`Share Claim Setting`, canEditDrawSetting),
      route('shareClaimCompany', msg`Share Claim Company`, canEditDrawSetting),
      route('payRate', msg`Pay Rate`, agentOrAdminEntry),
      route('permission', msg`Permission`, canEditPermissions),
    ],
  },
  {
    id: 'outset',
    label: msg`OutSet`,
    rules: [canUseOutSet],
    items: [
      route('outSetting', msg`Out Setting`),
      route('outSetting3', msg`Out Setting 3`),
      route('betsIn', msg`Bets In`),
      route('betsOut', msg`Bets Out`),
      route('throwNumber', msg`Throw Number`),
      route('betSpecial', msg`Bet Special`),
    ],
  },
  {
    id: 'utilities',
    label: msg`Utilities`,
    rules: [],
    items: [
      route('backupAra', msg`Backup ARA`, agentOrAdminEntry),
      route('creditRecal', msg`Credit Recalculation`, adminOnlyEntry),
      route('clearCache', msg`Clear Cache`, adminOnlyEntry),
      route('superPassword', msg`Super Password`, canUseSuperPassword),
      route('auditLog', msg`Audit Log`, adminOnlyEntry),
    ],
  },
  {
    id: 'sms',
    label: msg`SMS`,
    rules: [],
    items: [
      route('smsAgent', msg`SMS Agent`, adminOnlyEntry),
      route('smsSubscribe', msg`SMS Subscribe`, agentOrAdminEntry),
      route('sendResult', msg`Send Result`, adminOnlyEntry),
      route('sendStrike', msg`Send Strike`, adminOnlyEntry),
      route('smsReport', msg`SMS Report`, agentOrAdminEntry),
      route('smsView', msg`SMS View`),
    ],
  },
  {
    id: 'smsGateway',
    label: msg`SMS Gateway`,
    rules: [canUseSmsGateway],
    items: [route('smsGateway', msg`SMS Gateway`)],
  },
  {
    id: 'options',
    label: msg`Options`,
    rules: [],
    items: [
      route('payOut', msg`Pay Out`),
      route('announcements', msg`Announcement`),
      { kind: 'action', id: 'logout', label: msg`Logout`, rules: [] },
    ],
  },
];
