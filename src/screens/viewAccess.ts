import type { Profile } from '../../contract/profile.ts';
import type { PermissionAttribute } from '../../contract/permissionAttributes.ts';
import { GAMES, type Game } from '../../contract/endpoint.ts';
import { hasPermission } from '../menu/permissions.ts';
import type { ScreenView } from './declaration.ts';

/**
 * The attribute a view requires (spec 02 §6): the one its call declares (`attribute` on the
 * endpoint, which the server enforces), or its own VW when it sets `grantRequired`; null for none.
 * So the client refuses exactly what the server would, and needs no list of its own. At a game (the
 * location's prefix) it is the attribute of the call made there: a report's 4D and TT calls may
 * declare different ones (RPTGRP at 4d/, RPTGRP2 at tt/); without a game, the first declared.
 */
export function requiredAttribute(view: ScreenView<unknown>, game?: Game): PermissionAttribute | null {
  if (view.grantRequired) return view.vw;
  if (game && view.endpoints[game]) return view.endpoints[game].attribute ?? null;
  return Object.values(view.endpoints).find((endpoint) => endpoint?.attribute)?.attribute ?? null;
}

/** Every attribute a view requires at some game (a menu entry opens for a holder of any). */
export const requiredAttributes = (view: ScreenView<unknown>): PermissionAttribute[] =>
  [...new Set(GAMES.map((game) => requiredAttribute(view, game)).filter((attribute) => attribute !== null))];

/**
 * Whether a user may open a view: any view that requires no attribute, else only a user granted it
 * (Granted '*' holds every one). Without a profile (not signed in, a test of the bare page) a view
 * that requires one is closed.
 */
export function mayOpenView(view: ScreenView<unknown>, profile: Profile | null, game?: Game): boolean {
  const attribute = requiredAttribute(view, game);
  if (attribute === null) return true;
  return profile !== null && hasPermission(profile, attribute);
}
