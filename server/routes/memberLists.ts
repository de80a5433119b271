/**
 * The member tree as lists (spec 02 §2.13 user dropdown, §7.2 dMemberAllRole, §7.3
 * mLoadDirectDownLine; contract/members.ts). Who is visible is decided here from the database (the
 * users table's parent_id), never from the token's claims: the caller and its downline, everyone for
 * an admin (server/memberTree.ts).
 *
 * LocId, which the client adds to every GET (§7.1), does not narrow the lists: the user dropdown
 * lists the tree, whatever location the page is on.
 */
import { directDownline, memberListAllRoles, type UserListItem } from '../../contract/members.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';

// The users table has no display name yet; the contract allows an empty UserName (the id is shown).
const USER_LIST_COLUMNS = `u.user_id as "UserId", ''::text as "UserName", u.role as "Role", u.parent_id as "ParentId"`;

export function mountMemberListRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(memberListAllRoles, async ({ caller }) => {
    const { rows } = await db.query<UserListItem>(
      `select ${USER_LIST_COLUMNS} from users u where ${visibleToCaller('u.user_id', 1)} order by u.rank, u.user_id`,
      [caller.userId],
    );
    return rows;
  });

  router.implement(directDownline, async ({ query, caller, c }) => {
    const target = query.UserId ?? caller.userId;
    if (!(await mayAccessMember(db, caller.userId, target))) return fail(c, 403, `User ${target} is not in your downline.`);
    const { rows } = await db.query<UserListItem>(
      `select ${USER_LIST_COLUMNS} from users u
       where u.parent_id = (select user_id from users where lower(user_id) = lower($1))
       order by u.user_id`,
      [target],
    );
    return rows;
  });
}
