/** `stake = big "-" [ small ]`, the last thing on a 4D line; big + small must be above zero. */
import { DASH, isDigit, isWhitespace } from './charCodes.ts';
import type { LineScan } from './lineScan.ts';
import { scanBig, scanSmall } from './scanAmount.ts';
import { isSuffixLetter } from './scanTarget.ts';

/**
 * Reads the stake at i into scan.bigCents and scan.smallCents, up to the end of the line. targetEnd is
 * where the number (and its suffix) ended: i === targetEnd when no whitespace separates them.
 * Returns the end of the line, or -1.
 */
export function scanStake(scan: LineScan, i: number, targetEnd: number): number {
  const start = i;
  const first = scan.at(i);
  if (i > targetEnd && isSuffixLetter(scan, first)) return scan.fail('suffix-spaced', i);

  i = scanBig(scan, i);
  if (i < 0) return -1;
  scan.bigCents = scan.cents;
  if (scan.at(i) !== DASH) {
    // "12345 1-2": what reads as a big amount written against the number is a fifth digit.
    const endsWord = i === scan.end || isWhitespace(scan.at(i));
    if (start === targetEnd && isDigit(first) && endsWord) return scan.fail('number-too-long', targetEnd);
    return scan.fail('amount-dash', i);
  }

  i = scanSmall(scan, i + 1);
  if (i < 0) return -1;
  scan.smallCents = scan.cents;
  if (i < scan.end) return failTrailing(scan, i);
  if (scan.bigCents + scan.smallCents === 0) return scan.fail('stake-zero', start);
  return i;
}

/** Text after the amount: point at its first visible character, not at the space before it. */
export function failTrailing(scan: LineScan, i: number): -1 {
  while (isWhitespace(scan.at(i))) i++;
  return scan.fail('trailing-text', i);
}
