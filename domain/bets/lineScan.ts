/**
 * The scanner's working state for one line. One instance is reused for every line of a parser, so the
 * scanning steps return plain indices (-1 on failure) and write what they read here: nothing is
 * allocated for a valid line until its result is built.
 */
import { betErrorMessage, type BetErrorArgs, type BetErrorCode } from './messages.ts';
import type { CompiledNotation, LocationNotation } from './notation.ts';
import type { DrawDay, TotoForm } from './types.ts';

export class LineScan {
  notation: CompiledNotation;
  /** The context's location; set before each line is scanned (lineParser.ts, messageParser.ts). */
  place!: LocationNotation;
  text = '';
  /** First and one-past-last non-whitespace index of the line. */
  first = 0;
  end = 0;

  /** Draws of the line's own day code; null when it has none. */
  dayDraws: readonly DrawDay[] | null = null;
  /** The line is a day code alone (valid or not): a header day line in a message. */
  dayCodeAlone = false;
  /** The number with 0 at a rolled position; rollPosition is -1 for no roll. */
  number = 0;
  rollPosition = -1;
  suffix: 'i' | 'k' | null = null;
  totoForm: TotoForm | null = null;
  /** Output of the last amount read. */
  cents = 0;
  bigCents = 0;
  smallCents = 0;
  totoCents = 0;

  errorCode: BetErrorCode = 'empty-line';
  errorIndex = 0;
  errorMessage = '';

  constructor(notation: CompiledNotation) {
    this.notation = notation;
  }

  reset(text: string, first: number, end: number) {
    this.text = text;
    this.first = first;
    this.end = end;
    this.dayDraws = null;
    this.dayCodeAlone = false;
    this.number = 0;
    this.rollPosition = -1;
    this.suffix = null;
    this.totoForm = null;
    this.cents = 0;
    this.bigCents = 0;
    this.smallCents = 0;
    this.totoCents = 0;
  }

  /** Char code at i, or -1 past the end of the line (so a check never reads the next line). */
  at(i: number): number {
    return i < this.end ? this.text.charCodeAt(i) : -1;
  }

  fail<C extends BetErrorCode>(code: C, index: number, ...args: BetErrorArgs<C>): -1 {
    this.errorCode = code;
    this.errorIndex = index;
    this.errorMessage = betErrorMessage(code, ...args);
    return -1;
  }
}
