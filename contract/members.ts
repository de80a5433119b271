import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { RoleCodeSchema } from './profile.ts';

/**
 * The member tree as lists (spec 02 §2.13 user dropdown, §7.2 dMemberAllRole, §7.3 mLoadDirectDownLine):
 * the caller sees itself and its downline only, whatever the query names (the server decides from the
 * database, never from the token's claims).
 */

/** One user of a list (spec 02 §3 "User list item"). UserName may be empty; the dropdown then shows the id. */
export const UserListItemSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  /** The direct upline; null at the top of the tree. */
  ParentId: v.nullable(v.string()),
});
export type UserListItem = v.InferOutput<typeof UserListItemSchema>;
export const UserListSchema = v.array(UserListItemSchema);

/** GET dMemberAllRole: the caller and its whole downline, every role (the user dropdown's list; cached 3 minutes). */
export const memberListAllRoles = endpoint({
  method: 'GET',
  path: 'dMemberAllRole',
  scope: 'auth',
  summary: 'The caller and its whole downline, every role',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: UserListSchema,
  cached: true,
});

/** GET mLoadDirectDownLine?UserId=: the direct downline of one user of the caller's tree (the caller by default). */
export const directDownline = endpoint({
  method: 'GET',
  path: 'mLoadDirectDownLine',
  scope: 'auth',
  summary: "The direct downline of a user of the caller's tree",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema) }),
  answer: UserListSchema,
});
