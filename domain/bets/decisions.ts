/**
 * The product's reading of the bet notation wherever design/BET-NOTATION.md says "decision" (or leaves a
 * choice open). This is the one place to change it: createBetParser() compiles this table once.
 *
 * Cost rules, in integer cents. A ticket is one stake unit on one draw, so cost = tickets × unit, where
 * the unit is big + small (or the TOTO ticket amount):
 * - straight: one entry, (big + small) × draws.
 * - roll:     10 entries (the rolled position 0..9), each at the full stake: 10 × (big + small) × draws.
 * - kBet:     (kMeans 'system') one entry per distinct permutation at the full stake:
 *             24 / 12 / 6 / 4 × (big + small) × draws for ABCD / AABC / AABB / AAAB.
 * - iBet:     one entry listing every permutation; the one unit is spread over them, so the cost is
 *             (big + small) × draws whatever the number of permutations.
 * - TOTO:     one entry, the ticket amount × draws; the form is reported and its price and payout are
 *             left to configuration (to be confirmed with operators).
 */
import type { DrawDay, Location } from './types.ts';

export interface BetNotationDecisions {
  /** What the k suffix means: 'system' = System/Box, full stake per permutation; 'iBet' = another way to write i. */
  readonly kMeans: 'system' | 'iBet';
  /** The characters that, written in place of one digit, roll it through 0..9 (the spec's "r", as in R234). */
  readonly rollMarkers: string;
  /**
   * Whether a roll may take i or k. Fixed at false: the permutations of the ten rolled numbers overlap
   * (R123 rolls 1123, whose permutations include 1213...), so the combination has no agreed meaning.
   */
  readonly rollTakesIOrK: false;
  /** i and k on a number with one distinct digit (1111): true rejects it (nothing to permute); false reads it as one permutation. */
  readonly rejectIOrKWithoutPermutations: boolean;
  /** Where the TOTO forms (/, /2../7, 2*..4*, *2..*4, TO, TE, TT) are sold. */
  readonly totoLocations: readonly Location[];
  /**
   * Who prices a TOTO form. Fixed at 'configuration': what each form pays is to be confirmed with the
   * operators, so the parser only reports the form and the ticket amount (cost: amount × draws).
   */
  readonly totoFormsPricedBy: 'configuration';
  /**
   * Where 4D big-small bets are sold. Not at TT (issue 19, contradiction 4): a TT draw is a TOTO draw
   * (spec 02 §2.9 TOTO instructions at TT, §3 the TT bet row in units, BET-NOTATION: TOTO draws Mon
   * and Thu) and takes a TOTO result only, so a 4D line there could never win: no bet may be charged
   * that cannot win, so the parser refuses it ('big-small-location') for Place Bets, upload and
   * file processing alike.
   */
  readonly bigSmallLocations: readonly Location[];
  /**
   * Day codes per location: code -> the draw days it buys. A code is one digit, optionally followed by one
   * letter (0, 9M). A code is read only at its own location: another location's code is rejected and named.
   */
  readonly dayCodes: Readonly<Record<Location, Readonly<Record<string, readonly DrawDay[]>>>>;
  /**
   * A line without a day code: 'header-then-next-draw' uses the message's header day (a first line
   * holding only a day code), else the context's next draw; 'next-draw' ignores the header; 'reject'
   * demands a day code on every line.
   */
  readonly lineWithoutDayCode: 'header-then-next-draw' | 'next-draw' | 'reject';
  /** Read the letters (M, R, i, k, H, Q, TO/TE/TT) in either case: phone keyboards capitalise at will. */
  readonly lettersIgnoreCase: boolean;
  /** Decimal places a big amount and a TOTO amount may have (0..2; cents at most). Small is always whole (spec). */
  readonly bigDecimalPlaces: 0 | 1 | 2;
  /**
   * A number written with fewer than 4 digits (123, as a spreadsheet writes 0123): 'reject' it, or read it
   * with leading zeros ('pad-with-zeros': 123 -> 0123). Only plain digits are padded (never a roll), and
   * only when the digits end at a space, i, k or a TOTO form; a first token of one digit stays a day code.
   * File processing maps its StrictNumber option here (fileOptions.ts).
   */
  readonly shortNumbers: 'reject' | 'pad-with-zeros';
}

const SG_DAYS = {
  '0': ['Wed', 'Sat', 'Sun'],
  '2': ['Sat', 'Sun'],
  '3': ['Wed'],
  '6': ['Sat'],
  '7': ['Sun'],
} as const satisfies Record<string, readonly DrawDay[]>;

export const BET_NOTATION_DECISIONS: BetNotationDecisions = {
  kMeans: 'system',
  rollMarkers: 'Rr',
  rollTakesIOrK: false,
  rejectIOrKWithoutPermutations: true,
  totoLocations: ['TT'],
  totoFormsPricedBy: 'configuration',
  bigSmallLocations: ['SG', 'MG'],
  dayCodes: {
    SG: SG_DAYS,
    // The same days at MG, written with M; plus the Tuesday special draw. A bare SG code is not read at MG.
    MG: {
      '0M': SG_DAYS['0'],
      '2M': SG_DAYS['2'],
      '3M': SG_DAYS['3'],
      '6M': SG_DAYS['6'],
      '7M': SG_DAYS['7'],
      '9M': ['Tue'],
    },
    TT: { '1': ['Mon'], '4': ['Thu'] },
  },
  lineWithoutDayCode: 'header-then-next-draw',
  lettersIgnoreCase: true,
  bigDecimalPlaces: 2,
  shortNumbers: 'reject',
};
