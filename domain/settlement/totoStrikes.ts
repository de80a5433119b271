/**
 * The strike of one TOTO entry on one TOTO result. Decision (DOMAIN.md calls the TT forms the
 * operator's own, paid from configuration; BET-NOTATION.md gives a TOTO entry one 4-digit number):
 * - the number names two TOTO numbers, its first two digits and its last two (1234 is 12 and 34;
 *   0749 is 7 and 49); a pair outside 1-49 (50-99, 00) can never be drawn, and 1212 names 12 once;
 * - its group is what those numbers matched (TOTO_GROUPS): both among the six, one among the six and
 *   the other the additional number, or one among the six; anything less wins nothing;
 * - it pays the ticket amount x the figure of its form and group: one group per entry, as a TOTO
 *   ticket wins in its best group only (the groups exclude each other, so there is no choosing).
 */
import type { TotoEntry } from '../bets/types.ts';
import type { TotoGroup, TotoPayRates } from './payRates.ts';
import type { TotoResult } from './results.ts';
import type { TotoStrike } from './strike.ts';

/** The distinct TOTO numbers a 4-digit entry names: its two halves as numbers. */
export function totoNumbersOf(number: string): number[] {
  return [...new Set([Number(number.slice(0, 2)), Number(number.slice(2, 4))])];
}

export function totoGroupOf(number: string, result: TotoResult): TotoGroup | null {
  const named = totoNumbersOf(number);
  const amongSix = named.filter((value) => result.numbers.includes(value)).length;
  const additional = named.includes(result.additional);
  if (amongSix >= 2) return 'both';
  if (amongSix === 1) return additional ? 'one-and-additional' : 'one';
  return null;
}

export function totoStrikes(entry: TotoEntry, result: TotoResult, rates: TotoPayRates): TotoStrike[] {
  const group = totoGroupOf(entry.number, result);
  if (group === null) return [];
  const prizePerUnit = rates.forms[entry.totoForm][group];
  if (entry.amountCents <= 0 || prizePerUnit <= 0) return [];
  return [
    {
      game: 'TOTO',
      number: entry.number,
      form: entry.totoForm,
      group,
      stakeCents: entry.amountCents,
      prizePerUnit,
      payoutCents: entry.amountCents * prizePerUnit,
    },
  ];
}
