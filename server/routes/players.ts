/** players/ (spec 02 §7.4; contract/players.ts): the same rules as agents/ (server/admin/), for players. */
import { createPlayer, deletePlayer, editPlayer, playerProfile } from '../../contract/players.ts';
import { operatorDay } from '../../domain/operatorTime.ts';
import { createUser } from '../admin/createUser.ts';
import { deleteUser } from '../admin/deleteUser.ts';
import { editUser } from '../admin/editUser.ts';
import { targetUser } from '../admin/targetUser.ts';
import type { ApiRouter } from '../http/implement.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { answerOf } from './adminAnswer.ts';

export function mountPlayerRoutes(apiRouter: ApiRouter, { now }: RouteDeps) {
  const router = adminRouter(apiRouter);
  router.implement(playerProfile, async ({ db, caller, query, c }) => answerOf(c, await targetUser(db, caller.userId, query.UserId, 'MEM')));

  router.implement(createPlayer, async ({ db, caller, body, location, c }) =>
    answerOf(c, await createUser(db, { role: 'MEM', simple: false, body, callerId: caller.userId, today: operatorDay(now()), now: now(), locId: location })),
  );

  router.implement(editPlayer, async ({ db, caller, body, location, c }) =>
    answerOf(c, await editUser(db, { role: 'MEM', body, callerId: caller.userId, today: operatorDay(now()), now: now(), locId: location })),
  );

  router.implement(deletePlayer, async ({ db, caller, params, location, c }) =>
    answerOf(c, await deleteUser(db, { role: 'MEM', parentId: params.ParentId, userId: params.UserId, callerId: caller.userId, now: now(), locId: location })),
  );
}
