import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { appMachine } from '../../../machines/app.machine.ts';
import { sessionMachine, type StoredSession } from '../../../machines/session.machine.ts';
import { MenuRouteGuard } from '../../../src/app/MenuRouteGuard.tsx';
import { RootActorProvider } from '../../../src/app/rootActor.tsx';
import { routeGuards } from '../../../src/app/routeGuards.ts';
import { locIdOfQuery } from '../../../src/app/currentLocation.ts';
import { i18n } from '../../../src/i18n/i18n.ts';
import type { Profile, RoleCode } from '../../../contract/profile.ts';
import { adminProfile, storedSession } from '../../support/fixtures/session.ts';
import { PERMISSION_ATTRIBUTES } from '../../../contract/permissionAttributes.ts';
import { entryAttributes } from '../../../src/menu/entryAttributes.ts';

/** A non-admin account as it is since migration 0019: every §6 attribute, no menu name. */
const ATTRIBUTES_ONLY = { Granted: [...PERMISSION_ATTRIBUTES] };
const without = (...revoked: string[]) => ({ Granted: PERMISSION_ATTRIBUTES.filter((name) => !revoked.includes(name)) });

async function renderAt(path: string, role: RoleCode, profile: Partial<Profile> = {}) {
  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<StoredSession | null>(async () => storedSession),
      loadProfile: fromPromise(async () => ({ ...adminProfile, Role: role, ...profile })),
      tabSync: fromCallback(() => () => {}),
    },
  });
  const root = createActor(appMachine.provide({ actors: { session, routeGuard: routeGuards } }), { input: { locale: 'en' } }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  // What App reports after each navigation: the menu guard chart reads the page's location from it.
  const [pathname, search = ''] = path.split('?');
  root.send({ type: 'URL_CHANGED', path: pathname!, search, locId: locIdOfQuery(search) ?? 'SG' });
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider i18n={i18n}>
      <RootActorProvider actor={root}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <MenuRouteGuard path={path.split('?')[0]!}>
            <p>the page</p>
          </MenuRouteGuard>
        </Router>
      </RootActorProvider>
    </I18nProvider>,
  );
}

/** The chart decides once the menu's rule has loaded (with the signed-in area's code): the refusal shows instead of the page. */
const refused = async () => (await screen.findByRole('alert')).textContent === 'Unauthorized Access' && screen.queryByText('the page') === null;

describe('MenuRouteGuard: the rule that hides a menu entry refuses its route', () => {
  it.each([
    ['/bet/outBets?LocId=SG', 'MEM'],
    ['/utilities/clearCache?LocId=SG', 'MEM'],
    ['/utilities/auditLog?LocId=SG', 'AG'],
    ['/report/full?LocId=SG', 'MEM'],
    ['/control/limitSetting?LocId=SG', 'ADMIN'],
  ] as const)('refuses %s to %s with Unauthorized Access', async (path, role) => {
    await renderAt(path, role, role === 'ADMIN' ? {} : ATTRIBUTES_ONLY);
    expect(await refused()).toBe(true);
  });

  it.each([
    ['/bet/outBets?LocId=SG', 'AG'],
    ['/tickets/search?LocId=SG', 'MEM'],
    ['/bet/betSummary?LocId=SG', 'MEM'],
    ['/utilities/auditLog?LocId=SG', 'ADMIN'],
    ['/report/tt/drawResult?LocId=TT', 'ADMIN'],
    // Draw Result is for members too (decision drawResultForEveryone), at every location.
    ['/report/drawResult?LocId=SG', 'MEM'],
    ['/report/tt/drawResult?LocId=TT', 'MEM'],
    // No menu entry leads to the guides: every signed-in user opens them.
    ['/sms/instructions?LocId=SG', 'MEM'],
  ] as const)('opens %s to %s', async (path, role) => {
    await renderAt(path, role, role === 'ADMIN' ? {} : ATTRIBUTES_ONLY);
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  // A revoked attribute (spec 02 §6) closes the page its calls need, as the server refuses them.
  it.each([
    ['/tickets/search?LocId=SG', 'MEM', 'TICKETSEARCH'],
    ['/tickets/page?LocId=SG', 'MEM', 'TICKET'],
    ['/bet/placeBets/add?LocId=SG', 'MEM', 'PLACEBET'],
    ['/report/drawResult?LocId=SG', 'MEM', 'RPTRESULT'],
  ] as const)('refuses %s to %s without %s', async (path, role, revoked) => {
    await renderAt(path, role, without(revoked));
    expect(await refused()).toBe(true);
  });

  it('refuses Bet Summary only when all three of its views are revoked', async () => {
    await renderAt('/bet/betSummary?LocId=SG', 'MEM', without('BETSUMMARY', 'RPTSUM'));
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('refuses Bet Summary without any of its views', async () => {
    await renderAt('/bet/betSummary?LocId=SG', 'MEM', without(...entryAttributes('betSummary')));
    expect(await refused()).toBe(true);
  });
});
