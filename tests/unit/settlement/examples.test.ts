/**
 * Settlement by worked examples from the published prize tables (design/DOMAIN.md, "Facts"): each row
 * is a bet line as a bettor writes it, the result of the draw, and what it pays, worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { BET_NOTATION_DECISIONS, createBetParser, type Location } from '../../../domain/bets/index.ts';
import { PUBLISHED_PAY_RATES } from '../../../domain/settlement/publishedTables.ts';
import { settleTicket, strikesOf, type DrawResult } from '../../../domain/settlement/index.ts';
import { entriesOf, fourDResult, totoResult } from './fixtures.ts';

interface WorkedExample {
  readonly what: string;
  readonly location: Location;
  readonly line: string;
  readonly result: DrawResult;
  /** Total payout in cents, as worked out from the table. */
  readonly strikeCents: number;
  /** The stake in this draw, in cents. */
  readonly stakeCents: number;
  /** The winning lines: number, category (or TOTO group), Big/Small, prize per unit. */
  readonly strikes: readonly string[];
}

const EXAMPLES: readonly WorkedExample[] = [
  {
    what: 'a $1 Big on the 1st prize pays $2 000 at SG',
    location: 'SG',
    line: '1234 1-',
    result: fourDResult({ first: '1234' }),
    strikeCents: 2_000_00,
    stakeCents: 1_00,
    strikes: ['1234 first big 2000'],
  },
  {
    what: 'a RM1 Big on the 1st prize pays RM2 500 at MG',
    location: 'MG',
    line: '1234 1-',
    result: fourDResult({ first: '1234' }),
    strikeCents: 2_500_00,
    stakeCents: 1_00,
    strikes: ['1234 first big 2500'],
  },
  {
    what: 'a $1 iBet on a 24-permutation number that hits 1st pays $83 at SG',
    location: 'SG',
    line: '1234i 1-',
    result: fourDResult({ first: '4321' }),
    strikeCents: 83_00,
    stakeCents: 1_00,
    strikes: ['4321 first big 83'],
  },
  {
    what: 'a RM1 iBet on a 24-permutation number that hits 1st pays RM105 at MG',
    location: 'MG',
    line: '1234i 1-',
    result: fourDResult({ first: '1234' }),
    strikeCents: 105_00,
    stakeCents: 1_00,
    strikes: ['1234 first big 105'],
  },
  {
    what: 'a $1-$1 iBet on a 12-permutation number whose permutation is 2nd pays 83 + 167',
    location: 'SG',
    line: '1123i 1-1',
    result: fourDResult({ second: '3211' }),
    strikeCents: 83_00 + 167_00,
    stakeCents: 2_00,
    strikes: ['3211 second big 83', '3211 second small 167'],
  },
  {
    what: 'a roll R234 at $1 Big with 1234 as Starter pays one Starter prize, $250, on 10 stakes',
    location: 'SG',
    line: 'R234 1-',
    result: fourDResult({ starters: { 4: '1234' } }),
    strikeCents: 250_00,
    stakeCents: 10_00,
    strikes: ['1234 starter big 250'],
  },
  {
    what: 'a $1 Small on 3rd pays $800 at SG',
    location: 'SG',
    line: '1234 0-1',
    result: fourDResult({ third: '1234' }),
    strikeCents: 800_00,
    stakeCents: 1_00,
    strikes: ['1234 third small 800'],
  },
  {
    what: 'a Small never wins on Starter or Consolation',
    location: 'SG',
    line: '1234 0-1',
    result: fourDResult({ starters: { 1: '1234' }, consolations: { 1: '9999' } }),
    strikeCents: 0,
    stakeCents: 1_00,
    strikes: [],
  },
  {
    what: 'a number that is both 2nd and a Consolation wins both ($1-$1 at SG: 1000 + 2000 + 60)',
    location: 'SG',
    line: '1234 1-1',
    result: fourDResult({ second: '1234', consolations: { 7: '1234' } }),
    strikeCents: 1_000_00 + 2_000_00 + 60_00,
    stakeCents: 2_00,
    strikes: ['1234 second big 1000', '1234 second small 2000', '1234 consolation big 60'],
  },
  {
    what: 'a kBet wins on each permutation drawn, each in full (1st and a Starter)',
    location: 'SG',
    line: '1234k 1-',
    result: fourDResult({ first: '4321', starters: { 2: '1234' } }),
    strikeCents: 2_000_00 + 250_00,
    stakeCents: 24_00,
    // In entry order: the permutations ascending, 1234 before 4321.
    strikes: ['1234 starter big 250', '4321 first big 2000'],
  },
  {
    what: 'an iBet wins on each permutation drawn (1st and a Consolation)',
    location: 'SG',
    line: '1234i 1-',
    result: fourDResult({ first: '2143', consolations: { 10: '3412' } }),
    strikeCents: 83_00 + 3_00,
    stakeCents: 1_00,
    strikes: ['2143 first big 83', '3412 consolation big 3'],
  },
  {
    what: 'a quarter (Q) Big on a Consolation pays 25 cents x 60',
    location: 'SG',
    line: '1234 Q-',
    result: fourDResult({ consolations: { 3: '1234' } }),
    strikeCents: 15_00,
    stakeCents: 25,
    strikes: ['1234 consolation big 60'],
  },
  {
    what: 'a bet for three draws stakes one unit in each: settled on one draw, one unit',
    location: 'SG',
    line: '0 1234 2-',
    result: fourDResult({ third: '1234' }),
    strikeCents: 2 * 490_00,
    stakeCents: 2_00,
    strikes: ['1234 third big 490'],
  },
  {
    what: 'a number not drawn wins nothing and loses its stake',
    location: 'MG',
    line: '1234 3-2',
    result: fourDResult(),
    strikeCents: 0,
    stakeCents: 5_00,
    strikes: [],
  },
  {
    what: 'TOTO: both numbers of 1234 (12 and 34) among the six pay the form figure, 30 per $1',
    location: 'TT',
    line: '1234/-2',
    result: totoResult([3, 12, 20, 34, 41, 45], 7),
    strikeCents: 2 * 30_00,
    stakeCents: 2_00,
    strikes: ['1234 TOTO both 30'],
  },
  {
    what: 'TOTO: 0749 is 7 and 49; 7 among the six and 49 the additional number pay 15 per $1',
    location: 'TT',
    line: '0749 TO-1',
    result: totoResult([1, 7, 20, 30, 40, 45], 49),
    strikeCents: 15_00,
    stakeCents: 1_00,
    strikes: ['0749 TOTO one-and-additional 15'],
  },
  {
    what: 'TOTO: only the additional number matched wins nothing',
    location: 'TT',
    line: '0749 2*-1',
    result: totoResult([1, 8, 20, 30, 40, 45], 49),
    strikeCents: 0,
    stakeCents: 1_00,
    strikes: [],
  },
  {
    // TT sells no 4D line any more (issue 19): the rule still holds for a 4D entry met by a TOTO result.
    what: 'a 4D bet has nothing to match in a TOTO result',
    location: 'SG',
    line: '1234 1-',
    result: totoResult([12, 34, 1, 2, 3, 4], 5),
    strikeCents: 0,
    stakeCents: 1_00,
    strikes: [],
  },
];

