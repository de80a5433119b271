/**
 * A whole message or upload: lines split on \n, \r\n or \r by index (no split(), no substrings), a
 * first line holding only a day code taken as the header day, blank lines skipped, totals summed.
 */
import { characterCount, isWhitespace } from './charCodes.ts';
import { invalidLine, lineResult, placeOf } from './lineParser.ts';
import type { LineScan } from './lineScan.ts';
import type { CompiledNotation } from './notation.ts';
import type { HeaderDay } from './resolveDraws.ts';
import { scanLine } from './scanLine.ts';
import { smsLimitFacts } from './smsLimit.ts';
import type { MessagePart, ParseContext, ParsedLine, ParsedMessage } from './types.ts';

export function parseMessageText(
  notation: CompiledNotation,
  scan: LineScan,
  message: string,
  context: ParseContext,
  part?: MessagePart,
): ParsedMessage {
  const text = typeof message === 'string' ? message : '';
  const place = placeOf(notation, context);
  const lines: ParsedLine[] = [];
  let header: HeaderDay | null = null;
  let seenNonBlank = false;
  const firstLineNumber = part?.firstLineNumber ?? 1;

  // A part of a longer text reads the whole text's first non-blank line first, as the whole would
  // have: it is the header day (or not) for every line after it. A leading line at or after the
  // part's start is inside the part, and read there.
  const leading = part?.leadingLine;
  if (place && leading && leading.lineNumber < firstLineNumber) {
    scan.place = place;
    const kind = scanLine(scan, leading.text, 0, leading.text.length);
    if (kind !== 'blank') {
      seenNonBlank = true;
      if (scan.dayCodeAlone) header = { lineNumber: leading.lineNumber, draws: kind === 'day-alone' ? scan.dayDraws : null };
    }
  }
  let sets = 0;
  let tickets = 0;
  let costCents = 0;
  let validLines = 0;

  const length = text.length;
  // Line ends are found with indexOf, which the engine runs far faster than a loop over char codes.
  let nextLF = -1;
  let nextCR = -1;
  for (let start = 0, lineNumber = firstLineNumber; start <= length; lineNumber++) {
    if (nextLF < start) nextLF = indexOrEnd(text, '\n', start);
    if (nextCR < start) nextCR = indexOrEnd(text, '\r', start);
    const end = nextLF < nextCR ? nextLF : nextCR;
    const lineStart = start;
    start = end + (end === nextCR && nextLF === end + 1 ? 2 : 1);

    if (!place) {
      if (isBlank(text, lineStart, end)) continue;
      scan.fail('unknown-location', lineStart, String(context?.location), notation.locationList);
      lines.push(invalidLine(scan, text, lineStart, lineNumber));
      continue;
    }

    scan.place = place;
    const kind = scanLine(scan, text, lineStart, end);
    if (kind === 'blank') continue;
    const isFirst = !seenNonBlank;
    seenNonBlank = true;

    if (scan.dayCodeAlone) {
      // A day code alone: the header day on the first line (reported as invalid when the code is),
      // anywhere else an error. Either way it is not a set of numbers.
      if (isFirst) header = { lineNumber, draws: kind === 'day-alone' ? scan.dayDraws : null };
      if (kind === 'day-alone' && isFirst) continue;
      if (kind === 'day-alone') scan.fail('day-code-alone', scan.end);
      lines.push(invalidLine(scan, text, lineStart, lineNumber));
      continue;
    }

    sets++;
    const result = lineResult(scan, kind, text, lineStart, lineNumber, context, header);
    lines.push(result);
    if (result.ok) {
      validLines++;
      tickets += result.tickets;
      costCents += result.costCents;
    }
  }

  return {
    lines,
    header: header?.draws ? { lineNumber: header.lineNumber, draws: header.draws } : null,
    tickets,
    costCents,
    validLines,
    invalidLines: lines.length - validLines,
    smsLimit: smsLimitFacts(sets, characterCount(text)),
  };
}

const indexOrEnd = (text: string, search: string, from: number) => {
  const index = text.indexOf(search, from);
  return index < 0 ? text.length : index;
};

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isWhitespace(text.charCodeAt(i))) return false;
  return true;
}
