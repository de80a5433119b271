/**
 * The user service's administration reads (spec 02 §7.2, §7.3; contract/userAdmin.ts): profiles with
 * the parent's ceilings for the forms, the tree as lists, the share choices, the locations with their
 * currency. Every one reads only the caller's tree (server/memberTree.ts), decided from the database.
 */
import {
  dLoc,
  dMemberProfile,
  dShareTypeSelect,
  getCurrencyCode,
  memberByRole,
  memberByShare,
  memberTree,
  profileEditFull,
  profileFull,
  profileNewFull,
  profileTEditFull,
  profileTNewFull,
  selectAllowEditShare,
  tMemberAllRole,
  type Limits,
} from '../../contract/userAdmin.ts';
import { adminProfile, isCallerOrBelow, notYourDownline } from '../admin/adminUsers.ts';
import { Refused } from '../admin/atomically.ts';
import { parentOf } from '../admin/parentRow.ts';
import { percentText } from '../admin/rateRules.ts';
import { targetUser } from '../admin/targetUser.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { visibleToCaller } from '../memberTree.ts';
import { answerOf } from './adminAnswer.ts';

const TREE_COLUMNS = `u.user_id as "UserId", u.user_name as "UserName", u.role as "Role", u.parent_id as "ParentId", u.rank as "Rank", u.t_share_bp as "ShareBp"`;

/** The ceilings of a new or edited downline of `parentId`. */
async function limitsOf(db: Queryable, parentId: string): Promise<Limits> {
  const parent = (await parentOf(db, parentId))!;
  const { rows } = await db.query<{ credit: number; granted: number }>(
    `select p.credit_cents::float8 as credit,
       coalesce((select sum(c.credit_cents) from users c where c.parent_id = p.user_id and c.status <> 'deleted'), 0)::float8 as granted
     from users p where p.user_id = $1`,
    [parent.user_id],
  );
  return {
    ParentId: parent.user_id,
    MaxShareBp: parent.t_share_bp,
    MaxCommissionBp: parent.commission_bp,
    MaxTtCommissionBp: parent.tt_commission_bp,
    Locations: parent.locations,
    MinRank: parent.rank + 1,
    GrantableCents: Math.max(rows[0]!.credit - rows[0]!.granted, 0),
  };
}

export function mountUserAdminRoutes(apiRouter: ApiRouter, { db }: RouteDeps) {
  const router = adminRouter(apiRouter);
  const tree = (where: string, params: unknown[]) =>
    db.query(`select ${TREE_COLUMNS} from users u where ${visibleToCaller('u.user_id', 1)} and u.status <> 'deleted' ${where} order by u.rank, u.user_id`, params);

  const inTreeProfile = async (callerId: string, userId: string) => {
    if (!(await isCallerOrBelow(db, callerId, userId))) return new Refused(403, notYourDownline(userId));
    return (await adminProfile(db, userId)) ?? new Refused(403, notYourDownline(userId));
  };
  router.implement(profileFull, async ({ caller, query, c }) => answerOf(c, await inTreeProfile(caller.userId, query.UserId)));
  router.implement(dMemberProfile, async ({ caller, query, c }) => answerOf(c, await inTreeProfile(caller.userId, query.UserId)));

  const editFull = async (callerId: string, userId: string) => {
    const user = await targetUser(db, callerId, userId);
    if (user instanceof Refused) return user;
    return { Profile: user, Limits: await limitsOf(db, user.ParentId!) };
  };
  router.implement(profileEditFull, async ({ caller, query, c }) => answerOf(c, await editFull(caller.userId, query.UserId)));
  router.implement(profileTEditFull, async ({ caller, query, c }) => answerOf(c, await editFull(caller.userId, query.UserId)));

  const newFull = async (callerId: string, parentId: string | undefined) => {
    const parent = parentId ?? callerId;
    if (!(await isCallerOrBelow(db, callerId, parent))) return new Refused(403, notYourDownline(parent));
    return limitsOf(db, parent);
  };
  router.implement(profileNewFull, async ({ caller, query, c }) => answerOf(c, await newFull(caller.userId, query.UserId)));
  router.implement(profileTNewFull, async ({ caller, query, c }) => answerOf(c, await newFull(caller.userId, query.UserId)));

  router.implement(memberTree, async ({ caller }) => (await tree('', [caller.userId])).rows as never);
  router.implement(memberByRole, async ({ caller, query }) => (await tree('and u.role = $2', [caller.userId, query.Role])).rows as never);
  router.implement(memberByShare, async ({ caller }) => (await tree('and u.t_share_bp > 0', [caller.userId])).rows as never);
  router.implement(tMemberAllRole, async ({ caller }) =>
    (await tree(`and exists (select 1 from user_locations ul where ul.user_id = u.user_id and ul.loc_id = 'TT')`, [caller.userId])).rows as never,
  );

  const ownShare = async (callerId: string) =>
    Number((await db.query<{ share: number }>(`select t_share_bp as share from users where user_id = $1`, [callerId])).rows[0]?.share ?? 0);
  router.implement(selectAllowEditShare, async ({ caller }) => {
    const share = await ownShare(caller.userId);
    return { AllowEditShare: share > 0, MaxShareBp: share };
  });
  router.implement(dShareTypeSelect, async ({ caller }) => {
    const share = await ownShare(caller.userId);
    const choices = [];
    for (let bp = 0; bp <= share; bp += 100) choices.push({ ShareBp: bp, Label: percentText(bp) });
    return choices;
  });

  router.implement(dLoc, async () => {
    const { rows } = await db.query(`select loc_id as "LocId", name as "Loc", currency_code as "CurrencyCode" from locations order by sort_order, loc_id`);
    return rows as never;
  });
  router.implement(getCurrencyCode, async ({ location, c }) => {
    const { rows } = await db.query(`select loc_id as "LocId", name as "Loc", currency_code as "CurrencyCode" from locations where loc_id = $1`, [location]);
    return rows[0] ? (rows[0] as never) : fail(c, 404, `Location ${location} is not known.`);
  });
}
