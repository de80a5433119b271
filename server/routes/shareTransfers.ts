/**
 * Sub share and share claims (spec 02 §7.14; contract/shareTransfers.ts): their writes (the lists are
 * paged queries, server/queries/shareTransfers.ts). Share claims need DrawSetting (spec 02 §6), asked
 * of the database; the claimer is the caller and the downline a user strictly below it. Who (decisions, README "Share claims and sub
 * share"): a player has no share and is refused (403, as every administration call); the giver is the
 * caller or an agent of its tree (403 outside it); the partner is a user below the giver (403 outside
 * the caller's tree, 400 on the field when not below the giver). The money is moved by
 * server/ledger/shareTransferService.ts, in one transaction with its audit row.
 */
import type { Context } from 'hono';
import {
  createShareClaim,
  createSubShare,
  deleteShareClaim,
  deleteSubShare,
  createShareClaimBack,
  deleteShareClaimBack,
  generateShareClaimBacks,
  generateShareClaims,
  importShareClaimBack,
  shareClaimBackSelect,
  updateShareClaim,
  updateShareClaimBack,
  type ShareTransferRequest,
} from '../../contract/shareTransfers.ts';
import { mayUseDrawSetting } from '../draws/permission.ts';
import { Refused, refusedFor } from '../admin/atomically.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { callerAndDownline, inTree, mayAccessMember } from '../memberTree.ts';
import { checkedTransfer, transferProblems } from '../ledger/shareTransferRequest.ts';
import { changeShare, deleteTransfer, generate, saveTransfer } from '../ledger/shareTransferService.ts';
import { hasBacks, returnedBp, transferById, transfersInTree, type StoredTransfer, type TransferKind } from '../ledger/shareTransfers.ts';

const WITH_BACKS = (id: number) => `Share claim ${id} has claim backs: delete them first.`;
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

