import { isMgLocation } from './location.ts';
import { isAdmin, isAdminOrAgent } from './permissions.ts';
import { canEditFixedSetting } from './rules.ts';
import type { ItemId, MenuRule } from './types.ts';

// Choices the spec leaves open (spec 02 §2.2, §2.4, §6: "special-cased", "exist; not shown").
// Each is named once here; MENU_DECISIONS documents them, and tests/unit/menu checks the table
// against the menu definition, so the table cannot drift from what the code does.

/** adminOnlyEntries: system-wide tools that act on every user. */
export const adminOnlyEntry: MenuRule = ({ profile }) => isAdmin(profile);

/** agentOrAdminEntries: back-office pages behind the spec's agent-or-admin route guard (§2.1). */
export const agentOrAdminEntry: MenuRule = ({ profile }) => isAdminOrAgent(profile);

/** mgSpecialCase: in MG, a profile with useMgStrikeReport gets the old-mode strike report. */
export const mgOldStrikeReport: MenuRule = ({ profile, location }) =>
  isMgLocation(location) && profile.useMgStrikeReport;

/** mgSpecialCase, other side: the usual strike report whenever the old one is not shown. */
export const standardStrikeReport: MenuRule = (context) => !mgOldStrikeReport(context);

export interface MenuDecision {
  name: string;
  /** What the spec says, and what it leaves open. */
  spec: string;
  decision: string;
  /** The rule that carries the decision, when it is a visibility rule. */
  rule?: MenuRule;
  /** Items the decision applies to; with `rule`, each uses it (and a decision-only rule is used by no other item). */
  items: readonly ItemId[];
}

export const MENU_DECISIONS: readonly MenuDecision[] = [
  {
    name: 'mgSpecialCase',
    spec: '§2.4: MG is special-cased in the menu, what changes is not shown; §3 lists useMgStrikeReport; §2.2 lists /report/strike2 (old report mode).',
    decision: 'In MG with useMgStrikeReport, Strike Report (Old) /report/strike2 replaces Strike Report; elsewhere /report/strike2 is not in the menu.',
    rule: mgOldStrikeReport,
    items: ['strikeReportOld'],
  },
  {
    name: 'mgSpecialCaseStandard',
    spec: 'The other side of mgSpecialCase.',
    decision: 'Strike Report /report/{tt}strike shows whenever the old one does not.',
    rule: standardStrikeReport,
    items: ['strikeReport'],
  },
  {
    name: 'ttOnlyBetEntries',
    spec: '§2.2: TT-only Bets entries exist; their paths are not shown.',
    decision: 'None added (no path to link to). TT differs in Bets only by Place Bets -> add-simple.',
    items: [],
  },
  {
    name: 'drawResultForEveryone',
    spec: '§2.2 lists /report/tt/drawResult; issue 15 names /report/{tt}drawResult and says members can read it.',
    decision: 'Draw Result is a report entry of every location (/report/drawResult, /report/tt/drawResult at TT) for every role, on both shells: the Report tab rule seesReports is on each other entry instead of the tab.',
    items: ['drawResultReport'],
  },
  {
    name: 'placeBetsTtOverMobile',
    spec: '§2.2: add-20 on mobile, add-simple in TT; the TT + mobile case is not stated.',
    decision: 'TT wins: TT on the mobile shell goes to add-simple (TT has its own TOTO bet forms).',
    items: ['placeBets'],
  },
  {
    name: 'adminOnlyEntries',
    spec: '§6: other admin-only entries exist; their rules are not shown.',
    decision: 'Admin only: Control Announcement, Credit Recal, Clear Cache, Audit Log, SMS Agent, Send Result, Send Strike (they act on every user).',
    rule: adminOnlyEntry,
    items: ['announcementSetting', 'creditRecal', 'clearCache', 'auditLog', 'smsAgent', 'sendResult', 'sendStrike'],
  },
  {
    name: 'memberOnlyEntries',
    spec: '§6: other member-only entries exist; their rules are not shown.',
    decision: 'None: no §2.2 destination is member-specific, so no entry is hidden from admins and agents.',
    items: [],
  },
  {
    name: 'agentOrAdminEntries',
    spec: '§1: agents and admins manage downlines, limits, pay rates, shares, SMS subscriptions and run utilities; §2.1 has an agent-or-admin guard. §6 gives these entries no rule.',
    decision: 'Admin or agent (never members): Downline Mobile, Out Bets, Limit Setting (with TT), Sub Share, Pay Rate, Backup ARA, SMS Subscribe, SMS Report.',
    rule: agentOrAdminEntry,
    items: ['downlineMobile', 'outBets', 'limitSetting', 'subShare', 'payRate', 'backupAra', 'smsSubscribe', 'smsReport'],
  },
  {
    name: 'downlineMobileLink',
    spec: '§2.2: /admin/mobile, "admin and agent get an extra link"; the extra link is not shown.',
    decision: 'Extra entry Downline Mobile -> /admin/mobile?LocId=..&Downline=1 (the page edits a downline number, cf. PUT mobile2).',
    items: ['downlineMobile'],
  },
  {
    name: 'fixedProcessPermission',
    spec: '§6 names no rule for Fixed Process; its calls belong to the fixed-settings group (§7.11).',
    decision: 'Fixed Process needs FixedSetting, like Fixed Setting.',
    rule: canEditFixedSetting,
    items: ['fixedProcess'],
  },
  {
    name: 'ttVariantPaths',
    spec: '§6: Backup ARA, Payrate and Out Setting have TT variants; §2.2 gives a TT path only for Out Setting (outSetting2).',
    decision: 'Backup ARA and Pay Rate keep their path in TT (the page reads LocId=TT and calls the tt/ API); Out Setting goes to /outset/outSetting2 in TT.',
    items: ['backupAra', 'payRate', 'outSetting'],
  },
  {
    name: 'appDownloadLinks',
    spec: '§2.2: Android and iOS links only when the settings give the URLs; all menu links carry LocId.',
    decision: 'visibleMenu takes optional mobileAppData (GET settings); the links end the Administration tab, kind "download", the URL used verbatim (a file, not an app route, so no LocId).',
    items: ['androidApp', 'iosApp'],
  },
  {
    name: 'mobileReportsForEveryone',
    spec: '§6: the mobile shell also shows reports to members or anyone granted Report.',
    decision: 'Implemented as written; with the three roles every user sees the Report tab on mobile (Group Report, Draw Result and the strike entries keep their own rules).',
    items: [],
  },
  {
    name: 'unrestrictedEntries',
    spec: '§6 gives no rule for these entries.',
    decision: 'Shown to every role: Profile, Mobile, Change Password, Installation Guide, Bet Summary, Help On Bets, tickets, Full/Collection/Stake/Summary reports (within the Report rule), Out Setting 3 and the other OutSet entries (within OutSet), SMS View, Pay Out, Announcement, Logout.',
    items: [],
  },
  {
    name: 'logoutAction',
    spec: '§2.2 Options: Logout; §2.3: logout asks for confirmation.',
    decision: 'Logout is an action item (kind "action"); the view confirms and signs out.',
    items: ['logout'],
  },
];
