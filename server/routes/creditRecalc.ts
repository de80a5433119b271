/**
 * Credit Recalc (spec 02 §2.2 /utilities/creditRecal, §7.3 relcalCredit; contract/creditRecalc.ts):
 * POST starts a run on the job engine, GET answers the latest. Admins only (decision: it rewrites
 * every user's figures), asked of the database, never of the token.
 */
import { creditRecalc, startCreditRecalc } from '../../contract/creditRecalc.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import type { Queryable } from '../db/database.ts';
import { creditRecalcJobs } from '../jobs/creditRecalcJob.ts';

const ADMINS_ONLY = 'Credit Recalculation is for admins only.';

async function isAdmin(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [userId]);
  return rows[0]?.role === 'ADMIN';
}

export function mountCreditRecalcRoutes(router: ApiRouter, { db, jobs: engine, now }: RouteDeps) {
  const jobs = creditRecalcJobs(engine, { db, now });

  router.implement(startCreditRecalc, async ({ caller, c }) => {
    if (!(await isAdmin(db, caller.userId))) return fail(c, 403, ADMINS_ONLY);
    return jobs.start(caller.userId);
  });

  router.implement(creditRecalc, async ({ caller, c }) => {
    if (!(await isAdmin(db, caller.userId))) return fail(c, 403, ADMINS_ONLY);
    return jobs.latest();
  });
}
