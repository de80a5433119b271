/**
 * The default pay-rate table of each location, as the operators publish them (design/DOMAIN.md,
 * "Facts"). The next session's seed writes these into the database as each location's default table;
 * settlement never reads this file (it takes the table in force for the user and date as an argument).
 */
import type { Location } from '../bets/types.ts';
import type { FourDPayRates, PayRateTable, PrizesPerUnit, TotoPayRates } from './payRates.ts';

const prizes = (
  [first, second, third, starter, consolation]: readonly [number, number, number, number, number],
  [smallFirst, smallSecond, smallThird]: readonly [number, number, number],
): PrizesPerUnit => ({
  big: { first, second, third, starter, consolation },
  small: { first: smallFirst, second: smallSecond, third: smallThird },
});

/** Singapore Pools 4D, per $1. */
const SG_ORDINARY = prizes([2000, 1000, 490, 250, 60], [3000, 2000, 800]);

export const SG_FOUR_D: FourDPayRates = {
  ordinary: SG_ORDINARY,
  system: SG_ORDINARY,
  // Singapore Pools' iBet table as published (not the ordinary prize divided by the count: 60 / 12 is 5, the table says 6).
  iBet: {
    24: prizes([83, 41, 20, 10, 3], [125, 83, 33]),
    12: prizes([166, 83, 40, 20, 6], [250, 167, 66]),
    6: prizes([335, 168, 85, 41, 10], [500, 333, 133]),
    4: prizes([500, 250, 127, 62, 15], [750, 500, 200]),
  },
};

/** Malaysian 4D, per RM1. */
const MG_ORDINARY = prizes([2500, 1000, 500, 180, 60], [3500, 2000, 1000]);

export const MG_FOUR_D: FourDPayRates = {
  ordinary: MG_ORDINARY,
  system: MG_ORDINARY,
  iBet: {
    24: prizes([105, 42, 21, 8, 3], [146, 84, 42]),
    // Decision: DOMAIN.md quotes MG's 24-permutation row only. Every figure of that row is the ordinary
    // prize divided by 24 rounded up to a whole ringgit, so the other rows were worked out the same way,
    // once, here (never at run time). Replace them with the operator's published rows when known.
    12: prizes([209, 84, 42, 15, 5], [292, 167, 84]),
    6: prizes([417, 167, 84, 30, 10], [584, 334, 167]),
    4: prizes([625, 250, 125, 45, 15], [875, 500, 250]),
  },
};

/**
 * The operator's TOTO forms (decision, DOMAIN.md): fixed amounts per form and group, seeded with
 * plausible values and edited on the Pay Rate screen. Per $1 of ticket amount: both numbers among the
 * six pay 30, one of them plus the additional number 15, one of them 1 (the stake back). Over the
 * 1 176 pairs of two TOTO numbers that returns about 67 cents per $1, near a lottery's usual payout.
 * Every form starts with the same figures: what distinguishes the forms is for the operator to set.
 */
const TOTO_FORM_DEFAULT = { both: 30, 'one-and-additional': 15, one: 1 } as const;

export const DEFAULT_TOTO: TotoPayRates = {
  forms: {
    '/': TOTO_FORM_DEFAULT,
    '/2': TOTO_FORM_DEFAULT,
    '/3': TOTO_FORM_DEFAULT,
    '/4': TOTO_FORM_DEFAULT,
    '/5': TOTO_FORM_DEFAULT,
    '/6': TOTO_FORM_DEFAULT,
    '/7': TOTO_FORM_DEFAULT,
    '2*': TOTO_FORM_DEFAULT,
    '3*': TOTO_FORM_DEFAULT,
    '4*': TOTO_FORM_DEFAULT,
    '*2': TOTO_FORM_DEFAULT,
    '*3': TOTO_FORM_DEFAULT,
    '*4': TOTO_FORM_DEFAULT,
    TO: TOTO_FORM_DEFAULT,
    TE: TOTO_FORM_DEFAULT,
    TT: TOTO_FORM_DEFAULT,
  },
};

/**
 * Each location's default table. TT sells 4D big-small too (BET-NOTATION.md decision) and is a
 * Singapore game, so its 4D rates are Singapore's (decision). SG and MG carry the TOTO table only so
 * every location's table has one shape; TOTO forms are sold at TT alone.
 */
export const PUBLISHED_PAY_RATES: Readonly<Record<Location, PayRateTable>> = {
  SG: { fourD: SG_FOUR_D, toto: DEFAULT_TOTO },
  MG: { fourD: MG_FOUR_D, toto: DEFAULT_TOTO },
  TT: { fourD: SG_FOUR_D, toto: DEFAULT_TOTO },
};
