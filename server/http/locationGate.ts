/**
 * Location data stays in its location (issue 14 finding 10): every data call (`4d/…`, `tt/…`) is
 * checked once here, at the edge, against the caller's locations as stored (user_locations, read
 * with the session). The prefix must agree with the LocId (`4d/` serves SG and MG, `tt/` serves TT),
 * and the caller must work at that location.
 */
import type { Game } from '../../contract/endpoint.ts';
import { locationOf } from '../betting/location.ts';

export type LocationRefusal = { status: 400 | 403; message: string };

const GAME_LOCATIONS: Record<Game, readonly string[]> = { '4d': ['SG', 'MG'], tt: ['TT'] };

/**
 * Why the caller may not make this data call, or null when it may. `locId` is the LocId the call
 * names (query or body); a call that names none (a file by its id) needs the caller to work at one
 * of the prefix's locations at least, and the route checks the record's own location.
 */
export function locationRefusal(game: Game, locId: string | undefined, callerLocations: readonly string[]): LocationRefusal | null {
  if (locId === undefined) {
    return GAME_LOCATIONS[game].some((location) => callerLocations.includes(location))
      ? null
      : { status: 403, message: `You do not work at ${GAME_LOCATIONS[game].join(' or ')}.` };
  }
  const place = locationOf(game, locId);
  if (!place.ok) return { status: 400, message: place.message };
  return callerLocations.includes(place.location) ? null : { status: 403, message: `You do not work at ${place.location}.` };
}

/**
 * The locations whose records a data call under `game` may touch for this caller: the prefix's
 * locations the caller works at. For calls that address a record by id (a file), whose location the
 * edge cannot see.
 */
export const locationsServed = (game: Game, callerLocations: readonly string[]) =>
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
