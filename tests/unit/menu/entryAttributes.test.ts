import { describe, expect, it } from 'vitest';
import { PERMISSION_ATTRIBUTES } from '../../../contract/permissionAttributes.ts';
import { DESTINATIONS } from '../../../src/menu/destinations.ts';
import { entryAttributes } from '../../../src/menu/entryAttributes.ts';
import type { RouteItemId } from '../../../src/menu/types.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import { SCREENS } from '../../../src/screens/screenList.ts';
import { requiredAttributes } from '../../../src/screens/viewAccess.ts';
import { NOW, profileFor } from './fixtures.ts';

const allBut = (...revoked: string[]) => PERMISSION_ATTRIBUTES.filter((name) => !revoked.includes(name));
const shownIds = (profile: ReturnType<typeof profileFor>) =>
  visibleMenu(profile, 'SG', 'desktop', NOW).flatMap((tab) => tab.items.map((item) => item.id));

describe('a menu entry needs the attribute its page is served with (spec 02 §6)', () => {
  it("names, for every entry, exactly the attributes the views' calls of the screens it guards declare", () => {
    // An entry guards its own page and the pages declared off the menu under it (`path`).
    const byEntry = new Map<RouteItemId, Set<string>>();
    for (const screen of SCREENS) {
      const required = screen.views.flatMap(requiredAttributes);
      byEntry.set(screen.menuItem, new Set([...(byEntry.get(screen.menuItem) ?? []), ...required]));
      for (const attribute of required) expect(entryAttributes(screen.menuItem), screen.id).toContain(attribute);
    }
    for (const [entry, required] of byEntry) expect(new Set(entryAttributes(entry)), entry).toEqual(required);
  });

  it('needs the VW of every link that carries one', () => {
    for (const [id, destination] of Object.entries(DESTINATIONS)) {
      if (destination.vw) expect(entryAttributes(id as RouteItemId), id).toContain(destination.vw);
    }
  });

  it.each([
    ['agents', 'AG', { EnableCreateAgent: true }],
    ['players', 'MEM', { EnableCreateDownline: true }],
    ['payments', 'PAYMENT', { EnableCreateDownline: true }],
    ['paymentHistory', 'PAYMENTHIST', { EnableCreateDownline: true }],
    ['placeBets', 'PLACEBET', {}],
    ['searchTickets', 'TICKETSEARCH', {}],
    ['viewTickets', 'TICKET', {}],
    ['historyTickets', 'TICKETHIST', {}],
    ['betUpload', 'BETUPLOAD', {}],
    ['drawResultReport', 'RPTRESULT', {}],
  ] as const)('shows %s to an agent holding %s and hides it once revoked', (id, attribute, flags) => {
    expect(shownIds(profileFor('agent', { ...flags, Granted: allBut() }))).toContain(id);
    expect(shownIds(profileFor('agent', { ...flags, Granted: allBut(attribute) }))).not.toContain(id);
  });

  it('keeps Bet Summary while one of its views is held', () => {
    const its = entryAttributes('betSummary');
    expect(shownIds(profileFor('member', { Granted: allBut('BETSUMMARY', 'RPTSUM') }))).toContain('betSummary');
    expect(shownIds(profileFor('member', { Granted: allBut(...its.filter((name) => name !== 'BETVIEWBYDATE')) }))).toContain('betSummary');
    expect(shownIds(profileFor('member', { Granted: allBut(...its) }))).not.toContain('betSummary');
  });
});
