/**
 * A pay-rate table as rows of single figures (contract/payRates.ts, table pay_rates): kind N (ordinary),
 * K (System), I (iBet, variant the permutation count), T (TOTO, variant the form). The database keeps
 * figures as rows so one can be overridden per user and versioned on its own; settlement in SQL joins
 * them, and the pure rules take the table rebuilt from them.
 */
import type { PayRateTable, PrizesPerUnit } from './payRates.ts';
import { PERMUTATION_COUNTS, TOTO_GROUPS } from './payRates.ts';
import { FOUR_D_PRIZES, SMALL_PRIZES } from './results.ts';

export type PayRateRowKind = 'N' | 'K' | 'I' | 'T';

export interface PayRateFigure {
  readonly kind: PayRateRowKind;
  readonly variant: string;
  readonly prize: string;
  readonly stake: 'big' | 'small' | 'unit';
  readonly perUnit: number;
}

const fourDFigures = (kind: PayRateRowKind, variant: string, prizes: PrizesPerUnit): PayRateFigure[] => [
  ...FOUR_D_PRIZES.map((prize) => ({ kind, variant, prize, stake: 'big' as const, perUnit: prizes.big[prize] })),
  ...SMALL_PRIZES.map((prize) => ({ kind, variant, prize, stake: 'small' as const, perUnit: prizes.small[prize] })),
];

/** Every figure of a table, in the order the Pay Rate screen lists them. */
export function figuresOfTable(table: PayRateTable): PayRateFigure[] {
  return [
    ...fourDFigures('N', '', table.fourD.ordinary),
    ...fourDFigures('K', '', table.fourD.system),
    ...PERMUTATION_COUNTS.flatMap((count) => fourDFigures('I', String(count), table.fourD.iBet[count])),
    ...Object.entries(table.toto.forms).flatMap(([form, groups]) =>
      TOTO_GROUPS.map((group) => ({ kind: 'T' as const, variant: form, prize: group, stake: 'unit' as const, perUnit: groups[group] })),
    ),
  ];
}
