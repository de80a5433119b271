import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/profile.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import type { ItemId, LocationId, MobileAppData, Shell } from '../../../src/menu/types.ts';
import { APP_URLS, grantedWith, NOW, profileFor, type RoleName } from './fixtures.ts';

interface Row {
  /** The rule of spec 02 §6 (or the decision in src/menu/decisions.ts) the row pins down. */
  rule: string;
  role: RoleName;
  with?: Partial<Profile>;
  location?: LocationId;
  shell?: Shell;
  settings?: MobileAppData | null;
  item: ItemId;
  visible: boolean;
}

// Each account holds every §6 attribute (migration 0019); these rows are about the menu names.
const BET_ENTRY = { Granted: grantedWith('BetEntry') };

/** Rows for a permission rule: shown with the grant, hidden without it. */
const granted = (rule: string, permission: string, items: ItemId[], role: RoleName = 'agent'): Row[] =>
  items.flatMap((item) => [
    { rule, role, with: { Granted: grantedWith(permission) }, item, visible: true },
    { rule, role, with: { Granted: grantedWith('Something') }, item, visible: false },
  ]);

/** Rows for a role decision: shown for `shownTo`, hidden for `hiddenFrom`. */
const byRole = (rule: string, items: ItemId[], shownTo: RoleName, hiddenFrom: RoleName, location?: LocationId): Row[] =>
  items.flatMap((item) => [
    { rule, role: shownTo, location, item, visible: true },
    { rule, role: hiddenFrom, location, item, visible: false },
  ]);

