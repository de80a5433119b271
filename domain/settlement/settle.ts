/**
 * Settling entries against one draw's result: pure functions of their arguments (no clock, no
 * storage, inputs never changed), so settling the same entries again gives the same figures, and the
 * SQL settlement can be checked against them entry by entry.
 *
 * A ticket's entries may be for several draws (a day code such as 0 buys Wed, Sat and Sun); each draw
 * is settled on its own, on one stake unit per entry: the stake of an entry in one draw is big + small
 * (an iBet's whole unit, a kBet permutation's or a rolled number's full stake), or the TOTO amount.
 */
import type { BetEntry } from '../bets/types.ts';
import { fourDStrikes } from './fourDStrikes.ts';
import type { PayRateTable } from './payRates.ts';
import type { DrawResult } from './results.ts';
import type { Strike } from './strike.ts';
import { totoStrikes } from './totoStrikes.ts';

/**
 * The strikes of one entry in the draw whose result is given. A 4D entry wins only on a 4D result and
 * a TOTO entry only on a TOTO result: the other kind of result has nothing for it to match.
 */
export function strikesOf(entry: BetEntry, result: DrawResult, table: PayRateTable): Strike[] {
  if (entry.betType === 'toto') return result.game === 'TOTO' ? totoStrikes(entry, result, table.toto) : [];
  return result.game === '4D' ? fourDStrikes(entry, result, table.fourD) : [];
}

/** What an entry stakes in one draw, in cents. */
export const drawStakeCents = (entry: BetEntry): number =>
  entry.betType === 'toto' ? entry.amountCents : entry.bigCents + entry.smallCents;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A ticket's win/loss in one draw, in cents: its strikes less its stakes (negative: the bettor lost). */
export function winLossOf(entries: readonly BetEntry[], strikes: readonly Strike[]): number {
  return sum(strikes.map((strike) => strike.payoutCents)) - sum(entries.map(drawStakeCents));
}

export interface TicketSettlement {
  readonly strikes: readonly Strike[];
  readonly stakeCents: number;
  readonly strikeCents: number;
  readonly winLossCents: number;
}

/** One ticket (one bet line's entries) settled in one draw. */
export function settleTicket(entries: readonly BetEntry[], result: DrawResult, table: PayRateTable): TicketSettlement {
  const strikes = entries.flatMap((entry) => strikesOf(entry, result, table));
  const stakeCents = sum(entries.map(drawStakeCents));
  const strikeCents = sum(strikes.map((strike) => strike.payoutCents));
  return { strikes, stakeCents, strikeCents, winLossCents: winLossOf(entries, strikes) };
}
