import type { MessageDescriptor } from '@lingui/core';
import { MENU_DEFINITION } from '../../menu/menuDefinition.ts';
import { menuPath } from '../../menu/destinations.ts';
import type { LocationId, Shell } from '../../menu/types.ts';

export interface PlaceholderDestination {
  path: string;
  title: MessageDescriptor;
}

// Every variant of a destination's path: TT and non-TT paths ({tt} reports, outSetting2,
// add-simple), desktop and mobile (add-20).
const LOCATIONS: readonly LocationId[] = ['SG', 'TT'];
const SHELLS: readonly Shell[] = ['desktop', 'mobile'];

/**
 * Every path a menu link can lead to (src/menu/destinations.ts) that no area has built, with the
 * title of its menu entry (the first entry, where two share a path, e.g. Bets In and Bets Out).
 */
export function placeholderDestinations(builtPaths: ReadonlySet<string>): PlaceholderDestination[] {
  const byPath = new Map<string, MessageDescriptor>();
  for (const tab of MENU_DEFINITION) {
    for (const item of tab.items) {
      if (item.kind !== 'route') continue;
      for (const location of LOCATIONS) {
        for (const shell of SHELLS) {
          const path = menuPath(item.id, location, shell);
          if (!byPath.has(path) && !builtPaths.has(path)) byPath.set(path, item.label);
        }
      }
    }
  }
  return [...byPath].map(([path, title]) => ({ path, title }));
}
