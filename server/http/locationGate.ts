/**
 * Location data stays in its location (issue 14 finding 10, issue 19 defect 3): every data call
 * (`4d/…`, `tt/…`) has its location resolved once here, at the edge, against the caller's locations
 * as stored (user_locations, read with the session), and the handler is given that location. The
 * prefix must agree with the LocId (`4d/` serves SG and MG, `tt/` serves TT), and the caller must
 * work at the location, whether the call named it or fell back to a default.
 */
import type { Game } from '../../contract/endpoint.ts';
import type { Location } from '../../domain/bets/index.ts';
import { GAME_LOCATIONS, locationOf } from '../betting/location.ts';

export type LocationRefusal = { status: 400 | 403; message: string };
export type ResolvedLocation = { ok: true; location: Location } | ({ ok: false } & LocationRefusal);

/**
 * The location of a data call for this caller. `locId` is the LocId the call names (query or body):
 * it must be served under the prefix (400) and be one the caller works at (403). A call that names
 * none is for the prefix's default location (SG under 4d/, spec 02 §9) when the caller works there,
 * else for the first of the prefix's locations it works at (an MG-only user's 4d/ call is MG's, as the
 * client picks the first available location, spec 02 §2.5); a caller who works at none is refused.
 * Never a location the caller does not work at: a call without LocId once read SG's results for an
 * MG-only user.
 */
export function resolveLocation(game: Game, locId: string | undefined, callerLocations: readonly string[]): ResolvedLocation {
  if (locId === undefined) {
    const [location] = served(game, callerLocations);
    if (location) return { ok: true, location };
    return { ok: false, status: 403, message: `You do not work at ${GAME_LOCATIONS[game].join(' or ')}.` };
  }
  const place = locationOf(game, locId);
  if (!place.ok) return { ok: false, status: 400, message: place.message };
  if (!callerLocations.includes(place.location)) return { ok: false, status: 403, message: `You do not work at ${place.location}.` };
  return { ok: true, location: place.location };
}

/**
 * The locations whose records a data call under `game` may touch for this caller: the prefix's
 * locations the caller works at, the default first. For calls that address a record by id (a file,
 * a draw), whose location the edge cannot see.
 */
export const locationsServed = (game: Game, callerLocations: readonly string[]): string[] => served(game, callerLocations);

const served = (game: Game, callerLocations: readonly string[]): Location[] =>
  GAME_LOCATIONS[game].filter((location) => callerLocations.includes(location));

/** The LocId a validated request names: in its body (POST, PUT) or its query (GET); undefined when none. */
export function namedLocId(...parts: unknown[]): string | undefined {
  for (const part of parts) {
    if (typeof part !== 'object' || part === null || !('LocId' in part)) continue;
    const { LocId } = part;
    if (typeof LocId === 'string' && LocId !== '') return LocId;
  }
  return undefined;
}
