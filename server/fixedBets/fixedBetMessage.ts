/**
 * A fixed bet's message, read with the Place Bets parser (domain/bets). Its lines carry no day code
 * (nor a header day line): the fixed bet's Days say which draws it repeats on, and each placement is
 * for one draw, so a line is parsed with that draw's day as its next draw. A line with a day code of
 * its own would buy other draws too (0 = Wed, Sat and Sun) and be bought again by their placements:
 * it is refused when the fixed bet is created.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import { parseBetMessage, type DrawDay, type Location, type ParsedMessage } from '../../domain/bets/index.ts';

/** The message as placed for a draw on `day`. */
export const fixedBetLines = (message: string, location: Location, day: DrawDay): ParsedMessage =>
  parseBetMessage(message, { location, nextDraw: [day] });

const lineProblem = (lineNumber: number, message: string, column?: number): FieldProblem => ({
  Field: 'Message',
  Code: 'line',
  Message: column === undefined ? `Line ${lineNumber}: ${message}` : `Line ${lineNumber}, column ${column}: ${message}`,
});

export type FixedMessageCheck = { ok: true; costCents: number } | { ok: false; problems: FieldProblem[] };

/**
 * Every line must be a bet, like Place Bets' per-line answer; a fixed bet is kept only whole. A line
 * names its own days when its draws do not follow the draw it is placed for: parsed for a Monday and
 * for a Tuesday draw, its draws come out the same.
 */
export function checkFixedMessage(message: string, location: Location): FixedMessageCheck {
  const monday = fixedBetLines(message, location, 'Mon');
  const tuesday = fixedBetLines(message, location, 'Tue');
  if (monday.lines.length === 0) {
    return { ok: false, problems: [{ Field: 'Message', Code: 'required', Message: 'Write at least one bet line, e.g. 1234 1-2' }] };
  }
  const problems: FieldProblem[] = [];
  if (monday.header) problems.push(lineProblem(monday.header.lineNumber, 'A fixed bet repeats on its Days: write no day line.'));
  monday.lines.forEach((line, index) => {
    if (!line.ok) {
      problems.push(lineProblem(line.lineNumber, line.message, line.column));
      return;
    }
    const other = tuesday.lines[index];
    if (other?.ok && other.draws.join() === line.draws.join()) {
      problems.push(lineProblem(line.lineNumber, 'A fixed bet repeats on its Days: write the line without a day code.', 1));
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, costCents: monday.costCents };
}