const ROWS: Row[] = [
  // Agents: only with EnableCreateAgent.
  { rule: 'canCreateAgent', role: 'agent', with: { EnableCreateAgent: true }, item: 'agents', visible: true },
  { rule: 'canCreateAgent', role: 'agent', item: 'agents', visible: false },
  { rule: 'canCreateAgent', role: 'admin', with: { Granted: '*' }, item: 'agents', visible: false },

  // Players, Payments, Payment History: with EnableCreateDownline.
  ...(['players', 'payments', 'paymentHistory'] as const).flatMap((item): Row[] => [
    { rule: 'canCreateDownline', role: 'agent', with: { EnableCreateDownline: true }, item, visible: true },
    { rule: 'canCreateDownline', role: 'agent', item, visible: false },
  ]),

  // Place Bets: member always; admin/agent with BetEntry or the agent role; mobile also EnablePlaceBet and not disabled.
  { rule: 'canPlaceBets', role: 'member', item: 'placeBets', visible: true },
  { rule: 'canPlaceBets', role: 'member', with: { disablePlaceBetAndFixedBet: true }, item: 'placeBets', visible: true },
  { rule: 'canPlaceBets', role: 'agent', item: 'placeBets', visible: true },
  { rule: 'canPlaceBets', role: 'admin', item: 'placeBets', visible: false },
  { rule: 'canPlaceBets', role: 'admin', with: BET_ENTRY, item: 'placeBets', visible: true },
  { rule: 'canPlaceBets', role: 'member', shell: 'mobile', with: { EnablePlaceBet: true }, item: 'placeBets', visible: true },
  { rule: 'canPlaceBets', role: 'member', shell: 'mobile', item: 'placeBets', visible: false },
  {
    rule: 'canPlaceBets',
    role: 'member',
    shell: 'mobile',
    with: { EnablePlaceBet: true, disablePlaceBetAndFixedBet: true },
    item: 'placeBets',
    visible: false,
  },
  { rule: 'canPlaceBets', role: 'agent', shell: 'mobile', with: { EnablePlaceBet: true }, item: 'placeBets', visible: true },
  { rule: 'canPlaceBets', role: 'agent', shell: 'mobile', item: 'placeBets', visible: false },
  { rule: 'canPlaceBets', role: 'admin', shell: 'mobile', with: { EnablePlaceBet: true }, item: 'placeBets', visible: false },
  {
    rule: 'canPlaceBets',
    role: 'admin',
    shell: 'mobile',
    with: { EnablePlaceBet: true, ...BET_ENTRY },
    item: 'placeBets',
    visible: true,
  },

  // Bet Upload: BetEntry or agent; mobile: EnableUpload and agent or admin.
  { rule: 'canUploadBets', role: 'member', item: 'betUpload', visible: false },
  { rule: 'canUploadBets', role: 'member', with: BET_ENTRY, item: 'betUpload', visible: true },
  { rule: 'canUploadBets', role: 'agent', item: 'betUpload', visible: true },
  { rule: 'canUploadBets', role: 'admin', item: 'betUpload', visible: false },
  { rule: 'canUploadBets', role: 'admin', with: BET_ENTRY, item: 'betUpload', visible: true },
  { rule: 'canUploadBets', role: 'agent', shell: 'mobile', with: { EnableUpload: true }, item: 'betUpload', visible: true },
  { rule: 'canUploadBets', role: 'agent', shell: 'mobile', item: 'betUpload', visible: false },
  { rule: 'canUploadBets', role: 'admin', shell: 'mobile', with: { EnableUpload: true }, item: 'betUpload', visible: true },
  {
    rule: 'canUploadBets',
    role: 'member',
    shell: 'mobile',
    with: { EnableUpload: true, ...BET_ENTRY },
    item: 'betUpload',
    visible: false,
  },

  // Fixed Bet: hidden with disablePlaceBetAndFixedBet.
  { rule: 'fixedBetsAllowed', role: 'member', item: 'fixedBets', visible: true },
  { rule: 'fixedBetsAllowed', role: 'member', with: { disablePlaceBetAndFixedBet: true }, item: 'fixedBets', visible: false },
  { rule: 'fixedBetsAllowed', role: 'admin', with: { disablePlaceBetAndFixedBet: true, Granted: '*' }, item: 'fixedBets', visible: false },

  // Report items: admin or agent; the mobile shell also members or anyone granted Report.
  { rule: 'seesReports', role: 'admin', item: 'fullReport', visible: true },
  { rule: 'seesReports', role: 'agent', item: 'stakeReport', visible: true },
  { rule: 'seesReports', role: 'member', item: 'fullReport', visible: false },
  { rule: 'seesReports', role: 'member', item: 'summaryReport', visible: false },
  { rule: 'seesReports', role: 'member', with: { Granted: grantedWith('Report') }, item: 'fullReport', visible: false },
  { rule: 'seesReports', role: 'member', shell: 'mobile', item: 'fullReport', visible: true },
  { rule: 'seesReports', role: 'member', shell: 'mobile', with: { Granted: grantedWith('Report') }, item: 'collectionReport', visible: true },

  // Group Report: Rank 2 or lower, plus tShare above 0 in TT.
  { rule: 'rankAllowsGroupReport', role: 'agent', with: { Rank: 2 }, item: 'groupReport', visible: true },
  { rule: 'rankAllowsGroupReport', role: 'agent', with: { Rank: 3 }, item: 'groupReport', visible: false },
  { rule: 'rankAllowsGroupReport', role: 'admin', with: { Rank: 0, tShare: 0 }, location: 'MG', item: 'groupReport', visible: true },
  { rule: 'rankAllowsGroupReport', role: 'agent', with: { Rank: 1, tShare: 0 }, location: 'TT', item: 'groupReport', visible: false },
  { rule: 'rankAllowsGroupReport', role: 'agent', with: { Rank: 2, tShare: 0.5 }, location: 'TT', item: 'groupReport', visible: true },
  { rule: 'rankAllowsGroupReport', role: 'agent', with: { Rank: 3, tShare: 1 }, location: 'TT', item: 'groupReport', visible: false },
  { rule: 'rankAllowsGroupReport', role: 'member', with: { Rank: 2 }, item: 'groupReport', visible: false },

  // Permission-gated entries.
  ...granted('canEditDrawSetting', 'DrawSetting', ['drawSetting', 'shareClaim', 'shareClaimSetting', 'shareClaimCompany']),
  ...granted('canEditFixedSetting', 'FixedSetting', ['fixedSetting']),
  ...granted('fixedProcessPermission', 'FixedSetting', ['fixedProcess']),
  ...granted('canEditPermissions', 'AdminEdit', ['permission']),
  ...granted('canUseOutSet', 'OutSet', ['outSetting', 'outSetting3', 'betsIn', 'betsOut', 'throwNumber', 'betSpecial']),
  ...granted('canUseSuperPassword', 'SuperPwd', ['superPassword']),
  ...granted('canUseSuperPassword', 'SuperPwd', ['superPassword'], 'member'),

  // SMS Gateway: non-TT users granted SMSGateway.
  { rule: 'canUseSmsGateway', role: 'agent', with: { Granted: grantedWith('SMSGateway') }, item: 'smsGateway', visible: true },
  { rule: 'canUseSmsGateway', role: 'agent', with: { Granted: grantedWith('SMSGateway') }, location: 'MG', item: 'smsGateway', visible: true },
  { rule: 'canUseSmsGateway', role: 'agent', item: 'smsGateway', visible: false },
  { rule: 'canUseSmsGateway', role: 'agent', with: { Granted: grantedWith('SMSGateway') }, location: 'TT', item: 'smsGateway', visible: false },
  { rule: 'canUseSmsGateway', role: 'admin', with: { Granted: '*' }, location: 'TT', item: 'smsGateway', visible: false },

  // TT-only: Limit Setting (spec).
  { rule: 'ttOnly', role: 'agent', location: 'TT', item: 'limitSetting', visible: true },
  { rule: 'ttOnly', role: 'agent', location: 'SG', item: 'limitSetting', visible: false },
  { rule: 'ttOnly', role: 'admin', with: { Granted: '*' }, location: 'MG', item: 'limitSetting', visible: false },
  // Draw Result: every location, every role, both shells (decision drawResultForEveryone).
  ...(['SG', 'MG', 'TT'] as const).flatMap((location) =>
    (['admin', 'agent', 'member'] as const).flatMap((role) =>
      (['desktop', 'mobile'] as const).map((shell): Row => ({ rule: 'drawResultForEveryone', role, location, shell, item: 'drawResultReport', visible: true })),
    ),
  ),
  // ... while the Report tab's other entries keep seesReports for a member on the desktop.
  { rule: 'drawResultForEveryone', role: 'member', item: 'stakeReport', visible: false },

  // Granted '*' grants every permission; a list grants only its names.
  ...(
    ['drawSetting', 'fixedSetting', 'permission', 'outSetting', 'superPassword', 'smsGateway', 'shareClaim'] as const
  ).map((item): Row => ({ rule: 'grantedAll', role: 'agent', with: { Granted: '*' }, item, visible: true })),
  { rule: 'grantedAll', role: 'admin', with: { Granted: '*' }, item: 'placeBets', visible: true },
  { rule: 'grantedAll', role: 'member', with: { Granted: '*' }, item: 'betUpload', visible: true },
  { rule: 'grantedAll', role: 'agent', with: { Granted: grantedWith('DrawSetting') }, item: 'permission', visible: false },

  // MG special case (decision mgSpecialCase).
  { rule: 'mgSpecialCase', role: 'agent', location: 'MG', with: { useMgStrikeReport: true }, item: 'strikeReportOld', visible: true },
  { rule: 'mgSpecialCase', role: 'agent', location: 'MG', with: { useMgStrikeReport: true }, item: 'strikeReport', visible: false },
  { rule: 'mgSpecialCase', role: 'agent', location: 'MG', item: 'strikeReportOld', visible: false },
  { rule: 'mgSpecialCase', role: 'agent', location: 'MG', item: 'strikeReport', visible: true },
  { rule: 'mgSpecialCase', role: 'agent', location: 'SG', with: { useMgStrikeReport: true }, item: 'strikeReportOld', visible: false },
  { rule: 'mgSpecialCase', role: 'agent', location: 'SG', with: { useMgStrikeReport: true }, item: 'strikeReport', visible: true },
  { rule: 'mgSpecialCase', role: 'agent', location: 'TT', with: { useMgStrikeReport: true }, item: 'strikeReportOld', visible: false },

  // Admin-only entries (decision adminOnlyEntries).
  ...byRole(
    'adminOnlyEntries',
    ['announcementSetting', 'creditRecal', 'clearCache', 'auditLog', 'smsAgent', 'sendResult', 'sendStrike'],
    'admin',
    'agent',
  ),
  { rule: 'adminOnlyEntries', role: 'member', with: { Granted: '*' }, item: 'clearCache', visible: false },

  // Admin-or-agent entries (decision agentOrAdminEntries).
  ...byRole(
    'agentOrAdminEntries',
    ['downlineMobile', 'outBets', 'subShare', 'payRate', 'backupAra', 'smsSubscribe', 'smsReport'],
    'agent',
    'member',
  ),
  ...byRole('agentOrAdminEntries', ['limitSetting'], 'agent', 'member', 'TT'),
  ...byRole('agentOrAdminEntries', ['payRate'], 'admin', 'member'),
  { rule: 'agentOrAdminEntries', role: 'member', with: { Granted: '*' }, item: 'backupAra', visible: false },

  // App download links: only when the settings give the URL (decision appDownloadLinks).
  { rule: 'hasAndroidDownload', role: 'member', settings: APP_URLS, item: 'androidApp', visible: true },
  { rule: 'hasAndroidDownload', role: 'member', settings: { ...APP_URLS, downloadUrl: null }, item: 'androidApp', visible: false },
  { rule: 'hasAndroidDownload', role: 'member', settings: { ...APP_URLS, downloadUrl: ' ' }, item: 'androidApp', visible: false },
  { rule: 'hasAndroidDownload', role: 'member', settings: null, item: 'androidApp', visible: false },
  { rule: 'hasIosDownload', role: 'agent', settings: APP_URLS, item: 'iosApp', visible: true },
  { rule: 'hasIosDownload', role: 'agent', settings: { ...APP_URLS, iosDownloadUrl: null }, item: 'iosApp', visible: false },
  { rule: 'hasIosDownload', role: 'agent', settings: null, item: 'iosApp', visible: false },

  // Entries every role sees (decision unrestrictedEntries); shown even to a bare member.
  ...(
    [
      'profile',
      'mobile',
      'changePassword',
      'installationGuide',
      'betSummary',
      'helpOnBets',
      'viewTickets',
      'searchTickets',
      'historyTickets',
      'smsView',
      'payOut',
      'announcements',
      'logout',
    ] as const
  ).map((item): Row => ({ rule: 'unrestrictedEntries', role: 'member', item, visible: true })),
];