/** A user named (any case) strictly below the caller: its stored id, or whether it is outside the tree or not below. */
export async function belowCaller(db: Queryable, callerId: string, named: string): Promise<{ userId: string } | 'outside' | 'notBelow'> {
  const user = await treeUser(db, callerId, named, callerId);
  if (!user) return 'outside';
  return user.below ? { userId: user.user_id } : 'notBelow';
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
  const name = { sub_share: 'Sub share', share_claim: 'Share claim', share_claim_back: 'Claim back' }[kind];
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

/**
 * The claimer and the downline of a share claim: the caller claims from UserId, a user strictly below
 * it (403 outside its tree; 400 on the field for itself or a player, which has no share result).
 */
async function claimUsers(db: Queryable, callerId: string, request: ShareTransferRequest): Promise<{ fromUserId: string; toUserId: string } | Refused> {
  const problems = transferProblems({ ...request, PartnerId: callerId }, 'claimer');
  const named = request.UserId?.trim();
  let fromUserId = '';
  if (!named) problems.unshift({ Field: 'UserId', Code: 'required', Message: 'Choose the downline.' });
  else {
    const downline = await treeUser(db, callerId, named, callerId);
    if (!downline) return notInTree(named);
    if (!downline.below) problems.unshift({ Field: 'UserId', Code: 'notBelow', Message: `${downline.user_id} is not below you.` });
    else if (downline.role === 'MEM') problems.unshift({ Field: 'UserId', Code: 'player', Message: `${downline.user_id} is a player: it has no share result.` });
    fromUserId = downline.user_id;
  }
  if (problems.length > 0) return refusedFor(problems);
  return { fromUserId, toUserId: callerId };
}

/** Share claims are Draw Setting's (spec 02 §6 "Share claim items: DrawSetting"): 403 for anyone not granted it. */
async function drawSettingRefusal(db: Queryable, userId: string): Promise<Refused | null> {
  const access = await mayUseDrawSetting(db, userId);
  return access.ok ? null : new Refused(403, access.message);
}

/**
 * Generate (claims or claim backs): DrawSetting, then every transfer of the kind of the caller's tree
 * at the location, or the one named (404 unknown, 403 outside), posted for the draws settled since.
 */
async function generateFor(db: Queryable, q: { callerId: string; locId: string; id: number | undefined; kind: TransferKind; at: number }) {
  const refused = await drawSettingRefusal(db, q.callerId);
  if (refused) return refused;
  let transfers = await transfersInTree(db, q.callerId, q.kind, q.locId);
  if (q.id !== undefined) {
    const one = await ownTransfer(db, q.callerId, q.id, q.kind);
    if (one instanceof Refused) return one;
    transfers = transfers.filter((t) => t.transferId === one.transferId);
  }
  return generate(db, transfers, { userId: q.callerId, at: q.at, locId: q.locId, kind: q.kind });
}

const generateAnswer = <T,>(c: Context, outcome: T | Refused) => (outcome instanceof Refused ? answerRefusal(c, outcome) : outcome);

export function mountShareClaimRoutes(router: ApiRouter, { now }: RouteDeps) {
  const admin = adminRouter(router);

  admin.implement(createShareClaim, async ({ body, caller, location, db, c }) => {
    const refused = (await drawSettingRefusal(db, caller.userId)) ?? null;
    if (refused) return answerRefusal(c, refused);
    const users = await claimUsers(db, caller.userId, body);
    if (users instanceof Refused) return answerRefusal(c, users);
    const saved = await saveTransfer(db, { ...checkedTransfer(body), ...users, kind: 'share_claim', locId: location }, { userId: caller.userId, at: now() });
    if (saved instanceof Refused) return answerRefusal(c, saved);
    return transferRow(db, saved);
  });

  admin.implement(deleteShareClaim, async ({ params, caller, db, c }) => {
    const transfer = (await drawSettingRefusal(db, caller.userId)) ?? (await ownTransfer(db, caller.userId, params.Id, 'share_claim'));
    if (transfer instanceof Refused) return answerRefusal(c, transfer);
    if (await hasBacks(db, transfer.transferId)) return answerRefusal(c, new Refused(409, WITH_BACKS(transfer.transferId)));
    const lines = await deleteTransfer(db, transfer, { userId: caller.userId, at: now() });
    return lines instanceof Refused ? answerRefusal(c, lines) : { Id: params.Id, RemovedLines: lines };
  });

  admin.implement(updateShareClaim, async ({ body, caller, db, c }) => {
    const transfer = (await drawSettingRefusal(db, caller.userId)) ?? (await ownTransfer(db, caller.userId, body.Id, 'share_claim'));
    if (transfer instanceof Refused) return answerRefusal(c, transfer);
    if (await hasBacks(db, transfer.transferId)) return answerRefusal(c, new Refused(409, WITH_BACKS(transfer.transferId)));
    const problems = transferProblems(
      { UserId: transfer.fromUserId, PartnerId: transfer.toUserId, ShareBp: body.ShareBp, DrawFrom: transfer.drawFrom, DrawTo: transfer.drawTo, Remark: '' },
      'claimer',
    );
    if (problems.length > 0) return answerRefusal(c, refusedFor(problems));
    const changed = await changeShare(db, transfer, body.ShareBp!, { userId: caller.userId, at: now() });
    return changed instanceof Refused ? answerRefusal(c, changed) : transferRow(db, changed);
  });

  admin.implement(generateShareClaims, async ({ body, caller, location, db, c }) =>
    generateAnswer(c, await generateFor(db, { callerId: caller.userId, locId: location, id: body.Id, kind: 'share_claim', at: now() })),
  );
}

/** A claim back's range must lie within its claim's (it returns part of what was claimed). */
function backProblems(claim: StoredTransfer, request: { ShareBp?: number | null; DrawFrom?: string | null; DrawTo?: string | null }) {
  const problems = transferProblems({ UserId: claim.toUserId, PartnerId: claim.fromUserId, ShareBp: request.ShareBp, DrawFrom: request.DrawFrom ?? '', DrawTo: request.DrawTo ?? '', Remark: '' }, 'downline');
  const from = request.DrawFrom?.trim() ?? '';
  const to = request.DrawTo?.trim() ?? '';
  if (!problems.some((p) => p.Field === 'DrawFrom') && from < claim.drawFrom) {
    problems.push({ Field: 'DrawFrom', Code: 'outsideClaim', Message: `Draw From must be within the claim's range (${claim.drawFrom} to ${claim.drawTo}).` });
  }
  if (!problems.some((p) => p.Field === 'DrawTo') && to > claim.drawTo) {
    problems.push({ Field: 'DrawTo', Code: 'outsideClaim', Message: `Draw To must be within the claim's range (${claim.drawFrom} to ${claim.drawTo}).` });
  }
  return problems;
}

/** The claim back of a claim: the claimer gives part of the downline's share result back to it. */
const backOf = (claim: StoredTransfer, values: { shareBp: number; drawFrom: string; drawTo: string; remark: string | null }) => ({
  ...values,
  kind: 'share_claim_back' as const,
  locId: claim.locId,
  fromUserId: claim.toUserId,
  toUserId: claim.fromUserId,
  claimId: claim.transferId,
  shareOf: claim.fromUserId,
});

export function mountShareClaimBackRoutes(router: ApiRouter, { now }: RouteDeps) {
  const admin = adminRouter(router);
  /** DrawSetting, then the claim of the caller's tree (404 unknown, 403 outside). */
  const claimOf = async (db: Queryable, callerId: string, claimId: number) =>
    (await drawSettingRefusal(db, callerId)) ?? (await ownTransfer(db, callerId, claimId, 'share_claim'));

  admin.implement(shareClaimBackSelect, async ({ body, caller, location, db, c }) => {
    const refused = await drawSettingRefusal(db, caller.userId);
    if (refused) return answerRefusal(c, refused);
    const claims = (await transfersInTree(db, caller.userId, 'share_claim', location)).filter((t) => body.ClaimId === undefined || t.transferId === body.ClaimId);
    const rows = [];
    for (const t of claims) {
      rows.push({
        ClaimId: t.transferId,
        LocId: t.locId,
        UserId: t.fromUserId,
        PartnerId: t.toUserId,
        ShareBp: t.shareBp,
        DrawFrom: t.drawFrom,
        DrawTo: t.drawTo,
        ReturnedBp: await returnedBp(db, t.transferId, { drawFrom: '1900-01-01', drawTo: '9999-12-31' }),
      });
    }
    return rows;
  });

  admin.implement(createShareClaimBack, async ({ body, caller, db, c }) => {
    const claim = await claimOf(db, caller.userId, body.ClaimId);
    if (claim instanceof Refused) return answerRefusal(c, claim);
    const problems = backProblems(claim, body);
    if (problems.length > 0) return answerRefusal(c, refusedFor(problems));
    const values = { shareBp: body.ShareBp!, drawFrom: body.DrawFrom!.trim(), drawTo: body.DrawTo!.trim(), remark: body.Remark?.trim() || null };
    const saved = await saveTransfer(db, backOf(claim, values), { userId: caller.userId, at: now() });
    return saved instanceof Refused ? answerRefusal(c, saved) : transferRow(db, saved);
  });

  admin.implement(importShareClaimBack, async ({ body, caller, db, c }) => {
    const claim = await claimOf(db, caller.userId, body.ClaimId);
    if (claim instanceof Refused) return answerRefusal(c, claim);
    const left = claim.shareBp - (await returnedBp(db, claim.transferId, claim));
    if (left <= 0) return answerRefusal(c, refusedFor([{ Field: 'ClaimId', Code: 'returned', Message: `Share claim ${claim.transferId} is returned whole already.` }]));
    const values = { shareBp: left, drawFrom: claim.drawFrom, drawTo: claim.drawTo, remark: 'Returned whole' };
    const saved = await saveTransfer(db, backOf(claim, values), { userId: caller.userId, at: now() });
    return saved instanceof Refused ? answerRefusal(c, saved) : transferRow(db, saved);
  });

  admin.implement(updateShareClaimBack, async ({ body, caller, db, c }) => {
    const back = (await drawSettingRefusal(db, caller.userId)) ?? (await ownTransfer(db, caller.userId, body.Id, 'share_claim_back'));
    if (back instanceof Refused) return answerRefusal(c, back);
    const claim = (await transferById(db, back.claimId!))!;
    const problems = backProblems(claim, { ShareBp: body.ShareBp, DrawFrom: back.drawFrom, DrawTo: back.drawTo });
    if (problems.length > 0) return answerRefusal(c, refusedFor(problems));
    const changed = await changeShare(db, back, body.ShareBp!, { userId: caller.userId, at: now() });
    return changed instanceof Refused ? answerRefusal(c, changed) : transferRow(db, changed);
  });

  admin.implement(deleteShareClaimBack, async ({ params, caller, db, c }) => {
    const back = (await drawSettingRefusal(db, caller.userId)) ?? (await ownTransfer(db, caller.userId, params.Id, 'share_claim_back'));
    if (back instanceof Refused) return answerRefusal(c, back);
    const lines = await deleteTransfer(db, back, { userId: caller.userId, at: now() });
    return lines instanceof Refused ? answerRefusal(c, lines) : { Id: params.Id, RemovedLines: lines };
  });

  admin.implement(generateShareClaimBacks, async ({ body, caller, location, db, c }) =>
    generateAnswer(c, await generateFor(db, { callerId: caller.userId, locId: location, id: body.Id, kind: 'share_claim_back', at: now() })),
  );
}
