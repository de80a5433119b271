/**
 * Who may grant and revoke what (spec 02 §6 leaves it open; decided for issue 20):
 * - a granter is a user granted AdminEdit (the Permission menu's rule), '*' included;
 * - it grants only names it holds itself, and only to users of its own downline (never to itself);
 * - a downline never holds more than its upline: a name is granted only when the user's direct
 *   upline holds it, and revoking a name from a user revokes it from the user's whole branch;
 * - '*' (every name, the top account) is neither granted nor revoked here;
 * - every grant and every revoke writes an audit row per user changed, in its own transaction.
 * The store is users.granted; each write locks the rows it reads (FOR UPDATE), so a grant racing a
 * revoke of the upline cannot leave a downline holding what its upline lost.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import { GRANTABLE_NAMES } from '../../contract/permissions.ts';
import { writeAudit } from '../audit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { callerAndDownline, mayAccessMember } from '../memberTree.ts';
import { EVERY_NAME, holds } from './grants.ts';

/** The name a granter holds: the Permission menu's rule (spec 02 §6). */
export const GRANTER_NAME = 'AdminEdit';
export const NOT_A_GRANTER = 'Unauthorized Access';

export type Outcome<T> = { ok: T } | { status: 400 | 403 | 404 | 409; message: string; problems?: FieldProblem[] };

const problem = (field: string, code: string, message: string): Outcome<never> => ({
  status: 400,
  message,
  problems: [{ Field: field, Code: code, Message: message }],
});
const outside: Outcome<never> = { status: 403, message: 'Unauthorized Access' };

interface Locked {
  user_id: string;
  parent_id: string | null;
  granted: string[];
}

async function lockUser(tx: Queryable, userId: string): Promise<Locked | null> {
  const { rows } = await tx.query<Locked>('select user_id, parent_id, granted from users where lower(user_id) = lower($1) for update', [userId]);
  return rows[0] ?? null;
}

interface Write {
  callerId: string;
  locId: string;
  now: number;
}

/**
 * The caller (a granter) and the user it names, locked for the write; refused when the caller is no
 * granter, the user is gone, or it is the caller itself.
 */
async function lockPair(tx: Queryable, callerId: string, userId: string): Promise<Outcome<{ caller: Locked; target: Locked }>> {
  const caller = await lockUser(tx, callerId);
  if (!caller || !holds(caller.granted, GRANTER_NAME)) return { status: 403, message: NOT_A_GRANTER };
  const target = await lockUser(tx, userId);
  if (!target) return outside;
  if (target.user_id === caller.user_id) return problem('UserId', 'self', 'You cannot change your own permissions.');
  return { ok: { caller, target } };
}

/** Stores a user's new Granted list with its audit row, in the write's transaction. */
async function storeGranted(tx: Queryable, write: Write, action: string, userId: string, before: string[], after: string[]) {
  await tx.query('update users set granted = $2 where user_id = $1', [userId, after]);
  await writeAudit(tx, { userId: write.callerId, locId: write.locId, action, entity: 'user', entityId: userId, before: { Granted: before }, after: { Granted: after }, at: write.now });
}

/** The names `granted` lets its holder grant: the grantable names it holds, all of them for '*'. */
export const grantableBy = (granted: readonly string[]) => GRANTABLE_NAMES.filter((name) => holds(granted, name));

/** POST permissions: grants `name` to `userId`; every refusal names its field. */
export async function grant(db: Database, write: Write, userId: string, name: string): Promise<Outcome<{ userId: string }>> {
  const missing = [
    ...(userId.trim() === '' ? [{ Field: 'UserId', Code: 'required', Message: 'UserId is required.' }] : []),
    ...(name.trim() === '' ? [{ Field: 'Attribute', Code: 'required', Message: 'Attribute is required.' }] : []),
  ];
  if (missing.length) return { status: 400, message: missing[0]!.Message, problems: missing };
  if (!(GRANTABLE_NAMES as readonly string[]).includes(name)) return problem('Attribute', 'unknown', 'Choose a permission of the list.');
  if (!(await mayAccessMember(db, write.callerId, userId))) return outside;
  return db.transaction(async (tx): Promise<Outcome<{ userId: string }>> => {
    const pair = await lockPair(tx, write.callerId, userId);
    if (!('ok' in pair)) return pair;
    const { caller, target } = pair.ok;
    if (!holds(caller.granted, name)) return problem('Attribute', 'notHeld', 'You can grant only a permission you hold.');
    if (holds(target.granted, name)) return problem('Attribute', 'held', `${target.user_id} already holds ${name}.`);
    const upline = target.parent_id && target.parent_id !== caller.user_id ? await lockUser(tx, target.parent_id) : null;
    if (upline && !holds(upline.granted, name)) {
      return problem('Attribute', 'uplineLacks', `${upline.user_id} (the upline of ${target.user_id}) does not hold ${name}: grant it there first.`);
    }
    await storeGranted(tx, write, 'permission.grant', target.user_id, target.granted, [...target.granted, name]);
    return { ok: { userId: target.user_id } };
  });
}

/** DELETE permissions/{UserId:Attribute}: revokes `name` from `userId` and every user below it. */
export async function revoke(db: Database, write: Write, userId: string, name: string): Promise<Outcome<{ userId: string; revokedFrom: string[] }>> {
  if (!(await mayAccessMember(db, write.callerId, userId))) return outside;
  return db.transaction(async (tx): Promise<Outcome<{ userId: string; revokedFrom: string[] }>> => {
    const pair = await lockPair(tx, write.callerId, userId);
    if (!('ok' in pair)) return pair;
    const { target } = pair.ok;
    if (name === EVERY_NAME) return { status: 409, message: `${target.user_id} holds every permission ('*'): it is not revoked here.` };
    if (!target.granted.includes(name)) return { status: 404, message: `${target.user_id} does not hold ${name}.` };
    // The branch, locked in a stable order: the user and everyone below it that holds the name.
    const { rows } = await tx.query<{ user_id: string; granted: string[] }>(
      `${callerAndDownline(1)}
       select u.user_id, u.granted from users u
       where u.user_id in (select user_id from downline) and $2 = any (u.granted)
       order by u.user_id for update of u`,
      [target.user_id, name],
    );
    for (const row of rows) await storeGranted(tx, write, 'permission.revoke', row.user_id, row.granted, row.granted.filter((held) => held !== name));
    return { ok: { userId: target.user_id, revokedFrom: rows.map((row) => row.user_id) } };
  });
}
