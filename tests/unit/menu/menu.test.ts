import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  MENU_DECISIONS,
  adminOnlyEntry,
  agentOrAdminEntry,
  mgOldStrikeReport,
  standardStrikeReport,
} from '../../../src/menu/decisions.ts';
import { MENU_DEFINITION } from '../../../src/menu/menuDefinition.ts';
import { hasPermission, isAdmin, isAdminOrAgent, isAgent, isMember } from '../../../src/menu/permissions.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import { TAB_IDS, type MenuTab } from '../../../src/menu/types.ts';
import { APP_URLS, FULL_ADMIN, NOW, profileFor } from './fixtures.ts';

const layout = (tabs: MenuTab[]) => Object.fromEntries(tabs.map((tab) => [tab.id, tab.items.map((item) => item.id)]));

describe('visibleMenu: tabs and their order', () => {
  it('shows everything a full admin may see in SG, in the spec order', () => {
    const menu = visibleMenu(FULL_ADMIN, 'SG', 'desktop', NOW, APP_URLS);
    expect(menu.map((tab) => tab.id)).toEqual([...TAB_IDS]);
    expect(layout(menu)).toEqual({
      administration: [
        'agents',
        'players',
        'payments',
        'paymentHistory',
        'profile',
        'mobile',
        'downlineMobile',
        'changePassword',
        'installationGuide',
        'androidApp',
        'iosApp',
      ],
      bets: [
        'placeBets',
        'betUpload',
        'fixedBets',
        'outBets',
        'betSummary',
        'helpOnBets',
        'viewTickets',
        'searchTickets',
        'historyTickets',
      ],
      report: ['fullReport', 'collectionReport', 'groupReport', 'stakeReport', 'strikeReport', 'drawResultReport', 'summaryReport'],
      control: [
        'announcementSetting',
        'drawSetting',
        'fixedSetting',
        'fixedProcess',
        'subShare',
        'shareClaim',
        'shareClaimSetting',
        'shareClaimCompany',
        'payRate',
        'permission',
      ],
      outset: ['outSetting', 'outSetting3', 'betsIn', 'betsOut', 'throwNumber', 'betSpecial'],
      utilities: ['backupAra', 'creditRecal', 'clearCache', 'superPassword', 'auditLog'],
      sms: ['smsAgent', 'smsSubscribe', 'sendResult', 'sendStrike', 'smsReport', 'smsView'],
      smsGateway: ['smsGateway'],
      options: ['payOut', 'announcements', 'logout'],
    });
  });

  it('gives TT its own entries and drops the SMS Gateway tab', () => {
    const menu = layout(visibleMenu(FULL_ADMIN, 'TT', 'desktop', NOW));
    expect(Object.keys(menu)).toEqual(TAB_IDS.filter((id) => id !== 'smsGateway'));
    expect(menu.report).toEqual([
      'fullReport',
      'collectionReport',
      'groupReport',
      'stakeReport',
      'strikeReport',
      'drawResultReport',
      'summaryReport',
    ]);
    expect(menu.control).toContain('limitSetting');
  });

  it('swaps the strike report in MG for a profile with useMgStrikeReport', () => {
    const menu = layout(visibleMenu({ ...FULL_ADMIN, useMgStrikeReport: true }, 'MG', 'desktop', NOW));
    expect(menu.report).toEqual([
      'fullReport',
      'collectionReport',
      'groupReport',
      'stakeReport',
      'strikeReportOld',
      'drawResultReport',
      'summaryReport',
    ]);
  });

  it('leaves empty tabs out: a bare member on the desktop (its Report tab holds only Draw Result)', () => {
    const menu = visibleMenu(profileFor('member'), 'SG', 'desktop', NOW);
    expect(menu.map((tab) => tab.id)).toEqual(['administration', 'bets', 'report', 'sms', 'options']);
    expect(layout(menu).report).toEqual(['drawResultReport']);
  });

  it('gives a bare member on the mobile shell the reports but not Place Bets', () => {
    const menu = layout(visibleMenu(profileFor('member'), 'SG', 'mobile', NOW));
    expect(Object.keys(menu)).toEqual(['administration', 'bets', 'report', 'sms', 'options']);
    expect(menu.bets).not.toContain('placeBets');
  });

  it('labels every tab and item with a translatable message', () => {
    for (const tab of visibleMenu(FULL_ADMIN, 'TT', 'desktop', NOW, APP_URLS)) {
      for (const { label } of [tab, ...tab.items]) {
        expect(label.id).toEqual(expect.any(String));
        expect(i18n._(label)).not.toBe('');
      }
    }
    const placeBets = visibleMenu(FULL_ADMIN, 'SG', 'desktop', NOW)[1]?.items[0];
    expect(placeBets && i18n._(placeBets.label)).toBe('Place Bets');
  });
});

describe('roles and permissions (spec 02 §6, the auth-service reading)', () => {
  it.each([
    ['ADMIN', true, false, false],
    ['AG', false, true, false],
    ['MEM', false, false, true],
  ] as const)('%s: admin %s, agent %s, member %s', (Role, admin, agent, member) => {
    const profile = { ...FULL_ADMIN, Role };
    expect([isAdmin(profile), isAgent(profile), isMember(profile)]).toEqual([admin, agent, member]);
    expect(isAdminOrAgent(profile)).toBe(admin || agent);
  });

  it('grants every permission with *, only the listed ones otherwise', () => {
    expect(hasPermission(profileFor('member', { Granted: '*' }), 'SuperPwd')).toBe(true);
    expect(hasPermission(profileFor('member', { Granted: '*' }), 'AnythingAtAll')).toBe(true);
    expect(hasPermission(profileFor('admin', { Granted: ['OutSet'] }), 'OutSet')).toBe(true);
    expect(hasPermission(profileFor('admin', { Granted: ['OutSet'] }), 'SuperPwd')).toBe(false);
    expect(hasPermission(profileFor('admin'), 'OutSet')).toBe(false);
  });
});

describe('the decisions table matches the menu definition', () => {
  const items = MENU_DEFINITION.flatMap((tab) => tab.items.map((item) => ({ ...item, rules: [...tab.rules, ...item.rules] })));
  const rulesOf = (id: string) => items.find((item) => item.id === id)?.rules;

  it.each(MENU_DECISIONS.map((decision) => [decision.name, decision] as const))('%s names real items using its rule', (_name, decision) => {
    for (const id of decision.items) {
      expect(rulesOf(id), id).toBeDefined();
      if (decision.rule) expect(rulesOf(id), id).toContain(decision.rule);
    }
  });

  it.each([adminOnlyEntry, agentOrAdminEntry, mgOldStrikeReport, standardStrikeReport].map((rule) => [rule.name, rule] as const))(
    'lists every item that uses the decision rule %s',
    (_name, rule) => {
      const using = items.filter((item) => item.rules.includes(rule)).map((item) => item.id);
      const listed = MENU_DECISIONS.filter((decision) => decision.rule === rule).flatMap((decision) => decision.items);
      expect(using.length).toBeGreaterThan(0);
      expect([...listed].sort()).toEqual(using.sort());
    },
  );
});
