import type { Profile } from '../../contract/profile.ts';
import type { PermissionAttribute } from '../../contract/permissionAttributes.ts';
import { hasPermission } from '../menu/permissions.ts';
import type { ScreenView } from './declaration.ts';

/**
 * The attribute a view requires (spec 02 §6): the one its call declares (`attribute` on the
 * endpoint, which the server enforces), or its own VW when it sets `grantRequired`; null for none.
 * So the client refuses exactly what the server would, and needs no list of its own.
 */
export function requiredAttribute(view: ScreenView<unknown>): PermissionAttribute | null {
  if (view.grantRequired) return view.vw;
  return Object.values(view.endpoints).find((endpoint) => endpoint?.attribute)?.attribute ?? null;
}

/**
 * Whether a user may open a view: any view that requires no attribute, else only a user granted it
 * (Granted '*' holds every one). Without a profile (not signed in, a test of the bare page) a view
 * that requires one is closed.
 */
export function mayOpenView(view: ScreenView<unknown>, profile: Profile | null): boolean {
  const attribute = requiredAttribute(view);
  if (attribute === null) return true;
  return profile !== null && hasPermission(profile, attribute);
}
