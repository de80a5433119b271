/**
 * Sub share (spec 02 §7.14; contract/shareTransfers.ts): POST and DELETE subShare (the list is a
 * paged query, server/queries/shareTransfers.ts). Who (decisions, README "Share claims and sub
 * share"): a player has no share and is refused (403, as every administration call); the giver is the
 * caller or an agent of its tree (403 outside it); the partner is a user below the giver (403 outside
 * the caller's tree, 400 on the field when not below the giver). The money is moved by
 * server/ledger/shareTransferService.ts, in one transaction with its audit row.
 */
import type { Context } from 'hono';
import { createSubShare, deleteSubShare, type ShareTransferRequest } from '../../contract/shareTransfers.ts';
import { Refused, refusedFor } from '../admin/atomically.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { callerAndDownline, inTree, mayAccessMember } from '../memberTree.ts';
import { checkedTransfer, transferProblems } from '../ledger/shareTransferRequest.ts';
import { deleteTransfer, saveTransfer } from '../ledger/shareTransferService.ts';
import { transferById, type TransferKind } from '../ledger/shareTransfers.ts';
import { transferRow } from '../queries/shareTransfers.ts';
import { answerOf } from './adminAnswer.ts';

interface TreeUser {
  user_id: string;
  role: string;
  below: boolean;
}

/** The user named (any case) if it is in the caller's tree, with its role and whether it is strictly below `upper`. */
async function treeUser(db: Queryable, callerId: string, named: string, upper: string): Promise<TreeUser | null> {
  const { rows } = await db.query<TreeUser>(
    `${callerAndDownline(1)}, under (user_id) as (
       select user_id from users where parent_id = $3
       union
       select u.user_id from users u join under d on u.parent_id = d.user_id
     )
     select t.user_id, t.role, t.user_id in (select user_id from under) as below
     from users t where lower(t.user_id) = lower($2) and t.status <> 'deleted' and ${inTree('t.user_id')}`,
    [callerId, named, upper],
  );
  return rows[0] ?? null;
}

const notInTree = (userId: string) => new Refused(403, `${userId} is not in your tree.`);

/**
 * The giver and receiver of a request, checked: `giverField` names the user whose share result is
 * given (the caller's own by default), the other field a user strictly below it.
 */
export async function transferUsers(
  db: Queryable,
  callerId: string,
  request: ShareTransferRequest,
  roles: { giver: 'UserId'; partnerLabel: string; defaultGiver: string },
): Promise<{ fromUserId: string; toUserId: string } | Refused> {
  const problems = transferProblems(request, roles.partnerLabel);
  const named = request.UserId?.trim() || roles.defaultGiver;
  const giver = await treeUser(db, callerId, named, named);
  if (!giver) return notInTree(named);
  if (giver.role === 'MEM') problems.unshift({ Field: 'UserId', Code: 'player', Message: `${giver.user_id} is a player: it has no share result.` });
  const partnerId = request.PartnerId?.trim();
  let toUserId = '';
  if (partnerId) {
    const partner = await treeUser(db, callerId, partnerId, giver.user_id);
    if (!partner) return notInTree(partnerId);
    if (!partner.below) problems.push({ Field: 'PartnerId', Code: 'notBelow', Message: `${partner.user_id} is not below ${giver.user_id}.` });
    toUserId = partner.user_id;
  }
  if (problems.length > 0) return refusedFor(problems);
  return { fromUserId: giver.user_id, toUserId };
}

/** The transfer of that kind, when both its users are in the caller's tree; else 404 (unknown) or 403. */
export async function ownTransfer(db: Queryable, callerId: string, id: number, kind: TransferKind) {
  const transfer = await transferById(db, id);
  const name = kind === 'sub_share' ? 'Sub share' : 'Share claim';
  if (!transfer || transfer.kind !== kind) return new Refused(404, `${name} ${id} does not exist.`);
  const mine = (await mayAccessMember(db, callerId, transfer.fromUserId)) && (await mayAccessMember(db, callerId, transfer.toUserId));
  return mine ? transfer : new Refused(403, `${name} ${id} is not of your tree.`);
}

export const answerRefusal = (c: Context, refusal: Refused) => answerOf<never>(c, refusal);

export function mountShareTransferRoutes(router: ApiRouter, { now }: RouteDeps) {
  const admin = adminRouter(router);

  admin.implement(createSubShare, async ({ body, caller, location, db, c }) => {
    const users = await transferUsers(db, caller.userId, body, { giver: 'UserId', partnerLabel: 'partner', defaultGiver: caller.userId });
    if (users instanceof Refused) return answerRefusal(c, users);
    const saved = await saveTransfer(db, { ...checkedTransfer(body), ...users, kind: 'sub_share', locId: location }, { userId: caller.userId, at: now() });
    if (saved instanceof Refused) return answerRefusal(c, saved);
    return transferRow(db, saved);
  });

  admin.implement(deleteSubShare, async ({ params, caller, db, c }) => {
    const transfer = await ownTransfer(db, caller.userId, params.Id, 'sub_share');
    if (transfer instanceof Refused) return answerRefusal(c, transfer);
    const lines = await deleteTransfer(db, transfer, { userId: caller.userId, at: now() });
    return lines instanceof Refused ? answerRefusal(c, lines) : { Id: params.Id, RemovedLines: lines };
  });
}
