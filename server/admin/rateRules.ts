/**
 * The rate rules of the administration (spec 02 §5; issue 20), in basis points as stored: each rate in
 * its range and step, and a downline's share, commission and TT commission never above its upline's.
 * Pure: the routes read the upline's figures and hand them in. Each problem names its field, so the
 * form shows it there (a 400's data.Problems).
 */
import type { FieldProblem } from '../../contract/envelope.ts';

export interface RateRange {
  field: 'ShareBp' | 'DShareBp' | 'CommissionBp' | 'TaxBp' | 'TtCommissionBp';
  label: string;
  max: number;
  step: number;
}

/** Spec 02 §5 in basis points: share 0-1 step 0.01, commission 0-0.2 step 0.005, tax 0-0.01 step 0.001, TT commission 0-0.3 step 0.01. */
export const RATE_RANGES: readonly RateRange[] = [
  { field: 'ShareBp', label: 'Share', max: 10_000, step: 100 },
  { field: 'DShareBp', label: 'Direct share', max: 10_000, step: 100 },
  { field: 'CommissionBp', label: 'Commission', max: 2_000, step: 50 },
  { field: 'TaxBp', label: 'Tax', max: 100, step: 10 },
  { field: 'TtCommissionBp', label: 'TT commission', max: 3_000, step: 100 },
];

export type Rates = Partial<Record<RateRange['field'], number>>;

/** The upline's own figures: its downline's ceilings. */
export interface Ceilings {
  /** Whose figures they are: null when the upline is the caller itself (the message says "your own"). */
  owner: string | null;
  ShareBp: number;
  CommissionBp: number;
  TtCommissionBp: number;
}

/** A rate in basis points as the spec writes it: a fraction (3000 -> "0.3"). */
export const fractionText = (bp: number) => String(bp / 10_000);
/** A rate as a percentage (3000 -> "30%", 250 -> "2.5%"). */
export const percentText = (bp: number) => `${bp / 100}%`;

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

/** The problems of the rates given (absent ones are not checked), against the spec's ranges and the upline's ceilings. */
export function rateProblems(rates: Rates, ceilings: Ceilings): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const range of RATE_RANGES) {
    const value = rates[range.field];
    if (value === undefined) continue;
    if (value < 0 || value > range.max) {
      problems.push(problem(range.field, 'range', `${range.label} must be from 0 to ${fractionText(range.max)}.`));
    } else if (value % range.step !== 0) {
      problems.push(problem(range.field, 'step', `${range.label} must be in steps of ${fractionText(range.step)}.`));
    }
  }
  const above = (field: 'ShareBp' | 'CommissionBp' | 'TtCommissionBp', label: string, noun: string, own: number) => {
    const value = rates[field];
    if (value !== undefined && value > own && !problems.some((p) => p.Field === field)) {
      const whose = ceilings.owner === null ? 'your own' : `the upline ${ceilings.owner}'s`;
      problems.push(problem(field, 'aboveUpline', `${label} cannot be above ${whose} ${noun} (${percentText(own)}).`));
    }
  };
  above('ShareBp', 'Share', 'share', ceilings.ShareBp);
  above('CommissionBp', 'Commission', 'commission', ceilings.CommissionBp);
  above('TtCommissionBp', 'TT commission', 'TT commission', ceilings.TtCommissionBp);
  // The direct share is a part of the user's share of its branch.
  const share = rates.ShareBp;
  const direct = rates.DShareBp;
  if (share !== undefined && direct !== undefined && direct > share && !problems.some((p) => p.Field === 'DShareBp')) {
    problems.push(problem('DShareBp', 'aboveShare', `Direct share cannot be above the share (${percentText(share)}).`));
  }
  return problems;
}
