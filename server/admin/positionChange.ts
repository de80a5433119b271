/**
 * PUT agents/position (issue 20): a downline's Rank and share. Rank stays below its parent's (at least
 * the parent's + 1) and above its own downlines' (less than the lowest of theirs); the share keeps the
 * share rules (./rateRules.ts, ./downlineCeilings.ts). One transaction with its audit row.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { AdminProfile } from '../../contract/userAdmin.ts';
import { writeAudit } from '../audit.ts';
import type { Queryable } from '../db/database.ts';
import { adminProfile } from './adminUsers.ts';
import { atomically, Refused, refusedFor } from './atomically.ts';
import { floorProblems } from './downlineCeilings.ts';
import { parentOf } from './parentRow.ts';
import { rateProblems } from './rateRules.ts';
import { targetUser } from './targetUser.ts';

export interface PositionRequest {
  body: { UserId: string; Rank?: number; ShareBp?: number };
  callerId: string;
  now: number;
  locId: string;
}

export async function changePosition(db: Queryable, { body, callerId, now, locId }: PositionRequest): Promise<AdminProfile | Refused> {
  const before = await targetUser(db, callerId, body.UserId);
  if (before instanceof Refused) return before;
  const parent = (await parentOf(db, before.ParentId!))!;
  const problems: FieldProblem[] = [];
  if (body.Rank !== undefined) {
    const { rows } = await db.query<{ lowest: number | null }>(`select min(rank) as lowest from users where parent_id = $1 and status <> 'deleted'`, [before.UserId]);
    const lowest = rows[0]?.lowest ?? null;
    if (body.Rank < parent.rank + 1) {
      problems.push({ Field: 'Rank', Code: 'aboveParent', Message: `Rank must be at least ${parent.rank + 1}: ${parent.user_id} is Rank ${parent.rank}.` });
    } else if (lowest !== null && body.Rank >= lowest) {
      problems.push({ Field: 'Rank', Code: 'belowDownline', Message: `Rank must be less than ${lowest}, the Rank of its highest downline.` });
    }
  }
  if (body.ShareBp !== undefined) {
    const share = { ShareBp: body.ShareBp, DShareBp: Math.min(before.DShareBp, body.ShareBp) };
    problems.push(
      ...rateProblems(share, { owner: parent.user_id === callerId ? null : parent.user_id, ShareBp: parent.t_share_bp, CommissionBp: parent.commission_bp, TtCommissionBp: parent.tt_commission_bp }),
    );
    if (problems.every((p) => p.Field !== 'ShareBp')) problems.push(...(await floorProblems(db, before.UserId, { ShareBp: body.ShareBp })));
  }
  if (problems.length > 0) return refusedFor(problems);
  return atomically(db, async (tx) => {
    await tx.query(
      `update users set rank = coalesce($2, rank), t_share_bp = coalesce($3, t_share_bp), d_share_bp = least(d_share_bp, coalesce($3, t_share_bp))
       where user_id = $1`,
      [before.UserId, body.Rank ?? null, body.ShareBp ?? null],
    );
    const after = (await adminProfile(tx, before.UserId))!;
    await writeAudit(tx, { userId: callerId, locId, action: 'user.position', entity: 'user', entityId: before.UserId, before, after, at: now });
    return after;
  });
}
