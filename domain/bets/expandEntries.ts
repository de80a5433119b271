/**
 * A valid line's entries, by the cost rules in decisions.ts, rebuilt from the line's own data fields
 * only: a line copied by structuredClone or JSON can be expanded again.
 */
import { distinctPermutations, fourDigits, POSITION_WEIGHT } from './numbers.ts';
import type { BetEntry, DrawDay, FourDEntry, ValidLine } from './types.ts';

export const ROLLED_DIGITS = 10;

export type ValidLineData = Omit<ValidLine, 'entries'>;

export function expandEntries(line: ValidLineData): BetEntry[] {
  const { betType, number, draws, bigCents, smallCents } = line;
  const unitCost = (bigCents + smallCents) * draws.length;
  switch (betType) {
    case 'toto': {
      const { totoForm, totoAmountCents: amountCents } = line;
      if (!totoForm) return [];
      return [{ betType, number, draws, totoForm, amountCents, costCents: amountCents * draws.length }];
    }
    case 'iBet':
      return [{ betType, number, draws, bigCents, smallCents, costCents: unitCost, permutations: permutationsOf(number) }];
    case 'kBet': {
      const permutations = permutationsOf(number);
      const entries = new Array<BetEntry>(permutations.length);
      for (let p = 0; p < permutations.length; p++) {
        entries[p] = fourD(betType, permutations[p]!, draws, bigCents, smallCents, unitCost);
      }
      return entries;
    }
    case 'roll': {
      const rollPosition = number.indexOf('R');
      const base = Number(number.replace('R', '0'));
      const weight = POSITION_WEIGHT[rollPosition as 0 | 1 | 2 | 3];
      const entries = new Array<BetEntry>(ROLLED_DIGITS);
      for (let digit = 0; digit < ROLLED_DIGITS; digit++) {
        entries[digit] = fourD(betType, fourDigits(base + digit * weight), draws, bigCents, smallCents, unitCost);
      }
      return entries;
    }
    case 'straight':
      return [fourD(betType, number, draws, bigCents, smallCents, unitCost)];
  }
}

const permutationsOf = (number: string) => distinctPermutations(Number(number));

const fourD = (
  betType: FourDEntry['betType'],
  number: string,
  draws: readonly DrawDay[],
  bigCents: number,
  smallCents: number,
  costCents: number,
): FourDEntry => ({ betType, number, draws, bigCents, smallCents, costCents });
