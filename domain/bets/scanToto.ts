/**
 * `toto_form "-" amount`: / | /2../7 | 2*..4* | *2..*4 | TO | TE | TT, then the ticket amount. The form
 * takes the place of the big-small stake, after optional whitespace (1234/-2 and 1234 /-2 alike).
 */
import { DASH, isAsciiLetter, isDigit, isLetter, SLASH, STAR } from './charCodes.ts';
import type { LineScan } from './lineScan.ts';
import { scanAmount } from './scanAmount.ts';
import { failTrailing } from './scanStake.ts';
import type { TotoForm } from './types.ts';

const UPPER_T = 84;
const UPPER_O = 79;
const UPPER_E = 69;

/** Forms by their digit; a digit missing here makes no form. */
const SLASH_DIGIT: Readonly<Record<number, TotoForm>> = { 2: '/2', 3: '/3', 4: '/4', 5: '/5', 6: '/6', 7: '/7' };
const DIGIT_STAR: Readonly<Record<number, TotoForm>> = { 2: '2*', 3: '3*', 4: '4*' };
const STAR_DIGIT: Readonly<Record<number, TotoForm>> = { 2: '*2', 3: '*3', 4: '*4' };

/** Whether a TOTO form starts at i (rather than a big-small stake): one character of lookahead at most. */
export function startsTotoForm(scan: LineScan, i: number): boolean {
  const c = scan.at(i);
  return (
    c === SLASH || c === STAR || isLetter(c, UPPER_T, scan.notation.ignoreCase) || (isDigit(c) && scan.at(i + 1) === STAR)
  );
}

/** Reads the form and its amount into scan.totoForm and scan.totoCents, up to the end of the line. Returns the end, or -1. */
export function scanToto(scan: LineScan, i: number): number {
  i = scanTotoForm(scan, i);
  if (i < 0) return -1;
  if (scan.at(i) !== DASH || !isDigit(scan.at(i + 1))) return scan.fail('toto-dash', scan.at(i) === DASH ? i + 1 : i);
  const amountStart = i + 1;
  i = scanAmount(scan, amountStart, true);
  if (i < 0) return -1;
  scan.totoCents = scan.cents;
  if (i < scan.end) return failTrailing(scan, i);
  if (scan.totoCents === 0) return scan.fail('toto-amount-zero', amountStart);
  return i;
}

function scanTotoForm(scan: LineScan, i: number): number {
  const c = scan.at(i);
  const next = scan.at(i + 1);
  const digit = isDigit(next) ? next - 48 : -1;
  let form: TotoForm | undefined;
  let length = 2;
  if (c === SLASH) {
    form = digit < 0 ? '/' : SLASH_DIGIT[digit];
    length = digit < 0 ? 1 : 2;
  } else if (c === STAR) {
    form = digit < 0 ? undefined : STAR_DIGIT[digit];
  } else if (isDigit(c)) {
    form = DIGIT_STAR[c - 48];
    if (!form) return scan.fail('toto-form-unknown', i, scan.text.slice(i, i + 2));
  } else {
    const { ignoreCase } = scan.notation;
    if (isLetter(next, UPPER_O, ignoreCase)) form = 'TO';
    else if (isLetter(next, UPPER_E, ignoreCase)) form = 'TE';
    else if (isLetter(next, UPPER_T, ignoreCase)) form = 'TT';
  }
  if (!form) {
    // Point at the character after the form's first one: the digit or letter that makes no form.
    const written = scan.text.slice(i, isDigit(next) || isAsciiLetter(next) ? i + 2 : i + 1);
    return scan.fail('toto-form-unknown', i + 1, written);
  }
  scan.totoForm = form;
  return i + length;
}
