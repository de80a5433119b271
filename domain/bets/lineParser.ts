/** A scanned line turned into its result: entries and cost, or line, column and message. */
import { columnOf } from './charCodes.ts';
import { validLine } from './lineResult.ts';
import type { LineScan } from './lineScan.ts';
import type { CompiledNotation, LocationNotation } from './notation.ts';
import { resolveDraws, type HeaderDay } from './resolveDraws.ts';
import { scanLine, type LineKind } from './scanLine.ts';
import type { InvalidLine, ParseContext, ParsedLine } from './types.ts';

export function invalidLine(scan: LineScan, text: string, lineStart: number, lineNumber: number): InvalidLine {
  return {
    ok: false,
    lineNumber,
    column: columnOf(text, lineStart, scan.errorIndex),
    code: scan.errorCode,
    message: scan.errorMessage,
  };
}

/** The result of a line scanned as `kind`; only 'bet' can be valid, any other kind has already failed. */
export function lineResult(
  scan: LineScan,
  kind: LineKind,
  text: string,
  lineStart: number,
  lineNumber: number,
  context: ParseContext,
  header: HeaderDay | null,
): ParsedLine {
  if (kind === 'bet') {
    const draws = resolveDraws(scan, context, header);
    if (draws) return validLine(scan, lineNumber, draws);
  }
  return invalidLine(scan, text, lineStart, lineNumber);
}

/** The context's location, undefined for one the decisions do not know (a caller outside TypeScript). */
export const placeOf = (notation: CompiledNotation, context: ParseContext): LocationNotation | undefined =>
  notation.locations.get(context?.location);

/** parseBetLine: one line on its own, so a blank line or a day code alone is an error here. */
export function parseSingleLine(
  notation: CompiledNotation,
  scan: LineScan,
  line: string,
  context: ParseContext,
): ParsedLine {
  const text = typeof line === 'string' ? line : '';
  const place = placeOf(notation, context);
  if (!place) {
    scan.fail('unknown-location', 0, String(context?.location), notation.locationList);
    return invalidLine(scan, text, 0, 1);
  }
  scan.place = place;
  const kind = scanLine(scan, text, 0, text.length);
  if (kind === 'blank') scan.fail('empty-line', 0);
  else if (kind === 'day-alone') scan.fail('day-code-alone', scan.end);
  return lineResult(scan, kind, text, 0, 1, context, null);
}
