/**
 * One line of the grammar, left to right in a single pass:
 *   line = [ day WS ] target WS? ( stake | toto_form "-" amount )
 * Every step decides from the current character (and at most one more), so a line is read in time
 * proportional to its length whatever it holds.
 */
import { isWhitespace } from './charCodes.ts';
import type { LineScan } from './lineScan.ts';
import { scanDayCode } from './scanDayCode.ts';
import { scanStake } from './scanStake.ts';
import { scanNumber, scanSuffix } from './scanTarget.ts';
import { scanToto, startsTotoForm } from './scanToto.ts';

/** blank: only whitespace; day-alone: a day code and nothing else (a header day line); error: see scan.error*. */
export type LineKind = 'blank' | 'day-alone' | 'bet' | 'error';

/** Scans text[start, end) with scan.place already set. */
export function scanLine(scan: LineScan, text: string, start: number, end: number): LineKind {
  let first = start;
  while (first < end && isWhitespace(text.charCodeAt(first))) first++;
  let last = end;
  while (last > first && isWhitespace(text.charCodeAt(last - 1))) last--;
  scan.reset(text, first, last);
  if (first === last) return 'blank';

  let i = scanDayCode(scan, first);
  if (i < 0) return 'error';
  if (scan.dayCodeAlone) return 'day-alone';

  i = scanNumber(scan, i);
  if (i >= 0) i = scanSuffix(scan, i);
  if (i < 0) return 'error';
  const targetEnd = i;
  while (i < last && isWhitespace(text.charCodeAt(i))) i++;

  if (startsTotoForm(scan, i)) {
    const { place, notation } = scan;
    if (!place.sellsToto) i = scan.fail('toto-location', i, notation.totoLocationList);
    else if (scan.rollPosition >= 0 || scan.suffix) i = scan.fail('toto-plain-number', i);
    else i = scanToto(scan, i);
  } else if (!scan.place.sellsBigSmall) {
    i = scan.fail('big-small-location', i, scan.place.location);
  } else {
    i = scanStake(scan, i, targetEnd);
  }
  return i < 0 ? 'error' : 'bet';
}
