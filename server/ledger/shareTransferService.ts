/**
 * Saving and deleting a share transfer (sub share, share claim), the one procedure both screens'
 * calls run: all or nothing (server/admin/atomically.ts: a refusal rolls back to a savepoint inside an
 * Idempotency-Key's transaction), both users locked, the share left to give checked, the transfer
 * stored (or the same one found: saving it again posts only the draws settled since) and its draws
 * posted with the audit row (./shareTransfers.ts). Who may name whom is the route's, checked before.
 */
import type { Queryable } from '../db/database.ts';
import { atomically, Refused, refusedFor } from '../admin/atomically.ts';
import { writeAudit } from '../audit.ts';
import { lockBalance } from './payments.ts';
import type { CheckedTransfer } from './shareTransferRequest.ts';
import { insertTransfer, postTransfer, removeTransfer, returnedBp, sameTransfer, sharedOutBp, transferById, type StoredTransfer, type TransferKind } from './shareTransfers.ts';

const percent = (bp: number) => `${bp / 100}%`;
const ACTION_NAMES: Record<TransferKind, string> = { sub_share: 'subShare', share_claim: 'shareClaim', share_claim_back: 'shareClaimBack' };
const actionOf = (kind: TransferKind, verb: string) => `${ACTION_NAMES[kind]}.${verb}`;

/** The share left to give: of the giver's own share result, or for a claim back of the claim's share. */
async function limitProblem(tx: Queryable, t: StoredTransfer | (CheckedTransfer & { kind: TransferKind; locId: string; fromUserId: string; claimId?: number | null }), shareBp: number, own = 0) {
  if (t.kind === 'share_claim_back') {
    const claim = (await transferById(tx, t.claimId!))!;
    const given = (await returnedBp(tx, claim.transferId, t)) - own;
    if (given + shareBp <= claim.shareBp) return null;
    return `Claim ${claim.transferId} took ${percent(claim.shareBp)} and ${percent(given)} of it is already returned for some of these days: at most ${percent(claim.shareBp - given)} is left.`;
  }
  const given = (await sharedOutBp(tx, t)) - own;
  if (given + shareBp <= 10_000) return null;
  return `${t.fromUserId}'s share result at ${t.locId} is already given out at ${percent(given)} for some of these days: at most ${percent(10_000 - given)} is left.`;
}

/** The saved transfer's id, or the refusal (400 with the problems on their fields). */
export function saveTransfer(
  db: Queryable,
  t: CheckedTransfer & { kind: TransferKind; locId: string; fromUserId: string; toUserId: string; claimId?: number | null; shareOf?: string | null },
  by: { userId: string; at: number },
): Promise<number | Refused> {
  return atomically(db, async (tx) => {
    // Both rows first, in user_id order: two saves for one giver serialise, so each sees the other's share.
    for (const userId of [t.fromUserId, t.toUserId].sort()) await lockBalance(tx, userId);
    let transfer: StoredTransfer | null = await sameTransfer(tx, t);
    const created = !transfer;
    if (!transfer) {
      const message = await limitProblem(tx, t, t.shareBp);
      if (message) throw refusedFor([{ Field: 'ShareBp', Code: 'sharedOut', Message: message }]);
      transfer = await insertTransfer(tx, t, by);
    }
    const posted = await postTransfer(tx, transfer, { ...by, action: actionOf(t.kind, 'post'), created });
    if (!posted.ok) throw refusedFor(posted.problems);
    return transfer.transferId;
  });
}

/** Deletes the transfer and its lines; refused (409) when taking them back would leave a Credit Left below zero. */
export function deleteTransfer(db: Queryable, t: StoredTransfer, by: { userId: string; at: number }): Promise<number | Refused> {
  return atomically(db, async (tx) => {
    const removed = await removeTransfer(tx, t, { ...by, action: actionOf(t.kind, 'delete') });
    if (!removed.ok) throw new Refused(409, removed.problems[0]!.Message);
    return removed.lines;
  });
}

/**
 * A claim's share changed (updateReportShare): its lines reversed, the share stored, and the settled
 * draws posted again at the new share, all or nothing. The share left to give counts the others only.
 */
export function changeShare(db: Queryable, t: StoredTransfer, shareBp: number, by: { userId: string; at: number }): Promise<number | Refused> {
  return atomically(db, async (tx) => {
    for (const userId of [t.fromUserId, t.toUserId].sort()) await lockBalance(tx, userId);
    const message = await limitProblem(tx, t, shareBp, t.shareBp);
    if (message) throw refusedFor([{ Field: 'ShareBp', Code: 'sharedOut', Message: message }]);
    const removed = await removeTransfer(tx, t, { ...by, action: actionOf(t.kind, 'update'), keep: true });
    if (!removed.ok) throw refusedFor(removed.problems.map((p) => ({ ...p, Field: 'ShareBp' })));
    await tx.query('update share_transfers set share_bp = $2 where transfer_id = $1', [t.transferId, shareBp]);
    const posted = await postTransfer(tx, { ...t, shareBp }, { ...by, action: actionOf(t.kind, 'post'), created: false });
    if (!posted.ok) throw refusedFor(posted.problems);
    return t.transferId;
  });
}

/**
 * Posts the draws settled since for each transfer given (generateReportPlaceOutShareMix), all or
 * nothing: every user of them locked first in user_id order, then each posted, and one audit row for
 * the whole generation (each transfer that posted has its own row too).
 */
export function generate(
  db: Queryable,
  transfers: readonly StoredTransfer[],
  by: { userId: string; at: number; locId: string; kind: TransferKind },
): Promise<{ Claims: number; PostedDraws: number; PostedCents: number } | Refused> {
  return atomically(db, async (tx) => {
    const users = [...new Set(transfers.flatMap((t) => [t.fromUserId, t.toUserId]))].sort();
    for (const userId of users) await lockBalance(tx, userId);
    let draws = 0;
    let cents = 0;
    for (const t of transfers) {
      const posted = await postTransfer(tx, t, { ...by, action: actionOf(t.kind, 'post'), created: false });
      if (!posted.ok) throw new Refused(409, posted.problems[0]!.Message);
      draws += posted.draws;
      cents += posted.cents;
    }
    const answer = { Claims: transfers.length, PostedDraws: draws, PostedCents: cents };
    await writeAudit(tx, {
      userId: by.userId,
      locId: by.locId,
      action: `${ACTION_NAMES[transfers[0]?.kind ?? by.kind]}.generate`,
      entity: 'shareTransfer',
      entityId: transfers.map((t) => t.transferId).join(',').slice(0, 200) || 'none',
      before: null,
      after: answer,
      at: by.at,
    });
    return answer;
  });
}
