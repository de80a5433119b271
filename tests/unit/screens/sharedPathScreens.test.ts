import { describe, expect, it } from 'vitest';
import { menuHref } from '../../../src/menu/destinations.ts';
import { screenAt, screenPages } from '../../../src/screens/pages.ts';
import { SCREENS } from '../../../src/screens/screenList.ts';
import { screenPaths } from '../../../src/screens/screenQuery.ts';

/** The screens at one path, in the list's order (as the route holds them). */
const screensAt = (path: string) => SCREENS.filter((screen) => screenPaths(screen).includes(path)) as [(typeof SCREENS)[number], ...(typeof SCREENS)[number][]];
const searchOf = (href: string) => href.split('?')[1] ?? '';

describe('screens sharing a path are told apart by the URL (shownWhen)', () => {
  it('shows Bets In at the Bets In link (Choice=1) and Bets Out at the Bets Out link (Choice=2), one route for both', () => {
    const shared = screensAt('/outset/betsIn');
    expect(shared.map((screen) => screen.id).sort()).toEqual(['betsIn', 'betsOut']);
    expect(screenPages.filter((page) => page.path === '/outset/betsIn')).toHaveLength(1);
    const at = (id: 'betsIn' | 'betsOut') => screenAt(shared, searchOf(menuHref(id, { location: 'SG', shell: 'desktop', now: 1 }))).id;
    expect(at('betsIn')).toBe('betsIn');
    expect(at('betsOut')).toBe('betsOut');
    // Filters keep the Choice (withChanges keeps parameters it does not change); without one, the first screen.
    expect(screenAt(shared, 'Choice=2&DrawId=7&UserId=agent1').id).toBe('betsOut');
    expect(screenAt(shared, 'DrawId=7').id).toBe(shared[0].id);
  });
});
