/**
 * The Permission screen's rows (GET permissions, spec 02 §7.12): one row per name of users.granted,
 * `UserId:Attribute`. With UserId, that user's names (a user of the caller's tree, the caller itself
 * included, read only); without, every user of the caller's downline (the caller's own are not its
 * to change). Only a caller granted AdminEdit reads them (the Permission menu's rule).
 */
import { permissions } from '../../contract/permissions.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import { userHolds } from '../permissions/grants.ts';
import { GRANTER_NAME, NOT_A_GRANTER } from '../permissions/rules.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const permissionsCall = pagedCall({
  endpoint: permissions,
  csvName: 'permissions',
  async query({ query, caller, db }) {
    if (!(await userHolds(db, caller.userId, GRANTER_NAME))) return refuse(403, NOT_A_GRANTER);
    if (query.UserId !== undefined && !(await mayAccessMember(db, caller.userId, query.UserId))) return refuse(403, 'Unauthorized Access');
    const whose = query.UserId === undefined ? 'u.user_id <> $1' : 'lower(u.user_id) = lower($2)';
    return {
      columns: `u.user_id || ':' || g.name as "PermissionId", u.user_id as "UserId", g.name as "Attribute"`,
      from: 'users u cross join lateral unnest(u.granted) as g (name)',
      where: `${visibleToCaller('u.user_id', 1)} and ${whose}`,
      params: query.UserId === undefined ? [caller.userId] : [caller.userId, query.UserId],
      sortable: { UserId: { sql: 'u.user_id', type: 'text' }, Attribute: { sql: 'g.name', type: 'text' } },
      tieBreaker: [
        { sql: 'u.user_id', type: 'text' },
        { sql: 'g.name', type: 'text' },
      ],
      totals: `count(*)::int as "Permissions"`,
    };
  },
});
