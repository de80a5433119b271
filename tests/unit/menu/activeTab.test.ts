import { describe, expect, it } from 'vitest';
import { activeTabFor } from '../../../src/menu/activeTab.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import type { TabId } from '../../../src/menu/types.ts';
import { FULL_ADMIN, NOW } from './fixtures.ts';

describe('activeTabFor (spec 02 §2.2)', () => {
  it.each<[string, TabId | null]>([
    ['/admin/agents', 'administration'],
    ['/admin/profile', 'administration'],
    ['/admin', 'administration'],
    ['/admin/homework', 'administration'],
    ['/admin/home', 'bets'],
    ['/admin/home?LocId=SG', 'bets'],
    ['/bet/placeBets/add', 'bets'],
    ['/bet/betSummary', 'bets'],
    ['/tickets/history', 'bets'],
    ['/report/full', 'report'],
    ['/report/tt/group', 'report'],
    ['/control/drawSetting', 'control'],
    ['/outset/outSetting3/setting6', 'outset'],
    ['/utilities/auditLog', 'utilities'],
    ['/sms/smsGateway', 'smsGateway'],
    ['/sms/smsGateway/12', 'smsGateway'],
    ['/sms/smsGatewayLog', 'sms'],
    ['/sms/smsView', 'sms'],
    ['/sms/smsAgent#top', 'sms'],
    ['/payOut', 'options'],
    ['/announcement', 'options'],
    ['/', null],
    ['', null],
    ['/login', null],
    ['/terms', null],
    ['/404', null],
    ['/administrator', null],
    ['/betting', null],
    ['/reports', null],
    ['/announcements', null],
    ['/embed/report/full', null],
  ])('%s -> %s', (pathname, tab) => {
    expect(activeTabFor(pathname)).toBe(tab);
  });

  it('highlights the tab a menu link belongs to, for every link', () => {
    for (const location of ['SG', 'TT']) {
      for (const tab of visibleMenu(FULL_ADMIN, location, 'desktop', NOW)) {
        for (const item of tab.items) {
          if (item.kind === 'route') expect(activeTabFor(new URL(item.href, 'http://x').pathname), item.id).toBe(tab.id);
        }
      }
    }
  });
});
