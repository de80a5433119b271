/**
 * Players must be at least 18 (spec 02 §5, §9 "Minimum age 18"): one rule for the forms (what they
 * show) and the server (what it enforces), counted on the operator's day.
 */
export const MINIMUM_AGE = 18;

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD): a birthday counts on its day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether someone born on `birthDate` is old enough on `today`. */
export const oldEnough = (birthDate: string, today: string) => birthDate <= today && ageOn(birthDate, today) >= MINIMUM_AGE;
