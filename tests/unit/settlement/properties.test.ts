/**
 * Properties of settlement over generated bets and results (issue 15, "Correctness"). Results here
 * may repeat a number (validation refuses that when a result is entered, but settlement must not lean
 * on it), and their places lean towards the bet's own numbers so that most cases win something.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetEntry } from '../../../domain/bets/index.ts';
import { PUBLISHED_PAY_RATES } from '../../../domain/settlement/publishedTables.ts';
import {
  fourDWinners,
  settleTicket,
  strikesOf,
  isPermutationCount,
  type FourDPrize,
  type PayRateTable,
  type PrizesPerUnit,
  type SmallPrize,
  type Strike,
} from '../../../domain/settlement/index.ts';
import { deepFreeze, entriesOf, number4, PLACES, resultAround, resultFromPlaces, stake } from './fixtures.ts';
import { patterned } from '../../support/patternedNumber.ts';

const location = fc.constantFrom('SG' as const, 'MG' as const);
const anyPlace = fc.integer({ min: 0, max: PLACES - 1 });

/** Every number an entry can win on: its own, or each permutation of an iBet. */
const numbersOf = (entry: BetEntry): readonly string[] => (entry.betType === 'iBet' ? entry.permutations : [entry.number]);

/** A 4D bet line of any kind with the numbers it can win on. */
const fourDLine = fc
  .tuple(
    fc.oneof(
      number4,
      number4.map((n) => `${n.slice(0, 1)}R${n.slice(2)}`),
      patterned.map(({ number }) => `${number}i`),
      patterned.map(({ number }) => `${number}k`),
    ),
    stake,
  )
  .map(([target, { text }]) => {
    const entries = entriesOf(`${target} ${text}`);
    return { line: `${target} ${text}`, entries, numbers: [...new Set(entries.flatMap(numbersOf))] };
  });

const lineAndResult = fc
  .tuple(fourDLine, location)
  .chain(([line, at]) =>
    resultAround(line.numbers).map((result) => ({ ...line, result, table: PUBLISHED_PAY_RATES[at] })),
  );

const isTopThree = (prize: FourDPrize): prize is SmallPrize =>
  prize === 'first' || prize === 'second' || prize === 'third';

/** The row of the table an entry is paid from, chosen here independently of the code under test. */
function prizesFor(entry: BetEntry, table: PayRateTable): PrizesPerUnit {
  if (entry.betType === 'kBet') return table.fourD.system;
  const count = entry.betType === 'iBet' ? entry.permutations.length : 0;
  if (isPermutationCount(count)) return table.fourD.iBet[count];
  return table.fourD.ordinary;
}

const totalPayout = (strikes: readonly Strike[]) => strikes.reduce((total, strike) => total + strike.payoutCents, 0);

/** The payout of one number on one place at the given prizes, worked out from the place alone. */
const placePayout = (prizes: PrizesPerUnit, prize: FourDPrize, bigCents: number, smallCents: number) =>
  bigCents * prizes.big[prize] + (isTopThree(prize) ? smallCents * prizes.small[prize] : 0);

