import type { AnyEventObject } from 'xstate';
import type { MenuGuardContext } from '../../machines/menuGuard.machine.ts';
import { menuRuleAllows } from '../../src/menu/routeAccess.ts';
import { adminProfile } from '../support/fixtures/session.ts';

/**
 * Two pages of the signed-in area for admin: Home, which no menu entry leads to (open to every
 * signed-in user), and Limit Setting, whose entry the menu shows at TT only (`ttOnly`).
 */
export const HOME = '/admin/home';
export const LIMIT_SETTING = '/control/limitSetting';

/** What the guards read: the page, its location, the frame, and whether the profile and the rule are there. */
export const projectContext = ({ page, locId, shell, profile, rule }: MenuGuardContext) => ({
  page: page?.path ?? null,
  locId,
  shell,
  signedIn: profile !== null,
  ruleLoaded: rule !== null,
});

const other = (locId: string) => (locId === 'SG' ? 'TT' : 'SG');

/**
 * The menu guard's events, as a user causes them: signing in (the session's profile), opening one of
 * the two pages or leaving the signed-in area, the same page at the other location (SG or TT), the
 * window narrowed to the mobile frame or widened back, and the menu's rule arriving with the first
 * page. Pages open only once signed in; while the rule loads the page is blank and nothing else is offered.
 */
export function events(snapshot: { context: MenuGuardContext; value: unknown }): AnyEventObject[] {
  const { page, profile, locId, shell } = snapshot.context;
  if (snapshot.value === 'loadingRule') return [{ type: 'xstate.done.actor.loadMenuRule', output: menuRuleAllows }];
  if (!profile) return [{ type: 'PROFILE_UPDATED', profile: adminProfile }];
  const pages = [HOME, LIMIT_SETTING].filter((path) => path !== page?.path).map((path) => ({ type: 'MENU_PAGE_SHOWN', path }));
  const onPage = page
    ? [
        { type: 'MENU_PAGE_LEFT', path: page.path },
        { type: 'URL_CHANGED', path: page.path, search: `LocId=${other(locId)}`, locId: other(locId) },
      ]
    : [];
  return [...pages, ...onPage, { type: 'SHELL_CHANGED', shell: shell === 'desktop' ? 'mobile' : 'desktop' }];
}
