import { menuPath } from './destinations.ts';
import { MENU_DEFINITION } from './menuDefinition.ts';
import type { LocationId, MenuContext, RouteItemId, Shell } from './types.ts';
import type { MenuRule } from '../../machines/menuGuard.machine.ts';

/**
 * The rule that hides a menu entry also refuses its route (issue 13): a page a menu entry leads to
 * opens only for someone the menu would show that entry to, whoever typed or pasted the URL. Pages
 * no menu entry leads to (home, the guides) are for every signed-in user. The server refuses the
 * data as well, on its own reading of the database.
 */

// Every path a menu entry can lead to: TT and other locations, desktop and mobile.
const LOCATIONS: readonly LocationId[] = ['SG', 'TT'];
const SHELLS: readonly Shell[] = ['desktop', 'mobile'];

interface Guard {
  id: RouteItemId;
  rules: readonly ((context: MenuContext) => boolean)[];
}

function guardsByPath(): Map<string, Guard[]> {
  const byPath = new Map<string, Guard[]>();
  for (const tab of MENU_DEFINITION) {
    for (const item of tab.items) {
      if (item.kind !== 'route') continue;
      const guard = { id: item.id, rules: [...tab.rules, ...item.rules] };
      for (const path of menuPaths(item.id)) byPath.set(path, [...(byPath.get(path) ?? []), guard]);
    }
  }
  return byPath;
}

/** The path of a menu entry at a location (its TT variant at TT), without its query. */
export const menuPathAt = (id: RouteItemId, location: LocationId, shell: Shell = 'desktop') => menuPath(id, location, shell);

/** Every path a menu entry leads to (TT and elsewhere, desktop and mobile): the routes of a page declared by that entry. */
export function menuPaths(id: RouteItemId): string[] {
  return [...new Set(LOCATIONS.flatMap((location) => SHELLS.map((shell) => menuPathAt(id, location, shell))))];
}

let guards: Map<string, Guard[]> | null = null;

/** The menu entries that lead to `path` (several may: Mobile and Downline Mobile). */
export function menuItemsAt(path: string): RouteItemId[] {
  guards ??= guardsByPath();
  return (guards.get(path) ?? []).map((guard) => guard.id);
}

/**
 * Whether the signed-in user may open `path`: some menu entry leading there is shown to them, or none
 * leads there. `guard` names the entry whose rule guards a page off the menu's paths (a form a row
 * action opens); it must be shown to them as well.
 */
export function mayOpenPath(path: string, context: MenuContext, guard?: RouteItemId): boolean {
  guards ??= guardsByPath();
  const shown = (candidate: Guard) => candidate.rules.every((rule) => rule(context));
  if (guard !== undefined) {
    const entry = [...guards.values()].flat().find((candidate) => candidate.id === guard);
    if (!entry || !shown(entry)) return false;
  }
  const leading = guards.get(path);
  return !leading || leading.some(shown);
}

/**
 * The same rule as the menu guard chart reads it (machines/menuGuard.machine.ts): a page as its
 * route declares it, for a viewer. A page's `guard` is a menu entry's id; an id no entry has refuses.
 */
export const menuRuleAllows: MenuRule = (page, { profile, location, shell }) =>
  mayOpenPath(page.path, { profile, location, shell, mobileAppData: null }, page.guard as RouteItemId | undefined);
