import type { PayRate, PayRateKind } from '../../contract/payRates.ts';

/** One figure of a pay-rate table: which kind of bet, its variant, prize and stake. */
export interface PayRateFigureKey {
  Kind: PayRateKind;
  Variant: string;
  Prize: PayRate['Prize'];
  Stake: PayRate['Stake'];
}

/**
 * How a new figure is stored (spec 02 §7.12): the default table is changed with PUT payRateDefault;
 * a user's figure with PUT payRate when the row in force is already that user's override, else with
 * POST payRate (a new override over the default or over an upline's figure).
 */
export type PayRateSave = 'default' | 'update' | 'create';

export function payRateSaveOf(userId: string | null, inForce: PayRate | null): PayRateSave {
  if (userId === null) return 'default';
  return inForce !== null && inForce.UserId === userId ? 'update' : 'create';
}

/** The figure is the user's own override (marked "Override", and "Use Default" can end it). */
export const isOverrideOf = (userId: string | null, row: PayRate) => userId !== null && row.UserId === userId;

export const figureKey = (figure: PayRateFigureKey) => `${figure.Kind}/${figure.Variant}/${figure.Prize}/${figure.Stake}`;
