import { Hono } from 'hono';
import * as v from 'valibot';
import { MemberProfileQuerySchema, OUTSIDE_TREE_MESSAGE, type MemberProfile } from '../../contract/memberProfile.ts';
import { fail, ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import { findUser, toCredit } from '../users.ts';
import { mayAccessMember } from '../memberTree.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/**
 * GET mMemberProfile?UserId= : the profile of a user of the caller's member tree (the same rule as
 * checkMemberAccess, server/memberTree.ts). Anyone else, an unknown id included, answers 403: the
 * answer must not tell which ids exist outside one's tree.
 */
export function memberProfileRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/mMemberProfile', auth, valid('query', MemberProfileQuerySchema), async (c) => {
    const { UserId } = c.req.valid('query') as v.InferOutput<typeof MemberProfileQuerySchema>;
    if (!(await mayAccessMember(db, c.get('userId'), UserId))) return fail(c, 403, OUTSIDE_TREE_MESSAGE);
    const user = await findUser(db, UserId);
    if (!user) return fail(c, 403, OUTSIDE_TREE_MESSAGE);
    const profile: MemberProfile = {
      UserId: user.user_id,
      Role: user.role,
      LocId: user.loc_id,
      Rank: user.rank,
      // findUser selects every column of users, parent_id among them.
      ParentId: (user as typeof user & { parent_id: string | null }).parent_id,
      ...toCredit(user),
    };
    return ok(c, profile);
  });
}
