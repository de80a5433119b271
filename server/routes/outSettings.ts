import { deleteOutSetting6, saveOutSetting6 } from '../../contract/outSettings.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { subjectOf } from '../outset/access.ts';
import { checkedLimit, limitProblems } from '../outset/limitRequest.ts';
import { deleteLimit, saveLimit } from '../outset/limits.ts';

/**
 * Out Setting's writes (spec 02 §7.11 POST outSetting6; DELETE outSetting6/{id} is the screen's
 * Delete): for the caller granted OutSet, its own limits or those of a user of its tree, at the call's
 * location. The lists are paged queries (server/queries/outSettings.ts).
 */
export function mountOutSettingRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(saveOutSetting6, async ({ body, caller, location, c }) => {
    const subject = await subjectOf(db, caller.userId, body.UserId);
    if ('refused' in subject) return fail(c, subject.refused.status, subject.refused.message);
    const isTt = location === 'TT';
    const problems = limitProblems(body, isTt);
    if (problems.length > 0) return fail(c, 400, problems[0]!.Message, { data: { Problems: problems } });
    return saveLimit(db, { callerId: caller.userId, locId: location, now: now() }, subject.ok, checkedLimit(body, isTt));
  });

  router.implement(deleteOutSetting6, async ({ params, caller, location, c }) => {
    const [userId, number, betType] = params.LimitId.split(':') as [string, string, string];
    const subject = await subjectOf(db, caller.userId, userId);
    if ('refused' in subject) return fail(c, subject.refused.status, subject.refused.message);
    const removed = await deleteLimit(db, { callerId: caller.userId, locId: location, now: now() }, subject.ok, number.toUpperCase(), betType);
    if (!removed) return fail(c, 404, 'There is no such limit.');
    return { LimitId: params.LimitId };
  });
}
