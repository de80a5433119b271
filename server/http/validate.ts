import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ValidationTargets } from 'hono';
import { fail } from './envelope.ts';

/**
 * Validates one part of the request with a valibot schema. Bad input answers 400 in the error
 * envelope, with one readable message per problem in `data`, before any handler runs.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value, c) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<Schema>;
    const problems = result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    });
    // A plain Response (not Hono's typed one), so the validator fits any route's middleware list.
    const refused: Response = fail(c, 400, problems[0] ?? 'Invalid request.', { data: problems });
    return refused;
  });
}
