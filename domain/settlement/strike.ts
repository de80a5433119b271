/**
 * A strike: one winning line of an entry, for one draw. Big and Small win separately, and a number
 * drawn in two places wins in each, so one entry can have several strikes. payoutCents is always
 * stakeCents x prizePerUnit (integer cents, no rounding).
 */
import type { TotoForm } from '../bets/types.ts';
import type { TotoGroup } from './payRates.ts';
import type { FourDPrize } from './results.ts';

export interface FourDStrike {
  readonly game: '4D';
  /** The number that was drawn: the entry's number, or for an iBet the permutation drawn. */
  readonly number: string;
  readonly prize: FourDPrize;
  /** Its position in the category (Starter 1-10, Consolation 1-10; 1 for the top three). */
  readonly position: number;
  readonly stake: 'big' | 'small';
  readonly stakeCents: number;
  readonly prizePerUnit: number;
  readonly payoutCents: number;
}

export interface TotoStrike {
  readonly game: 'TOTO';
  readonly number: string;
  readonly form: TotoForm;
  readonly group: TotoGroup;
  readonly stakeCents: number;
  readonly prizePerUnit: number;
  readonly payoutCents: number;
}

export type Strike = FourDStrike | TotoStrike;