describe('worked examples from the published tables', () => {
  it.each(EXAMPLES)('$what', ({ location, line, result, strikeCents, stakeCents, strikes }) => {
    const settled = settleTicket(entriesOf(line, location), result, PUBLISHED_PAY_RATES[location]);
    const described = settled.strikes.map((strike) =>
      strike.game === '4D'
        ? `${strike.number} ${strike.prize} ${strike.stake} ${strike.prizePerUnit}`
        : `${strike.number} TOTO ${strike.group} ${strike.prizePerUnit}`,
    );
    expect(described).toEqual(strikes);
    expect(settled).toMatchObject({ strikeCents, stakeCents, winLossCents: strikeCents - stakeCents });
  });

  it('names the place of each 4D strike and its stake, so a report can show where a number won', () => {
    const [entry] = entriesOf('1234 1-');
    expect(strikesOf(entry!, fourDResult({ starters: { 4: '1234' } }), PUBLISHED_PAY_RATES.SG)).toEqual([
      {
        game: '4D',
        number: '1234',
        prize: 'starter',
        position: 4,
        stake: 'big',
        stakeCents: 100,
        prizePerUnit: 250,
        payoutCents: 25_000,
      },
    ]);
  });

  it('an iBet on a number with one arrangement (where the notation allows 1111i) is paid as a straight bet', () => {
    const lenient = createBetParser({ ...BET_NOTATION_DECISIONS, rejectIOrKWithoutPermutations: false });
    const parsed = lenient.parseBetLine('1111i 1-', { location: 'SG', nextDraw: ['Wed'] });
    expect(parsed.ok && parsed.entries[0]).toMatchObject({ betType: 'iBet', permutations: ['1111'] });
    const entries = parsed.ok ? parsed.entries : [];
    expect(settleTicket(entries, fourDResult({ first: '1111' }), PUBLISHED_PAY_RATES.SG)).toMatchObject({
      strikeCents: 2_000_00,
    });
  });
});
