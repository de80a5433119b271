import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayRate, PayRateKind } from '../../../contract/payRates.ts';
import type { PayRateFigureKey } from '../../../machines/rules/payRateSave.ts';

/** The tabs of Pay Rate: the kinds of the contract, TOTO only where the location has TOTO rates. */
export const PAY_RATE_TABS: readonly { kind: PayRateKind; label: MessageDescriptor }[] = [
  { kind: 'N', label: msg`Ordinary` },
  { kind: 'K', label: msg`System` },
  { kind: 'I', label: msg`iBet` },
  { kind: 'T', label: msg`TOTO` },
];

export const PRIZE_LABELS: Record<PayRate['Prize'], MessageDescriptor> = {
  first: msg`1st Prize`,
  second: msg`2nd Prize`,
  third: msg`3rd Prize`,
  starter: msg`Starter`,
  consolation: msg`Consolation`,
  both: msg`Both`,
  'one-and-additional': msg`One and Additional`,
  one: msg`One`,
};

export const STAKE_LABELS: Record<'big' | 'small', MessageDescriptor> = { big: msg`Big`, small: msg`Small` };

export const FOUR_D_ROWS = ['first', 'second', 'third', 'starter', 'consolation'] as const;
export const TOTO_COLUMNS = ['both', 'one-and-additional', 'one'] as const;
/** iBet sub-tables in the published order (permutation counts). */
export const IBET_VARIANTS = ['24', '12', '6', '4'] as const;

/** One grid of a tab: its variant (iBet count, TOTO form) or '' for the ordinary and system tables. */
export function variantsOf(kind: PayRateKind, rates: readonly PayRate[]): string[] {
  if (kind === 'I') return [...IBET_VARIANTS];
  if (kind === 'T') return [...new Set(rates.filter((rate) => rate.Kind === 'T').map((rate) => rate.Variant))];
  return [''];
}

export const figureOf = (kind: PayRateKind, variant: string, prize: PayRate['Prize'], stake: PayRate['Stake']): PayRateFigureKey => ({
  Kind: kind,
  Variant: variant,
  Prize: prize,
  Stake: stake,
});