describe('settlement properties', () => {
  it('the total of strikes equals the sum over entries of each number drawn at each place x its prize', () => {
    fc.assert(
      fc.property(lineAndResult, ({ entries, result, table }) => {
        const settled = settleTicket(entries, result, table);
        let expected = 0;
        for (const entry of entries) {
          if (entry.betType === 'toto') continue;
          const prizes = prizesFor(entry, table);
          for (const place of fourDWinners(result)) {
            if (!numbersOf(entry).includes(place.number)) continue;
            expected += placePayout(prizes, place.prize, entry.bigCents, entry.smallCents);
          }
        }
        expect(settled.strikeCents).toBe(expected);
        const perEntry = entries.map((entry) => totalPayout(strikesOf(entry, result, table)));
        expect(settled.strikeCents).toBe(perEntry.reduce((total, cents) => total + cents, 0));
        for (const strike of settled.strikes) {
          expect(Number.isSafeInteger(strike.payoutCents)).toBe(true);
          expect(strike.payoutCents).toBe(strike.stakeCents * strike.prizePerUnit);
        }
        expect(settled.winLossCents).toBe(settled.strikeCents - settled.stakeCents);
      }),
      { numRuns: 300 },
    );
  });

  it('a roll pays exactly what its 10 ordinary entries pay, line for line', () => {
    const rollAndResult = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }))
      .chain(([position, digits]) => fc.tuple(fc.constant(position), fc.constant(digits), stake, location))
      .chain(([position, digits, { text }, at]) => {
        const rolled = [...digits.slice(0, position), 'R', ...digits.slice(position)].join('');
        const straight = Array.from({ length: 10 }, (_, digit) => rolled.replace('R', String(digit)));
        const table = PUBLISHED_PAY_RATES[at];
        return resultAround(straight).map((result) => ({ rolled, straight, text, result, table }));
      });
    fc.assert(
      fc.property(rollAndResult, ({ rolled, straight, text, result, table }) => {
        const roll = settleTicket(entriesOf(`${rolled} ${text}`), result, table);
        const ordinary = settleTicket(straight.flatMap((number) => entriesOf(`${number} ${text}`)), result, table);
        expect(roll).toEqual(ordinary);
      }),
    );
  });

  it('a kBet pays what straight bets on each of its permutations pay at the System rates', () => {
    const systemEqualsOrdinary = (table: PayRateTable) => table.fourD.system === table.fourD.ordinary;
    const kBetAndResult = fc.tuple(patterned, stake, location).chain(([{ number: n }, s, at]) => {
      const permutations = entriesOf(`${n}k 1-`).map((entry) => entry.number);
      return resultAround(permutations).map((result) => ({ n, s, result, table: PUBLISHED_PAY_RATES[at] }));
    });
    fc.assert(
      fc.property(kBetAndResult, ({ n, s, result, table }) => {
          expect(systemEqualsOrdinary(table)).toBe(true);
          const kBet = entriesOf(`${n}k ${s.text}`);
          const straight = kBet.flatMap((entry) => entriesOf(`${entry.number} ${s.text}`));
          expect(settleTicket(kBet, result, table)).toEqual(settleTicket(straight, result, table));
      }),
    );
  });

  it("an iBet pays the table's figure for its permutation count, on the whole stake, for each permutation drawn", () => {
    const iBetAndResult = fc.tuple(patterned, stake, location, anyPlace).chain(([{ number, count }, s, at, place]) => {
      const [entry] = entriesOf(`${number}i ${s.text}`);
      const permutations = entry?.betType === 'iBet' ? entry.permutations : [];
      const others = number4.filter((n) => !permutations.includes(n));
      return fc
        .tuple(fc.constantFrom(...permutations), fc.array(others, { minLength: PLACES, maxLength: PLACES }))
        .map(([drawn, fill]) => ({
          entry: entry!,
          count,
          place,
          result: resultFromPlaces(fill.map((n, index) => (index === place ? drawn : n))),
          table: PUBLISHED_PAY_RATES[at],
        }));
    });
    fc.assert(
      fc.property(iBetAndResult, ({ entry, count, place, result, table }) => {
        expect(entry.betType === 'iBet' && entry.permutations.length).toBe(count);
        const prize = fourDWinners(result)[place]!.prize;
        const row = table.fourD.iBet[count];
        const strikes = strikesOf(entry, result, table);
        const big = entry.betType === 'iBet' ? entry.bigCents : 0;
        const smallStake = entry.betType === 'iBet' ? entry.smallCents : 0;
        expect(totalPayout(strikes)).toBe(placePayout(row, prize, big, smallStake));
        for (const strike of strikes) {
          const small = strike.game === '4D' && strike.stake === 'small';
          expect(strike.prizePerUnit).toBe(small && isTopThree(prize) ? row.small[prize] : row.big[prize]);
        }
      }),
    );
  });

  it('a number drawn at several places wins at each of them', () => {
    const drawnTwice = fc
      .tuple(number4, stake, location, fc.uniqueArray(anyPlace, { minLength: 2, maxLength: 4 }))
      .chain(([number, s, at, places]) =>
        fc.array(number4.filter((n) => n !== number), { minLength: PLACES, maxLength: PLACES }).map((fill) => ({
          number,
          s,
          places,
          result: resultFromPlaces(fill.map((n, index) => (places.includes(index) ? number : n))),
          table: PUBLISHED_PAY_RATES[at],
        })),
      );
    fc.assert(
      fc.property(drawnTwice, ({ number, s, places, result, table }) => {
        const [entry] = entriesOf(`${number} ${s.text}`);
        const strikes = strikesOf(entry!, result, table);
        const winners = fourDWinners(result);
        const bigStrikes = strikes.filter((strike) => strike.game === '4D' && strike.stake === 'big');
        expect(bigStrikes).toHaveLength(s.bigCents > 0 ? places.length : 0);
        const expected = places.reduce(
          (total, place) => total + placePayout(table.fourD.ordinary, winners[place]!.prize, s.bigCents, s.smallCents),
          0,
        );
        expect(totalPayout(strikes)).toBe(expected);
      }),
    );
  });

  it('settling is a pure function: frozen inputs, the same figures every time and from a copy read back', () => {
    fc.assert(
      fc.property(lineAndResult, ({ entries, result, table }) => {
        const frozen = deepFreeze(structuredClone({ entries, result, table }));
        const once = settleTicket(frozen.entries, frozen.result, frozen.table);
        const again = settleTicket(frozen.entries, frozen.result, frozen.table);
        expect(again).toEqual(once);
        expect(settleTicket(entries, result, table)).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });

  it('an entry with a Big or Small of 0 has no strike line for it, and payouts never go below 0', () => {
    fc.assert(
      fc.property(lineAndResult, ({ entries, result, table }) => {
        for (const entry of entries) {
          for (const strike of strikesOf(entry, result, table)) {
            expect(strike.payoutCents).toBeGreaterThan(0);
            if (strike.game === '4D' && entry.betType !== 'toto') {
              expect(strike.stakeCents).toBe(strike.stake === 'big' ? entry.bigCents : entry.smallCents);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
