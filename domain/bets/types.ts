/**
 * What the bet notation parser takes and gives (design/BET-NOTATION.md, "What the parser returns").
 * Money is integer cents throughout, so every total is exact.
 */
import type { BetErrorCode } from './messages.ts';

export type Location = 'SG' | 'MG' | 'TT';

export type DrawDay = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

export interface ParseContext {
  readonly location: Location;
  /** The draw(s) a line without a day code (and without a message header day) is for. */
  readonly nextDraw: readonly DrawDay[];
}

/**
 * A part of a longer message or upload parsed on its own (a big file is parsed a chunk of whole lines
 * at a time): its lines are numbered from `firstLineNumber`, and `leadingLine` is the whole text's
 * first non-blank line when it lies before the part, so a header day there governs the part's lines
 * exactly as when the whole text is parsed at once.
 */
export interface MessagePart {
  readonly firstLineNumber: number;
  readonly leadingLine: { readonly lineNumber: number; readonly text: string } | null;
}

export type TotoForm =
  | '/'
  | '/2'
  | '/3'
  | '/4'
  | '/5'
  | '/6'
  | '/7'
  | '2*'
  | '3*'
  | '4*'
  | '*2'
  | '*3'
  | '*4'
  | 'TO'
  | 'TE'
  | 'TT';

export type BetType = 'straight' | 'roll' | 'iBet' | 'kBet' | 'toto';

/** One number bet at the full stake on each of its draws (a straight bet, one rolled number, one kBet permutation). */
export interface FourDEntry {
  readonly betType: 'straight' | 'roll' | 'kBet';
  readonly number: string;
  readonly draws: readonly DrawDay[];
  readonly bigCents: number;
  readonly smallCents: number;
  readonly costCents: number;
}

/** An iBet: one stake unit spread over every permutation of the number (listed, ascending). */
export interface IBetEntry {
  readonly betType: 'iBet';
  readonly number: string;
  readonly draws: readonly DrawDay[];
  readonly bigCents: number;
  readonly smallCents: number;
  readonly costCents: number;
  readonly permutations: readonly string[];
}

/** A TOTO ticket: its form and amount are reported; its price and payout belong to configuration. */
export interface TotoEntry {
  readonly betType: 'toto';
  readonly number: string;
  readonly draws: readonly DrawDay[];
  readonly totoForm: TotoForm;
  readonly amountCents: number;
  readonly costCents: number;
}

export type BetEntry = FourDEntry | IBetEntry | TotoEntry;

/**
 * A line that is a bet, described compactly; its entries are expanded from this description on first
 * read (expandEntries), so parsing a 100 000-line upload builds one object per line.
 * A ticket is one stake unit on one draw, so costCents = tickets × unit (big + small, or the TOTO
 * amount) and equals the sum of the entries' costCents.
 */
export interface ValidLine {
  readonly ok: true;
  readonly lineNumber: number;
  readonly betType: BetType;
  /** The number as written, normalised: 1234, or R234 for a roll (an upper-case R at the rolled position). */
  readonly number: string;
  readonly draws: readonly DrawDay[];
  /** The 4D stake on each number (an iBet spreads it over the permutations); 0 for TOTO. */
  readonly bigCents: number;
  readonly smallCents: number;
  /** The TOTO form and ticket amount; null and 0 for 4D. */
  readonly totoForm: TotoForm | null;
  readonly totoAmountCents: number;
  readonly tickets: number;
  readonly costCents: number;
  readonly entries: readonly BetEntry[];
}

/** A line that is not a bet: where (1-based column, counted in characters as a person sees them) and why. */
export interface InvalidLine {
  readonly ok: false;
  readonly lineNumber: number;
  readonly column: number;
  readonly code: BetErrorCode;
  readonly message: string;
}

export type ParsedLine = ValidLine | InvalidLine;

/** The spec 02 §2.9 limit of one SMS bet message, and where this message stands. */
export interface SmsLimitFacts {
  /** Bet lines (valid or not); the header day line and blank lines are not sets of numbers. */
  readonly sets: number;
  /** Characters of the whole message, line breaks included. */
  readonly characters: number;
  readonly maxSets: number;
  readonly maxCharacters: number;
  readonly setsExceeded: boolean;
  readonly charactersExceeded: boolean;
  readonly exceeded: boolean;
}

export interface ParsedMessage {
  /** One result per non-blank line, in order, except a valid header day line (reported in header). */
  readonly lines: readonly ParsedLine[];
  readonly header: { readonly lineNumber: number; readonly draws: readonly DrawDay[] } | null;
  /** Totals over the valid lines. */
  readonly tickets: number;
  readonly costCents: number;
  readonly validLines: number;
  readonly invalidLines: number;
  readonly smsLimit: SmsLimitFacts;
}
