import { addThrow, addThrowNumbers, deleteThrowNumbers } from '../../contract/throwNumbers.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { subjectOf } from '../outset/access.ts';
import { addThrows, removeThrows, typedThrowNumbers } from '../outset/throwNumbers.ts';

/**
 * Throw Numbers' writes (spec 02 §7.6: POST bet/throw and throw, DELETE bet/throws), for the caller
 * granted OutSet, its own or a user's of its tree, at the call's location. The lists are paged
 * queries (server/queries/throwNumbers.ts).
 */
export function mountThrowNumberRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  for (const add of [addThrowNumbers, addThrow]) {
    router.implement(add, async ({ body, caller, location, c }) => {
      const subject = await subjectOf(db, caller.userId, body.UserId);
      if ('refused' in subject) return fail(c, subject.refused.status, subject.refused.message);
      const typed = typedThrowNumbers(body.Numbers ?? '');
      if ('problem' in typed) return fail(c, 400, typed.problem.Message, { data: { Problems: [typed.problem] } });
      return addThrows(db, { callerId: caller.userId, locId: location, now: now() }, subject.ok, typed.numbers);
    });
  }

  router.implement(deleteThrowNumbers, async ({ body, caller, location, c }) => {
    const subject = await subjectOf(db, caller.userId, body.UserId);
    if ('refused' in subject) return fail(c, subject.refused.status, subject.refused.message);
    if (body.Numbers.length === 0) return fail(c, 400, 'Choose the numbers to remove.', { data: { Problems: [{ Field: 'Numbers', Code: 'required', Message: 'Choose the numbers to remove.' }] } });
    return removeThrows(db, { callerId: caller.userId, locId: location, now: now() }, subject.ok, body.Numbers);
  });
}
