import type { Profile } from '../../contract/profile.ts';
import { hasPermission } from '../menu/permissions.ts';
import type { ScreenView } from './declaration.ts';

/**
 * Whether a user may open a view: any view that does not require its grant, else only a user
 * granted its attribute (Granted '*' holds every one). Without a profile (not signed in, a test of
 * the bare page) a view that requires a grant is closed.
 */
export function mayOpenView(view: ScreenView<unknown>, profile: Profile | null): boolean {
  if (!view.grantRequired) return true;
  return profile !== null && hasPermission(profile, view.vw);
}
