/**
 * agents/ (spec 02 §7.4; contract/agents.ts): the writes and the profile; the lists are paged query
 * files (server/queries/downlineList.ts). The rules live in server/admin/, one concept a file.
 */
import { agentCredit, agentPosition, agentProfile, createAgent, deleteAgent, editAgent } from '../../contract/agents.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { atomically, Refused } from '../admin/atomically.ts';
import { grantCredit } from '../admin/creditGrant.ts';
import { createUser } from '../admin/createUser.ts';
import { deleteUser } from '../admin/deleteUser.ts';
import { editUser } from '../admin/editUser.ts';
import { changePosition } from '../admin/positionChange.ts';
import { targetUser } from '../admin/targetUser.ts';
import { adminProfile } from '../admin/adminUsers.ts';
import { writeAudit } from '../audit.ts';
import type { ApiRouter } from '../http/implement.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { answerOf } from './adminAnswer.ts';

export function mountAgentRoutes(apiRouter: ApiRouter, { now }: RouteDeps) {
  const router = adminRouter(apiRouter);
  router.implement(agentProfile, async ({ db, caller, query, c }) => answerOf(c, await targetUser(db, caller.userId, query.UserId)));

  router.implement(createAgent, async ({ db, caller, query, body, location, c }) =>
    answerOf(c, await createUser(db, { role: 'AG', simple: query.Simple === 'true', body, callerId: caller.userId, today: operatorDay(now()), now: now(), locId: location })),
  );

  router.implement(editAgent, async ({ db, caller, body, location, c }) =>
    answerOf(c, await editUser(db, { role: 'AG', body, callerId: caller.userId, today: operatorDay(now()), now: now(), locId: location })),
  );

  router.implement(deleteAgent, async ({ db, caller, params, location, c }) =>
    answerOf(c, await deleteUser(db, { role: 'AG', parentId: params.ParentId, userId: params.UserId, callerId: caller.userId, now: now(), locId: location })),
  );

  router.implement(agentPosition, async ({ db, caller, body, location, c }) =>
    answerOf(c, await changePosition(db, { body, callerId: caller.userId, now: now(), locId: location })),
  );

  // A downline's Credit, agent or player (DOMAIN.md "Credit"; server/admin/creditGrant.ts).
  router.implement(agentCredit, async ({ db, caller, body, location, c }) => {
    const target = await targetUser(db, caller.userId, body.UserId);
    if (target instanceof Refused) return answerOf<never>(c, target);
    const outcome = await atomically(db, async (tx) => {
      const granted = await grantCredit(tx, { parentId: target.ParentId!, childId: target.UserId, cents: body.CreditCents, callerId: caller.userId });
      if (!granted.ok) throw new Refused(400, granted.problem.Message, [granted.problem]);
      const after = (await adminProfile(tx, target.UserId))!;
      await writeAudit(tx, {
        userId: caller.userId,
        locId: location,
        action: 'user.credit',
        entity: 'user',
        entityId: target.UserId,
        before: { CreditCents: granted.beforeCents },
        after: { CreditCents: granted.afterCents },
        at: now(),
      });
      return after;
    });
    return answerOf(c, outcome);
  });
}
