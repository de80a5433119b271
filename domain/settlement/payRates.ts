/**
 * A pay-rate table: what a winning line pays per unit of stake (per $1 at SG and TT, per RM1 at MG).
 * Prize tables change over time and differ per user (Pay Rate screen), so they are data: settlement
 * takes the table in force as an argument and never reads publishedTables.ts itself.
 *
 * Every figure is a whole number of units per unit staked, so a payout is stake cents x figure: an
 * exact integer, with no rounding anywhere (a $0.25 Big on a 60 Consolation pays 25 x 60 = 1 500 cents).
 */
import type { TotoForm } from '../bets/types.ts';
import type { FourDPrize, SmallPrize } from './results.ts';

/** Big on each of the five categories, Small on the top three. */
export interface PrizesPerUnit {
  readonly big: Readonly<Record<FourDPrize, number>>;
  readonly small: Readonly<Record<SmallPrize, number>>;
}

/** The distinct-permutation counts an iBet can have: ABCD, AABC, AABB, AAAB. */
export const PERMUTATION_COUNTS = [24, 12, 6, 4] as const;
export type PermutationCount = (typeof PERMUTATION_COUNTS)[number];

export const isPermutationCount = (count: number): count is PermutationCount =>
  PERMUTATION_COUNTS.some((known) => known === count);

export interface FourDPayRates {
  /** Straight bets and each rolled number (the spec's payRatesN). */
  readonly ordinary: PrizesPerUnit;
  /**
   * Each permutation of a kBet (System/Box; the spec's payRatesK). DOMAIN.md: every permutation pays in
   * full, so the published tables repeat the ordinary figures; a user's override may differ.
   */
  readonly system: PrizesPerUnit;
  /** iBet by the number's count of distinct permutations (the spec's payRatesI), as published, never computed. */
  readonly iBet: Readonly<Record<PermutationCount, PrizesPerUnit>>;
}

/**
 * What a TOTO entry matched (decision, see totoStrikes.ts): its number names two TOTO numbers;
 * 'both' = both among the six winning numbers; 'one-and-additional' = one among the six and the other
 * the additional number; 'one' = one among the six.
 */
export const TOTO_GROUPS = ['both', 'one-and-additional', 'one'] as const;
export type TotoGroup = (typeof TOTO_GROUPS)[number];

/** The operator's TOTO forms pay fixed amounts per unit of ticket amount, per form and group (DOMAIN.md decision). */
export interface TotoPayRates {
  readonly forms: Readonly<Record<TotoForm, Readonly<Record<TotoGroup, number>>>>;
}

/** The pay rates of one location: 4D (sold at every location) and the TOTO forms (sold at TT). */
export interface PayRateTable {
  readonly fourD: FourDPayRates;
  readonly toto: TotoPayRates;
}
