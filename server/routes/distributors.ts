/**
 * Distributors and Out Setting 3 (spec 02 §7.8; contract/distributors.ts). The list is a paged query
 * (server/queries/distributors.ts); the rules are in server/distributors/.
 */
import {
  createDistributor, deleteDistributor, distributorById, distributorOutsetStatus, distributorRule, distributorsOfUser,
  startDistributorOutset, updateDistributor, updateDistributorPartners, updateDistributorRule, updateUserOutSetting,
} from '../../contract/distributors.ts';
import { Refused } from '../admin/atomically.ts';
import * as writes from '../distributors/writes.ts';
import { distributorAnswer, distributorOfCaller, ruleOf } from '../distributors/store.ts';
import { readOutSettings, writeOutSetting } from '../distributors/outSettings.ts';
import { outsetJobs } from '../distributors/outsetJob.ts';
import { queueOpenDrawsRecompute } from '../distributors/recompute.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { answerOf } from './adminAnswer.ts';

/** A read's refusal (thrown by the access rule) as the error envelope. */
const read = async <T>(c: Parameters<typeof answerOf>[0], work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return answerOf<T>(c, error);
    throw error;
  }
};

export function mountDistributorRoutes(router: ApiRouter, { db, jobs, now }: RouteDeps) {
  const outset = outsetJobs(jobs, { db, now });
  const writeOf = (callerId: string, locId: string) => ({ callerId, locId, now: now() });

  router.implement(distributorById, async ({ params, caller, c }) =>
    read(c, async () => distributorAnswer(db, await distributorOfCaller(db, caller.userId, params.DistributorId))),
  );

  router.implement(distributorsOfUser, async ({ params, caller, c }) => read(c, () => readOutSettings(db, caller.userId, params.UserId)));

  router.implement(createDistributor, async ({ body, caller, location, c }) => answerOf(c, await writes.createDistributor(db, writeOf(caller.userId, location), body)));

  router.implement(updateDistributor, async ({ body, caller, location, c }) => answerOf(c, await writes.updateDistributor(db, writeOf(caller.userId, location), body)));

  router.implement(updateDistributorPartners, async ({ params, body, caller, location, c }) =>
    answerOf(c, await writes.updatePartners(db, writeOf(caller.userId, location), params.DistributorId, body.PartnerIds)),
  );

  router.implement(deleteDistributor, async ({ params, caller, location, c }) =>
    answerOf(c, await writes.deleteDistributor(db, writeOf(caller.userId, location), params.DistributorId)),
  );

  router.implement(distributorRule, async ({ params, caller, c }) =>
    read(c, async () => ruleOf(db, (await distributorOfCaller(db, caller.userId, params.DistributorId)).distributor_id)),
  );

  router.implement(updateDistributorRule, async ({ params, body, caller, location, c }) =>
    answerOf(c, await writes.updateRule(db, writeOf(caller.userId, location), params.DistributorId, body)),
  );

  router.implement(startDistributorOutset, async ({ params, caller, location, c }) => read(c, () => outset.start(caller.userId, location, params.DistributorId)));

  router.implement(distributorOutsetStatus, async ({ params, query, caller, c }) => read(c, () => outset.status(caller.userId, params.DistributorId, query.ticketId)));

  router.implement(updateUserOutSetting, async ({ body, caller, location, c }) => {
    const outcome = await writeOutSetting(db, writeOf(caller.userId, location), body);
    // Which bets go out changed: the open draws' chain is recomputed (after the setting committed).
    if (!(outcome instanceof Refused)) await queueOpenDrawsRecompute({ jobs, now })(db, { locId: location, startedBy: caller.userId });
    return answerOf(c, outcome);
  });
}
