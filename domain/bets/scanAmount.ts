/** Amounts, read straight into integer cents: `amount`, big (`amount | H | Q`) and small (whole). */
import { DOT, isDigit, isLetter } from './charCodes.ts';
import type { LineScan } from './lineScan.ts';

/**
 * Largest whole part of an amount. Not a betting limit (limits are configuration): it keeps every
 * total an exact integer. A line costs at most 2 × 10^8 cents × 24 permutations × 3 draws ≈ 1.5 × 10^10,
 * so even 500 000 such lines stay below 2^53.
 */
export const MAX_WHOLE_AMOUNT = 999_999;

const UPPER_H = 72;
const UPPER_Q = 81;
const COMMA = 44;

/**
 * `amount`: digits, then optionally '.' and up to bigDecimalPlaces digits. Sets scan.cents; returns the
 * index after it, or -1. `toto` names the TOTO ticket amount in the whole-number error (no H-/Q- there).
 */
export function scanAmount(scan: LineScan, i: number, toto = false): number {
  let c = scan.at(i);
  if (!isDigit(c)) return scan.fail('amount-missing', i);
  let whole = 0;
  do {
    whole = whole * 10 + (c - 48);
    if (whole > MAX_WHOLE_AMOUNT) return scan.fail('amount-too-large', i, MAX_WHOLE_AMOUNT);
    c = scan.at(++i);
  } while (isDigit(c));
  let cents = whole * 100;
  if (c === DOT) {
    const places = scan.notation.decisions.bigDecimalPlaces;
    if (places === 0) return toto ? scan.fail('toto-amount-whole', i) : scan.fail('amount-decimals', i, 0);
    let fraction = 0;
    let count = 0;
    c = scan.at(++i);
    while (isDigit(c)) {
      if (++count > places) return scan.fail('amount-decimals', i, places);
      fraction = fraction * 10 + (c - 48);
      c = scan.at(++i);
    }
    if (count === 0) return scan.fail('amount-decimal-digits', i);
    cents += count === 1 ? fraction * 10 : fraction;
  }
  scan.cents = cents;
  return i;
}

/** `big = amount | "H" (0.5) | "Q" (0.25)`. Sets scan.cents; returns the index after it, or -1. */
export function scanBig(scan: LineScan, i: number): number {
  const c = scan.at(i);
  const { ignoreCase } = scan.notation;
  if (isLetter(c, UPPER_H, ignoreCase)) {
    scan.cents = 50;
    return i + 1;
  }
  if (isLetter(c, UPPER_Q, ignoreCase)) {
    scan.cents = 25;
    return i + 1;
  }
  return scanAmount(scan, i);
}

/** `small = whole number`, possibly empty (0). Sets scan.cents; returns the index after it, or -1. */
export function scanSmall(scan: LineScan, i: number): number {
  let c = scan.at(i);
  let whole = 0;
  while (isDigit(c)) {
    whole = whole * 10 + (c - 48);
    if (whole > MAX_WHOLE_AMOUNT) return scan.fail('amount-too-large', i, MAX_WHOLE_AMOUNT);
    c = scan.at(++i);
  }
  const { ignoreCase } = scan.notation;
  // A fraction (2.5, 2,5) or a fraction letter (H, Q) where only a whole number may stand.
  if (c === DOT || c === COMMA || isLetter(c, UPPER_H, ignoreCase) || isLetter(c, UPPER_Q, ignoreCase)) {
    return scan.fail('small-not-whole', i);
  }
  scan.cents = whole * 100;
  return i;
}
