import { downloadHref, menuHref } from './destinations.ts';
import { MENU_DEFINITION, type ItemDefinition } from './menuDefinition.ts';
import type { Profile } from '../../contract/profile.ts';
import type { LocationId, MenuContext, MenuItem, MenuRule, MenuTab, MobileAppData, Shell } from './types.ts';

/**
 * The tabs and items `profile` sees in `location` on `shell`, in the spec's order; tabs left empty
 * are dropped. `now` fills the reload stamp `rand` of every link. `mobileAppData` (from GET settings)
 * adds the Android and iOS download links to Administration when it gives their URLs.
 */
export function visibleMenu(
  profile: Profile,
  location: LocationId,
  shell: Shell,
  now: number = Date.now(),
  mobileAppData: MobileAppData | null = null,
): MenuTab[] {
  const context: MenuContext = { profile, location, shell, mobileAppData };
  const allPass = (rules: readonly MenuRule[]) => rules.every((rule) => rule(context));

  const toItem = (item: ItemDefinition): MenuItem | null => {
    switch (item.kind) {
      case 'route':
        return { kind: 'route', id: item.id, label: item.label, href: menuHref(item.id, { location, shell, now }) };
      case 'download': {
        const href = downloadHref(item.id, mobileAppData);
        return href === null ? null : { kind: 'download', id: item.id, label: item.label, href };
      }
      case 'action':
        return { kind: 'action', id: item.id, label: item.label };
    }
  };

  return MENU_DEFINITION.filter((tab) => allPass(tab.rules))
    .map((tab) => ({
      id: tab.id,
      label: tab.label,
      items: tab.items
        .filter((item) => allPass(item.rules))
        .map(toItem)
        .filter((item): item is MenuItem => item !== null),
    }))
    .filter((tab) => tab.items.length > 0);
}
