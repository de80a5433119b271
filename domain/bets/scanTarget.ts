/** `number4 [ "i" | "k" ] | roll4`: four positions, at most one of them a roll marker, then i or k. */
import { isAsciiLetter, isLetter, isWhitespace } from './charCodes.ts';
import type { LineScan } from './lineScan.ts';
import { fourDigits, hasOneDistinctDigit } from './numbers.ts';

const LOWER_I = 105;
const LOWER_K = 107;

/** Reads the four positions at i into scan.number and scan.rollPosition. Returns the index after them, or -1. */
export function scanNumber(scan: LineScan, i: number): number {
  let value = 0;
  for (let position = 0; position < 4; position++) {
    const c = scan.at(i + position);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
    } else if (isRollMarker(scan, c)) {
      if (scan.rollPosition >= 0) return scan.fail('roll-twice', i + position);
      scan.rollPosition = position;
      value *= 10;
    } else if (position > 0 && scan.rollPosition < 0 && endsShortNumber(scan, c)) {
      // Only reached with shortNumbers 'pad-with-zeros': 123 is 0123, and the value is already that.
      scan.number = value;
      return i + position;
    } else {
      return scan.fail('number-digit', i + position);
    }
  }
  scan.number = value;
  return i + 4;
}

const SLASH = 47;
const UPPER_T = 84;

/** Whether c ends a number of fewer than 4 digits that the notation reads with leading zeros. */
function endsShortNumber(scan: LineScan, c: number): boolean {
  if (scan.notation.decisions.shortNumbers !== 'pad-with-zeros') return false;
  const { ignoreCase } = scan.notation;
  return c === -1 || isWhitespace(c) || c === SLASH || isSuffixLetter(scan, c) || isLetter(c, UPPER_T, ignoreCase);
}

/** Reads an optional i or k right after the number. Returns the index after it (i when absent), or -1. */
export function scanSuffix(scan: LineScan, i: number): number {
  const c = scan.at(i);
  const { ignoreCase, decisions } = scan.notation;
  const suffix = isLetter(c, LOWER_I, ignoreCase) ? 'i' : isLetter(c, LOWER_K, ignoreCase) ? 'k' : null;
  if (!suffix) return i;
  // decisions.rollTakesIOrK is fixed at false: see decisions.ts.
  if (scan.rollPosition >= 0) return scan.fail('roll-with-ik', i);
  if (decisions.rejectIOrKWithoutPermutations && hasOneDistinctDigit(scan.number)) {
    return scan.fail('ik-same-digits', i, fourDigits(scan.number));
  }
  scan.suffix = suffix;
  return i + 1;
}

/** Whether c is i or k: a suffix written after a space is told apart from a missing amount. */
export function isSuffixLetter(scan: LineScan, c: number): boolean {
  const { ignoreCase } = scan.notation;
  return isLetter(c, LOWER_I, ignoreCase) || isLetter(c, LOWER_K, ignoreCase);
}

function isRollMarker(scan: LineScan, c: number): boolean {
  const { rollMarkers, ignoreCase } = scan.notation;
  for (const marker of rollMarkers) {
    if (c === marker || (ignoreCase && isAsciiLetter(marker) && (c | 0x20) === (marker | 0x20))) return true;
  }
  return false;
}
