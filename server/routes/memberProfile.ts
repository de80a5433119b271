import { memberProfile, OUTSIDE_TREE_MESSAGE, type MemberProfile } from '../../contract/memberProfile.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import { findUser, toCredit } from '../users.ts';
import { mayAccessMember } from '../memberTree.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/**
 * GET mMemberProfile?UserId= : the profile of a user of the caller's member tree (the same rule as
 * checkMemberAccess, server/memberTree.ts). Anyone else, an unknown id included, answers 403: the
 * answer must not tell which ids exist outside one's tree.
 */
export function mountMemberProfileRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(memberProfile, async ({ query, caller, c }) => {
    if (!(await mayAccessMember(db, caller.userId, query.UserId))) return fail(c, 403, OUTSIDE_TREE_MESSAGE);
    const user = await findUser(db, query.UserId);
    if (!user) return fail(c, 403, OUTSIDE_TREE_MESSAGE);
    const answer: MemberProfile = {
      UserId: user.user_id,
      Role: user.role,
      LocId: user.loc_id,
      Rank: user.rank,
      ParentId: user.parent_id,
      ...toCredit(user),
    };
    return answer;
  });
}
