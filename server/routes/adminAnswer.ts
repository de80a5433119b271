/** How an administration route answers a write's outcome: the user, or its refusal in the error envelope. */
import type { Context } from 'hono';
import { Refused } from '../admin/atomically.ts';
import { fail } from '../http/envelope.ts';

export function answerOf<T>(c: Context, outcome: T | Refused): T | Response {
  if (!(outcome instanceof Refused)) return outcome;
  return outcome.problems.length > 0
    ? fail(c, outcome.status, outcome.message, { data: { Problems: outcome.problems } })
    : fail(c, outcome.status, outcome.message);
}
