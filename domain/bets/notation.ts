/**
 * The decisions table compiled into what the scanner reads per character: day codes become an array
 * indexed by an integer key (no substring, no map lookup per line), lists for messages are joined once.
 */
import type { BetNotationDecisions } from './decisions.ts';
import type { DrawDay, Location } from './types.ts';

export interface LocationNotation {
  readonly location: Location;
  /** Draw days by dayKey(); undefined where the location has no such code. */
  readonly dayCodes: readonly (readonly DrawDay[] | undefined)[];
  /** "0, 2, 3, 6, 7", for messages. */
  readonly dayCodeList: string;
  readonly sellsToto: boolean;
  readonly sellsBigSmall: boolean;
}

export interface CompiledNotation {
  readonly decisions: BetNotationDecisions;
  readonly ignoreCase: boolean;
  readonly rollMarkers: readonly number[];
  readonly locations: ReadonlyMap<string, LocationNotation>;
  /** "SG, MG or TT", for messages. */
  readonly locationList: string;
  /** "TT", for messages. */
  readonly totoLocationList: string;
}

const LETTER_SLOTS = 53; // none, A-Z, a-z
const DAY_KEYS = 10 * LETTER_SLOTS;

/**
 * An integer key for a day code of one digit and an optional letter (-1 for none). Letters fold to upper
 * case when the notation ignores case, so 9m and 9M share a key.
 */
export function dayKey(digit: number, letter: number, ignoreCase: boolean): number {
  let slot = 0;
  if (letter >= 65 && letter <= 90) slot = letter - 64;
  else if (letter >= 97 && letter <= 122) slot = ignoreCase ? letter - 96 : letter - 96 + 26;
  return (digit - 48) * LETTER_SLOTS + slot;
}

const DAY_CODE_SHAPE = /^[0-9][A-Za-z]?$/;

export function compileNotation(decisions: BetNotationDecisions): CompiledNotation {
  const ignoreCase = decisions.lettersIgnoreCase;
  const locations = new Map<string, LocationNotation>();
  for (const [location, codes] of Object.entries(decisions.dayCodes) as [Location, Record<string, readonly DrawDay[]>][]) {
    const byKey: (readonly DrawDay[] | undefined)[] = new Array<readonly DrawDay[] | undefined>(DAY_KEYS).fill(undefined);
    for (const [code, draws] of Object.entries(codes)) {
      // A configuration mistake, not user input: fail loudly when the parser is built.
      if (!DAY_CODE_SHAPE.test(code)) throw new Error(`Day code "${code}" (${location}) must be a digit and an optional letter`);
      byKey[dayKey(code.charCodeAt(0), code.length > 1 ? code.charCodeAt(1) : -1, ignoreCase)] = draws;
    }
    locations.set(location, {
      location,
      dayCodes: byKey,
      dayCodeList: Object.keys(codes).join(', '),
      sellsToto: decisions.totoLocations.includes(location),
      sellsBigSmall: decisions.bigSmallLocations.includes(location),
    });
  }
  return {
    decisions,
    ignoreCase,
    rollMarkers: [...decisions.rollMarkers].map((marker) => marker.charCodeAt(0)),
    locations,
    locationList: joinOr([...locations.keys()]),
    totoLocationList: joinOr(decisions.totoLocations),
  };
}

/** The locations other than `except` that have this day code, as "TT" or "SG or TT"; '' when none. */
export function otherLocationsWithDayCode(notation: CompiledNotation, key: number, except: Location): string {
  const owners: string[] = [];
  for (const other of notation.locations.values()) {
    if (other.location !== except && other.dayCodes[key]) owners.push(other.location);
  }
  return joinOr(owners);
}

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
