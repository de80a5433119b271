/** Players must be at least 18 (spec 02 §5, §9 "Minimum age 18"), on the operator's day. */
import type { FieldProblem } from '../../contract/envelope.ts';

export const MINIMUM_AGE = 18;

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD): a birthday counts on its day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function ageProblem(birthDate: string, today: string): FieldProblem | null {
  if (birthDate > today) return { Field: 'BirthDate', Code: 'future', Message: 'Birth date cannot be in the future.' };
  return ageOn(birthDate, today) >= MINIMUM_AGE
    ? null
    : { Field: 'BirthDate', Code: 'age', Message: `Players must be at least ${MINIMUM_AGE}.` };
}
