/** Which draws a bet line buys: its own day code, else what decisions.lineWithoutDayCode says. */
import type { LineScan } from './lineScan.ts';
import type { DrawDay, ParseContext } from './types.ts';

/** The message's header day line, as the lines after it see it. */
export interface HeaderDay {
  readonly lineNumber: number;
  /** null when the header line holds a day code that is not valid here. */
  readonly draws: readonly DrawDay[] | null;
}

/** The line's draws, or null after recording why there are none (scan.fail). */
export function resolveDraws(scan: LineScan, context: ParseContext, header: HeaderDay | null): readonly DrawDay[] | null {
  if (scan.dayDraws) return scan.dayDraws;
  const rule = scan.notation.decisions.lineWithoutDayCode;
  const codes = scan.place.dayCodeList;
  if (rule === 'reject') {
    scan.fail('day-code-required', scan.first, codes);
    return null;
  }
  if (rule === 'header-then-next-draw' && header) {
    if (header.draws) return header.draws;
    // Falling back to the next draw would silently bet on a day the sender did not write.
    scan.fail('header-invalid', scan.first, header.lineNumber);
    return null;
  }
  const nextDraw = context.nextDraw;
  if (!nextDraw || nextDraw.length === 0) {
    scan.fail('no-next-draw', scan.first, codes);
    return null;
  }
  return nextDraw;
}
