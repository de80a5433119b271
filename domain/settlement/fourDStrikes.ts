/**
 * The strikes of one 4D entry on one 4D result (design/DOMAIN.md, "Facts"):
 * - straight and each rolled number (a roll is 10 ordinary entries, expandEntries): the ordinary rates;
 * - each kBet permutation (its own entry, at the full stake): the System rates;
 * - an iBet (one entry listing its permutations, one stake unit spread over them): every permutation
 *   that was drawn wins the iBet row of the number's permutation count, on the entry's whole stake
 *   (a $1 iBet on a 24-permutation number pays 83 x $1 when one permutation is 1st at SG). A number
 *   read as one permutation (only when the notation lets i take 1111) is a straight bet: ordinary rates.
 * Every place of the result is looked at, so a number drawn in two places wins twice.
 */
import type { FourDEntry, IBetEntry } from '../bets/types.ts';
import { isPermutationCount, type FourDPayRates, type PrizesPerUnit } from './payRates.ts';
import { fourDWinners, type FourDResult, type FourDWinner } from './results.ts';
import type { FourDStrike } from './strike.ts';

export function fourDStrikes(entry: FourDEntry | IBetEntry, result: FourDResult, rates: FourDPayRates): FourDStrike[] {
  const { prizes, numbers } = ratesAndNumbers(entry, rates);
  const strikes: FourDStrike[] = [];
  for (const winner of fourDWinners(result)) {
    if (!numbers.includes(winner.number)) continue;
    pushStrike(strikes, winner, 'big', entry.bigCents, prizes.big[winner.prize]);
    if (winner.prize === 'first' || winner.prize === 'second' || winner.prize === 'third') {
      pushStrike(strikes, winner, 'small', entry.smallCents, prizes.small[winner.prize]);
    }
  }
  return strikes;
}

function ratesAndNumbers(
  entry: FourDEntry | IBetEntry,
  rates: FourDPayRates,
): { prizes: PrizesPerUnit; numbers: readonly string[] } {
  switch (entry.betType) {
    case 'straight':
    case 'roll':
      return { prizes: rates.ordinary, numbers: [entry.number] };
    case 'kBet':
      return { prizes: rates.system, numbers: [entry.number] };
    case 'iBet': {
      const count = entry.permutations.length;
      return { prizes: isPermutationCount(count) ? rates.iBet[count] : rates.ordinary, numbers: entry.permutations };
    }
  }
}

/** A line with no stake, or a figure of 0 in the table, wins nothing and is not a strike. */
function pushStrike(
  strikes: FourDStrike[],
  winner: FourDWinner,
  stake: FourDStrike['stake'],
  stakeCents: number,
  prizePerUnit: number,
): void {
  if (stakeCents <= 0 || prizePerUnit <= 0) return;
  strikes.push({
    game: '4D',
    number: winner.number,
    prize: winner.prize,
    position: winner.position,
    stake,
    stakeCents,
    prizePerUnit,
    payoutCents: stakeCents * prizePerUnit,
  });
}
