/**
 * Who may read and write the OutSet tab's settings (spec 02 §6: the tab is for users granted OutSet):
 * the caller granted OutSet, for itself or a user of its tree (server/memberTree.ts). Decided from the
 * database on every call, like the Permission screen's AdminEdit.
 */
import type { Queryable } from '../db/database.ts';
import { mayAccessMember } from '../memberTree.ts';
import { userHolds } from '../permissions/grants.ts';

export const OUTSET_NAME = 'OutSet';
export const NOT_OUTSET = 'Unauthorized Access';

export type Subject = { ok: string } | { refused: { status: 403; message: string } };

/** The user whose settings or figures are asked for (the caller, or UserId of its tree), as stored. */
export async function subjectOf(db: Queryable, callerId: string, userId: string | undefined | null, { needsOutSet = true } = {}): Promise<Subject> {
  if (needsOutSet && !(await userHolds(db, callerId, OUTSET_NAME))) return { refused: { status: 403, message: NOT_OUTSET } };
  const wanted = userId?.trim() || callerId;
  if (!(await mayAccessMember(db, callerId, wanted))) return { refused: { status: 403, message: 'Unauthorized Access' } };
  const { rows } = await db.query<{ user_id: string }>('select user_id from users where lower(user_id) = lower($1)', [wanted]);
  return rows[0] ? { ok: rows[0].user_id } : { refused: { status: 403, message: 'Unauthorized Access' } };
}
