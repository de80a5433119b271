import { deleteReportGroup, saveReportGroup } from '../../contract/reportsGroup.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { removeGroup, saveGroup } from '../reports/group/groupSetting.ts';
import { answerOf } from './adminAnswer.ts';

/**
 * The Group report's setting writes (spec 02 §7.13 reportGroupSetting POST and DELETE): the caller's
 * own groups at the call's location, never anyone else's. The list is a paged query
 * (server/queries/reportGroupSetting.ts); the rules are in server/reports/group/groupSetting.ts.
 */
export function mountReportGroupRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(saveReportGroup, async ({ body, caller, location, c }) =>
    answerOf(c, await saveGroup(db, { callerId: caller.userId, locId: location, now: now() }, body.Name ?? '', body.Members ?? '')),
  );

  router.implement(deleteReportGroup, async ({ body, caller, location, c }) =>
    answerOf(c, await removeGroup(db, { callerId: caller.userId, locId: location, now: now() }, body.GroupId)),
  );
}
