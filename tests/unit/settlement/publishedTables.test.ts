/**
 * The published default tables (domain/settlement/publishedTables.ts) against design/DOMAIN.md, figure by
 * figure, written out again here so that a change to either is seen.
 */
import { describe, expect, it } from 'vitest';
import { MG_FOUR_D, PUBLISHED_PAY_RATES, SG_FOUR_D } from '../../../domain/settlement/publishedTables.ts';
import { PERMUTATION_COUNTS, TOTO_GROUPS, type PrizesPerUnit } from '../../../domain/settlement/index.ts';

/** Big 1st/2nd/3rd/Starter/Consolation, then Small 1st/2nd/3rd, as DOMAIN.md lists them. */
const row = ({ big, small }: PrizesPerUnit) => [
  big.first,
  big.second,
  big.third,
  big.starter,
  big.consolation,
  small.first,
  small.second,
  small.third,
];

describe('published pay-rate tables', () => {
  it('SG: ordinary and System rates, and the iBet table per permutation count, as published', () => {
    expect(row(SG_FOUR_D.ordinary)).toEqual([2000, 1000, 490, 250, 60, 3000, 2000, 800]);
    expect(SG_FOUR_D.system).toEqual(SG_FOUR_D.ordinary);
    expect(row(SG_FOUR_D.iBet[24])).toEqual([83, 41, 20, 10, 3, 125, 83, 33]);
    expect(row(SG_FOUR_D.iBet[12])).toEqual([166, 83, 40, 20, 6, 250, 167, 66]);
    expect(row(SG_FOUR_D.iBet[6])).toEqual([335, 168, 85, 41, 10, 500, 333, 133]);
    expect(row(SG_FOUR_D.iBet[4])).toEqual([500, 250, 127, 62, 15, 750, 500, 200]);
  });

  it('MG: ordinary and System rates and the published 24-permutation iBet row', () => {
    expect(row(MG_FOUR_D.ordinary)).toEqual([2500, 1000, 500, 180, 60, 3500, 2000, 1000]);
    expect(MG_FOUR_D.system).toEqual(MG_FOUR_D.ordinary);
    expect(row(MG_FOUR_D.iBet[24])).toEqual([105, 42, 21, 8, 3, 146, 84, 42]);
  });

  it("MG's other iBet rows follow the rule its published row follows: the ordinary prize / count, rounded up", () => {
    for (const count of PERMUTATION_COUNTS) {
      expect(row(MG_FOUR_D.iBet[count])).toEqual(row(MG_FOUR_D.ordinary).map((prize) => Math.ceil(prize / count)));
    }
  });

  it('every figure of every location is a whole number of units, so payouts are exact cents', () => {
    for (const table of Object.values(PUBLISHED_PAY_RATES)) {
      const figures = [
        ...row(table.fourD.ordinary),
        ...row(table.fourD.system),
        ...PERMUTATION_COUNTS.flatMap((count) => row(table.fourD.iBet[count])),
        ...Object.values(table.toto.forms).flatMap((form) => TOTO_GROUPS.map((group) => form[group])),
      ];
      for (const figure of figures) expect(Number.isInteger(figure) && figure >= 0).toBe(true);
    }
  });

  it('TT sells 4D at the Singapore rates; every TOTO form has a figure for every group', () => {
    expect(PUBLISHED_PAY_RATES.TT.fourD).toBe(SG_FOUR_D);
    expect(Object.keys(PUBLISHED_PAY_RATES.TT.toto.forms)).toHaveLength(16);
    for (const form of Object.values(PUBLISHED_PAY_RATES.TT.toto.forms)) {
      expect(Object.keys(form).sort()).toEqual([...TOTO_GROUPS].sort());
    }
  });
});
