/**
 * Which location a bet or file call is for. Data calls live under 4d/ (SG, MG) or tt/ (TT), and the
 * client adds the current LocId; without one, 4d/ means SG (the default location, spec 02 §9).
 */
import type { Location } from '../../domain/bets/index.ts';

import type { Game } from '../../contract/endpoint.ts';

export type { Game };

const LOCATIONS_OF: Record<Game, readonly Location[]> = { '4d': ['SG', 'MG'], tt: ['TT'] };

export type LocationAnswer = { ok: true; location: Location } | { ok: false; message: string };

export function locationOf(game: Game, locId: string | undefined): LocationAnswer {
  const allowed = LOCATIONS_OF[game];
  const location = (locId ?? allowed[0]) as Location;
  if (allowed.includes(location)) return { ok: true, location };
  return { ok: false, message: `LocId ${locId} is not served under ${game}/: use ${allowed.join(' or ')}.` };
}
