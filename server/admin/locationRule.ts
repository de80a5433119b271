/** A downline works at some of its parent's locations, at least one. */
import type { FieldProblem } from '../../contract/envelope.ts';

export function locationProblem(locations: readonly string[], parent: { user_id: string; locations: readonly string[] }): FieldProblem | null {
  if (locations.length === 0) return { Field: 'Locations', Code: 'required', Message: 'Choose at least one location.' };
  const outside = locations.filter((loc) => !parent.locations.includes(loc));
  if (outside.length === 0) return null;
  return {
    Field: 'Locations',
    Code: 'parent',
    Message: `${parent.user_id} does not work at ${outside.join(', ')}: choose from ${parent.locations.join(', ')}.`,
  };
}