/** Rules whose entries are never hidden, so they have no hiding row. */
const ALWAYS_SHOWN = new Set(['unrestrictedEntries']);

function visibleIds(row: Row): ItemId[] {
  const profile = profileFor(row.role, row.with);
  const menu = visibleMenu(profile, row.location ?? 'SG', row.shell ?? 'desktop', NOW, row.settings ?? null);
  return menu.flatMap((tab) => tab.items.map((item) => item.id));
}

describe('menu visibility rules (spec 02 §6)', () => {
  it.each(ROWS.map((row) => ({ ...row, name: describeRow(row) })))('$name', (row) => {
    expect(visibleIds(row).includes(row.item)).toBe(row.visible);
  });

  it('has, for every rule, a row that shows an item and one that hides it', () => {
    const rules = new Set(ROWS.map((row) => row.rule));
    const incomplete = [...rules].filter(
      (rule) =>
        !ALWAYS_SHOWN.has(rule) &&
        !(ROWS.some((row) => row.rule === rule && row.visible) && ROWS.some((row) => row.rule === rule && !row.visible)),
    );
    expect(incomplete).toEqual([]);
  });
});

function describeRow(row: Row): string {
  const overrides = row.with ? ` ${JSON.stringify(row.with)}` : '';
  const settings = row.settings === undefined ? '' : ` settings ${JSON.stringify(row.settings)}`;
  const where = `${row.location ?? 'SG'} ${row.shell ?? 'desktop'}`;
  return `${row.rule}: ${row.item} ${row.visible ? 'shown' : 'hidden'} for ${row.role}${overrides}${settings} in ${where}`;
}
