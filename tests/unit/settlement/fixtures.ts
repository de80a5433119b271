/** Shared helpers of the settlement tests: entries from bet notation, and results written compactly. */
import fc from 'fast-check';
import { parseBetLine, type BetEntry, type Location, type ParseContext } from '../../../domain/bets/index.ts';
import type { FourDResult, TotoResult } from '../../../domain/settlement/index.ts';

const CONTEXTS: Record<Location, ParseContext> = {
  SG: { location: 'SG', nextDraw: ['Wed'] },
  MG: { location: 'MG', nextDraw: ['Sat'] },
  TT: { location: 'TT', nextDraw: ['Thu'] },
};

/** The entries of one bet line, as the parser gives them (a roll's 10, a kBet's permutations, an iBet's one). */
export function entriesOf(line: string, location: Location = 'SG'): readonly BetEntry[] {
  const parsed = parseBetLine(line, CONTEXTS[location]);
  if (!parsed.ok) throw new Error(`expected a valid line "${line}", got: ${parsed.message}`);
  return parsed.entries;
}

/**
 * A 4D result whose places hold 5001-5003, 5101-5110 and 5201-5210 (no permutation, roll or TOTO pair of
 * the example numbers), with the given places overridden.
 */
export function fourDResult(places: Partial<Omit<FourDResult, 'game' | 'starters' | 'consolations'>> & {
  starters?: Record<number, string>;
  consolations?: Record<number, string>;
} = {}): FourDResult {
  const listed = (base: number, overrides: Record<number, string> = {}) =>
    Array.from({ length: 10 }, (_, index) => overrides[index + 1] ?? String(base + index + 1));
  return {
    game: '4D',
    first: places.first ?? '5001',
    second: places.second ?? '5002',
    third: places.third ?? '5003',
    starters: listed(5100, places.starters),
    consolations: listed(5200, places.consolations),
  };
}

export const totoResult = (numbers: number[], additional: number): TotoResult => ({ game: 'TOTO', numbers, additional });

/** A 4-digit number string. */
export const number4 = fc.integer({ min: 0, max: 9_999 }).map((value) => String(value).padStart(4, '0'));

/** Big and small stakes as the notation writes them, with their cents. */
export const stake = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 500 }).map((whole) => ({ text: String(whole), cents: whole * 100 })),
      fc.integer({ min: 1, max: 99 }).map((cents) => ({ text: `0.${String(cents).padStart(2, '0')}`, cents })),
      fc.constantFrom({ text: 'H', cents: 50 }, { text: 'Q', cents: 25 }),
    ),
    fc.integer({ min: 0, max: 500 }).map((whole) => ({ text: whole === 0 ? '' : String(whole), cents: whole * 100 })),
  )
  .filter(([big, small]) => big.cents + small.cents > 0)
  .map(([big, small]) => ({ text: `${big.text}-${small.text}`, bigCents: big.cents, smallCents: small.cents }));


/** The 23 places of a 4D result, as indexes into [1st, 2nd, 3rd, Starter 1-10, Consolation 1-10]. */
export const PLACES = 23;

/** A 4D result from 23 numbers in the order of the prize table. */
export function resultFromPlaces(numbers: readonly string[]): FourDResult {
  return {
    game: '4D',
    first: numbers[0]!,
    second: numbers[1]!,
    third: numbers[2]!,
    starters: numbers.slice(3, 13),
    consolations: numbers.slice(13, 23),
  };
}

/**
 * A 4D result whose places are drawn from the given numbers (often) or any number, repeats allowed:
 * settlement must be right whatever the result holds, so the properties do not lean on validation.
 */
export const resultAround = (numbers: readonly string[]) =>
  fc
    .array(numbers.length > 0 ? fc.oneof(fc.constantFrom(...numbers), number4) : number4, {
      minLength: PLACES,
      maxLength: PLACES,
    })
    .map(resultFromPlaces);

/** Freezes a value and everything in it, so a function that writes to its inputs throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
