/**
 * Which locations a game prefix serves: data calls live under 4d/ (SG, MG) or tt/ (TT). The location
 * of a call is resolved once, at the edge (server/http/locationGate.ts resolveLocation), and handed
 * to the handler; this only checks a named LocId against its prefix.
 */
import type { Location } from '../../domain/bets/index.ts';

import type { Game } from '../../contract/endpoint.ts';

export type { Game };

/** The locations each prefix serves, its default first (SG, spec 02 §9). */
export const GAME_LOCATIONS: Record<Game, readonly Location[]> = { '4d': ['SG', 'MG'], tt: ['TT'] };

export type LocationAnswer = { ok: true; location: Location } | { ok: false; message: string };

/** `locId` when the prefix serves it, else why not. */
export function locationOf(game: Game, locId: string): LocationAnswer {
  const allowed = GAME_LOCATIONS[game];
  const location = allowed.find((served) => served === locId);
  if (location) return { ok: true, location };
  return { ok: false, message: `LocId ${locId} is not served under ${game}/: use ${allowed.join(' or ')}.` };
}
