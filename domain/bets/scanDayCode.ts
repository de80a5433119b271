/**
 * `day WS` at the start of a line: one digit and an optional letter, then whitespace or the end of the
 * line. A first token of that shape is always a day code (a number needs 4 positions), so no
 * backtracking is needed.
 */
import { isAsciiLetter, isDigit, isWhitespace } from './charCodes.ts';
import type { LineScan } from './lineScan.ts';
import { dayKey, otherLocationsWithDayCode } from './notation.ts';

/**
 * Reads an optional day code at i. Returns where the target starts (after the code and its whitespace),
 * i itself when the line has no day code, or -1. Sets scan.dayDraws and scan.dayCodeAlone.
 */
export function scanDayCode(scan: LineScan, i: number): number {
  const digit = scan.at(i);
  if (!isDigit(digit)) return i;
  let letter = scan.at(i + 1);
  let tokenEnd = i + 1;
  if (isAsciiLetter(letter)) {
    tokenEnd = i + 2;
    if (!endsToken(scan.at(tokenEnd))) return i;
  } else if (endsToken(letter)) {
    letter = -1;
  } else {
    return i;
  }

  scan.dayCodeAlone = tokenEnd === scan.end;
  const { notation, place } = scan;
  const key = dayKey(digit, letter, notation.ignoreCase);
  const draws = place.dayCodes[key];
  if (!draws) {
    const written = scan.text.slice(i, tokenEnd);
    const owners = otherLocationsWithDayCode(notation, key, place.location);
    return owners
      ? scan.fail('day-code-other-location', i, written, owners)
      : scan.fail('day-code-unknown', i, written, place.location, place.dayCodeList);
  }
  scan.dayDraws = draws;
  let next = tokenEnd;
  while (next < scan.end && isWhitespace(scan.text.charCodeAt(next))) next++;
  return next;
}

const endsToken = (c: number) => c === -1 || isWhitespace(c);
