/**
 * A scanned bet as a valid line: its tickets and cost by the cost rules in decisions.ts, computed from
 * the number of entries without building them (see betLine.ts).
 */
import { BetLine } from './betLine.ts';
import { ROLLED_DIGITS } from './expandEntries.ts';
import type { LineScan } from './lineScan.ts';
import { distinctPermutations, fourDigits, rollNotation } from './numbers.ts';
import type { DrawDay, ValidLine } from './types.ts';

export function validLine(scan: LineScan, lineNumber: number, draws: readonly DrawDay[]): ValidLine {
  const drawCount = draws.length;
  const { bigCents, smallCents, totoForm } = scan;

  if (totoForm) {
    // decisions.totoFormsPricedBy is 'configuration': the ticket amount per draw, whatever the form.
    const amount = scan.totoCents;
    const number = fourDigits(scan.number);
    return new BetLine(lineNumber, 'toto', number, draws, 0, 0, totoForm, amount, drawCount, amount * drawCount);
  }

  const unitCost = (bigCents + smallCents) * drawCount;
  if (scan.rollPosition >= 0) {
    const number = rollNotation(scan.number, scan.rollPosition);
    const tickets = ROLLED_DIGITS * drawCount;
    return new BetLine(lineNumber, 'roll', number, draws, bigCents, smallCents, null, 0, tickets, ROLLED_DIGITS * unitCost);
  }

  const number = fourDigits(scan.number);
  const suffix = scan.suffix === 'k' && scan.notation.decisions.kMeans === 'iBet' ? 'i' : scan.suffix;
  if (suffix === 'k') {
    const permutations = distinctPermutations(scan.number).length;
    const tickets = permutations * drawCount;
    return new BetLine(lineNumber, 'kBet', number, draws, bigCents, smallCents, null, 0, tickets, permutations * unitCost);
  }
  const betType = suffix === 'i' ? 'iBet' : 'straight';
  return new BetLine(lineNumber, betType, number, draws, bigCents, smallCents, null, 0, drawCount, unitCost);
}
