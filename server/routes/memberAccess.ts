import { checkMemberAccess, type MemberAccess } from '../../contract/access.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember } from '../memberTree.ts';

/** GET checkMemberAccess/{id}: `{ success: true, data: boolean }` (contract/access.ts). */
export function mountMemberAccessRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(checkMemberAccess, async ({ params, caller }) => {
    const allowed: MemberAccess = await mayAccessMember(db, caller.userId, params.id);
    return allowed;
  });
}
