/**
 * DELETE agents/{ParentId}/{UserId} and players/{ParentId}/{UserId} (issue 20). Refused (409, the
 * figures named) while the user has open bets, a balance or downlines. Otherwise the user is marked
 * deleted rather than removed: its tickets, statement lines and audit rows still name it. A deleted
 * user signs in no more (its sessions end, server/users.ts findUser skips it), leaves every list, and
 * its Credit returns to its parent (credit 0), its locations are removed. Audit row with before/after.
 */
import { writeAudit } from '../audit.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';
import { atomically, Refused } from './atomically.ts';
import { dollars } from './dollars.ts';
import { targetUser } from './targetUser.ts';

export interface DeleteRequest {
  role: 'AG' | 'MEM';
  parentId: string;
  userId: string;
  callerId: string;
  now: number;
  locId: string;
}

export async function deleteUser(db: Queryable, { role, parentId, userId, callerId, now, locId }: DeleteRequest): Promise<{ UserId: string } | Refused> {
  const found = await targetUser(db, callerId, userId, role);
  if (found instanceof Refused) return found;
  if (found.ParentId?.toLowerCase() !== parentId.toLowerCase()) return new Refused(404, `${found.UserId} is not a downline of ${parentId}.`);
  return atomically(db, async (tx) => {
    // Locked, so a bet being placed by the user is either seen here or waits and then finds it deleted.
    const { rows } = await tx.query<{ open_stake_cents: string | number; acc_bal_cents: string | number; downlines: string | number }>(
      `select open_stake_cents, acc_bal_cents,
         (select count(*) from users d where d.parent_id = u.user_id and d.status <> 'deleted') as downlines
       from users u where user_id = $1 for update`,
      [found.UserId],
    );
    const row = rows[0]!;
    const open = Number(row.open_stake_cents);
    const balance = Number(row.acc_bal_cents);
    const downlines = Number(row.downlines);
    if (open > 0) throw new Refused(409, `${found.UserId} cannot be deleted: it has ${dollars(open)} in open bets. Delete it once they are settled.`);
    if (balance !== 0) throw new Refused(409, `${found.UserId} cannot be deleted: its balance is ${dollars(balance)}. Settle it with a payment first.`);
    if (downlines > 0) throw new Refused(409, `${found.UserId} cannot be deleted: it has ${downlines} downline${downlines === 1 ? '' : 's'}. Delete or move them first.`);
    await tx.query(`update users set status = 'deleted', credit_cents = 0 where user_id = $1`, [found.UserId]);
    await tx.query(`delete from user_locations where user_id = $1`, [found.UserId]);
    await tx.query(`update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`, [found.UserId]);
    await endSessionsOf(tx, found.UserId, now);
    await writeAudit(tx, {
      userId: callerId,
      locId,
      action: role === 'AG' ? 'agent.delete' : 'player.delete',
      entity: 'user',
      entityId: found.UserId,
      before: found,
      after: { UserId: found.UserId, Status: 'deleted' },
      at: now,
    });
    return { UserId: found.UserId };
  });
}
