/**
 * The options of an uploaded bet file (spec 02 §5: StrictNumber, default true; AcceptDecimals, default
 * false) as notation decisions. The one place that says what they mean:
 *
 * - StrictNumber true: a number is exactly 4 digits (123 is rejected: "A number has 4 digits ...").
 *   false: a number of 1 to 3 plain digits is read with leading zeros (123 -> 0123), as spreadsheets
 *   drop them; rolls (R23) are never padded, and a line's first token of one digit is still its day code.
 * - AcceptDecimals false: the big amount and the TOTO amount are whole numbers; halves and quarters are
 *   written H- and Q- only (1.5-1 is rejected: "Big amount must be a whole number (H- is 0.5, Q- is 0.25)").
 *   true: amounts to the cent (1.5-1 and 2.25- are read). The small amount is always whole (spec 02 §5).
 */
import { BET_NOTATION_DECISIONS, type BetNotationDecisions } from './decisions.ts';
import { createBetParser, type BetParser } from './parser.ts';

export interface FileProcessingOptions {
  readonly strictNumber: boolean;
  readonly acceptDecimals: boolean;
}

export const DEFAULT_FILE_PROCESSING_OPTIONS: FileProcessingOptions = { strictNumber: true, acceptDecimals: false };

export function fileProcessingDecisions(
  options: FileProcessingOptions,
  base: BetNotationDecisions = BET_NOTATION_DECISIONS,
): BetNotationDecisions {
  return {
    ...base,
    shortNumbers: options.strictNumber ? 'reject' : 'pad-with-zeros',
    bigDecimalPlaces: options.acceptDecimals ? 2 : 0,
  };
}

const parsers = new Map<string, BetParser>();

/** The parser for a file's options, compiled once per combination. */
export function fileParser(options: FileProcessingOptions): BetParser {
  const key = `${options.strictNumber}:${options.acceptDecimals}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = createBetParser(fileProcessingDecisions(options));
    parsers.set(key, parser);
  }
  return parser;
}
