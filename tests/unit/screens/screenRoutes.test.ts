import { describe, expect, it } from 'vitest';
import { menuItemsAt, mayOpenPath } from '../../../src/menu/routeAccess.ts';
import { visibleMenu } from '../../../src/menu/visibleMenu.ts';
import type { LocationId, MenuContext, Shell } from '../../../src/menu/types.ts';
import { screenPages } from '../../../src/screens/pages.ts';
import { SCREENS } from '../../../src/screens/screenList.ts';
import { screenPaths } from '../../../src/screens/screenQuery.ts';
import { FULL_ADMIN, profileFor } from '../menu/fixtures.ts';

/** Who may ask: each role with nothing granted and with everything, the full admin; at SG, MG and TT, desktop and mobile. */
const CONTEXTS: MenuContext[] = [
  profileFor('member'),
  profileFor('agent'),
  profileFor('agent', { Granted: '*' }),
  profileFor('admin'),
  FULL_ADMIN,
].flatMap((profile) =>
  (['SG', 'MG', 'TT'] as LocationId[]).flatMap((location) =>
    (['desktop', 'mobile'] as Shell[]).map((shell) => ({ profile, location, shell, mobileAppData: null })),
  ),
);

/** Whether the menu shows `context` the entry `id`. */
const menuShows = (context: MenuContext, id: string) =>
  visibleMenu(context.profile, context.location, context.shell, 0)
    .flatMap((tab) => tab.items)
    .some((item) => item.id === id);

describe('a declaration cannot drift from the menu: every declared route is its menu entry, guarded by its rule', () => {
  const routes = SCREENS.flatMap((screen) => screenPaths(screen).map((path) => ({ screen, path, name: `${screen.id} ${path}` })));

  it('finds every declaration file', () => {
    expect(SCREENS.map((screen) => screen.id)).toEqual(expect.arrayContaining(['betSummary', 'drawResult', 'historyTickets', 'searchTickets', 'viewTickets']));
  });

  it('routes exactly the paths of the screens’ menu entries', () => {
    // Screens sharing a path (Bets In and Bets Out, told apart by Choice) share its one route.
    expect(screenPages.map((page) => page.path).sort()).toEqual([...new Set(routes.map((route) => route.path))].sort());
  });

  it.each(routes)('$name is led to by its own menu entry (or guarded by it) and opens for exactly those the menu shows it to', ({ screen, path }) => {
    // A screen at its own path (a downline's statement) is off the menu, guarded by its entry's rule.
    const guard = screen.path ? screen.menuItem : undefined;
    if (screen.path) expect(screenPages.find((page) => page.path === path)?.guard).toBe(screen.menuItem);
    else expect(menuItemsAt(path)).toContain(screen.menuItem);
    for (const context of CONTEXTS) {
      expect(mayOpenPath(path, context, guard), `${context.profile.Role} ${JSON.stringify(context.profile.Granted)} at ${context.location} ${context.shell}`).toBe(
        menuShows(context, screen.menuItem),
      );
    }
  });
});
