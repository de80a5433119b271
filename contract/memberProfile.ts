import * as v from 'valibot';
import { RoleCodeSchema } from './profile.ts';
import { MemberIdSchema } from './access.ts';
import { endpoint } from './endpoint.ts';

/**
 * Query of GET mMemberProfile?UserId= (spec 02 §7.2): the profile of one user of the caller's
 * member tree (the caller itself or its downline, any depth; an admin may read anyone).
 * Outside the tree it answers 403 in the error envelope, a malformed UserId 400.
 */
export const MemberProfileQuerySchema = v.looseObject({ UserId: MemberIdSchema });

/** What the profile page shows of a user: the same fields for one's own profile and a downline's. */
export const MemberProfileSchema = v.object({
  UserId: v.string(),
  Role: RoleCodeSchema,
  /** The user's home location. */
  LocId: v.string(),
  Rank: v.number(),
  /** The direct upline; null for the top of the tree. */
  ParentId: v.nullable(v.string()),
  Credit: v.number(),
  AccBal: v.number(),
  CreditLeft: v.number(),
});
export type MemberProfile = v.InferOutput<typeof MemberProfileSchema>;

/** The message of a 403 from mMemberProfile: the same words the member-tree wrapper shows. */
export const OUTSIDE_TREE_MESSAGE = 'Unauthorized Access';

/** GET mMemberProfile?UserId=: the profile of a user of the caller's member tree; 403 outside it. */
export const memberProfile = endpoint({
  method: 'GET',
  path: 'mMemberProfile',
  scope: 'auth',
  summary: "The profile of a user of the caller's member tree",
  query: MemberProfileQuerySchema,
  answer: MemberProfileSchema,
});
