/** The age rule (domain/age.ts) as a problem on the BirthDate field. */
import type { FieldProblem } from '../../contract/envelope.ts';
import { MINIMUM_AGE, oldEnough } from '../../domain/age.ts';

export function ageProblem(birthDate: string, today: string): FieldProblem | null {
  if (birthDate > today) return { Field: 'BirthDate', Code: 'future', Message: 'Birth date cannot be in the future.' };
  return oldEnough(birthDate, today) ? null : { Field: 'BirthDate', Code: 'age', Message: `Players must be at least ${MINIMUM_AGE}.` };
}
