import { describe, expect, it } from 'vitest';
import { betTone } from '../../../src/screens/betTone.ts';
import { BET_TONES } from '../../../src/widgets/dataTable/index.ts';

/** Bets of every kind, as tickets carry them (contract/bets.ts: BetType, Draws, TotoForm), with the tone each must get. */
const CASES = [
  { bet: { BetType: 'straight', Draws: ['Wed', 'Sat', 'Sun'] }, tone: '0' },
  { bet: { BetType: 'straight', Draws: ['Sun', 'Sat'] }, tone: '2' },
  { bet: { BetType: 'straight', Draws: ['Wed'] }, tone: '3' },
  { bet: { BetType: 'straight', Draws: ['Sat'] }, tone: '6' },
  { bet: { BetType: 'straight', Draws: ['Sun'] }, tone: '7' },
  { bet: { BetType: 'straight', Draws: ['Tue'] }, tone: '9' },
  { bet: { BetType: 'straight', Draws: ['Mon'] }, tone: '1' },
  { bet: { BetType: 'straight', Draws: ['Thu'] }, tone: '4' },
  { bet: { BetType: 'toto', Draws: ['Mon'], TotoForm: '/' }, tone: '5' },
  { bet: { BetType: 'toto', Draws: ['Thu'], TotoForm: 'TE' }, tone: '5' },
  { bet: { BetType: 'toto', Draws: ['Mon'], TotoForm: '/7' }, tone: '24' },
  { bet: { BetType: 'toto', Draws: ['Mon'], TotoForm: '3*' }, tone: '25' },
  { bet: { BetType: 'toto', Draws: ['Thu'], TotoForm: '*2' }, tone: '25' },
  { bet: { BetType: 'iBet', Draws: ['Sat'] }, tone: 'IBET' },
  { bet: { BetType: 'kBet', Draws: ['Wed', 'Sat', 'Sun'] }, tone: 'KBET' },
  { bet: { BetType: 'roll', Draws: ['Sun'] }, tone: 'RRRR' },
] as const;

describe('bet-type tones (spec 02 §2.12; the mapping in src/screens/betTone.ts)', () => {
  it.each(CASES)('$bet.BetType on $bet.Draws $bet.TotoForm is tone $tone', ({ bet, tone }) => {
    expect(betTone(bet)).toBe(tone);
  });

  it('assigns every tone of the spec to some bet', () => {
    expect(new Set(CASES.map((c) => c.tone))).toEqual(new Set(BET_TONES));
  });

  it('gives no tone to a row that does not say its days or form (a summary by bet type), rather than a wrong one', () => {
    expect(betTone({ BetType: 'straight' })).toBeNull();
    expect(betTone({ BetType: 'toto' })).toBeNull();
    // The suffix types say what they are without days.
    expect(betTone({ BetType: 'iBet' })).toBe('IBET');
  });
});
