/**
 * SMS Subscribe (spec 02 §2.2, §7.15): which users of the caller's tree receive a location's results
 * and which their strikes (sms_subscriptions). The rules, decided from the database on every call:
 * - a request names many users: all of them must be in the caller's tree (itself and below; an admin
 *   everyone), else 403 and nothing is written; each must work at the location to be subscribed;
 * - subscribing is idempotent: a user subscribed already stays one row (its subscribed_by becomes the
 *   caller, the last upline that set it, as migration 0031 says); unsubscribing one that is not is no
 *   error;
 * - a user with no mobile and no bot chat can be subscribed: it gets nothing, which the lists say.
 * Each write is one transaction with one audit row naming the users it changed (none when nothing did).
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { SubscriptionKind } from '../../contract/smsSubscriptions.ts';
import { writeAudit } from '../audit.ts';
import { atomically } from '../db/atomically.ts';
import type { Queryable } from '../db/database.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';
import type { AgentOutcome } from './agents.ts';

export interface SubscriptionWriter {
  callerId: string;
  locId: string;
  now: number;
}

const CHOOSE_USERS: FieldProblem = { Field: 'UserIds', Code: 'required', Message: 'Choose at least one user.' };

/** The named users as stored, when every one is in the caller's tree (null otherwise), with whether each works at the location. */
async function usersInTree(tx: Queryable, writer: SubscriptionWriter, typed: readonly string[]) {
  const wanted = [...new Set(typed.map((id) => id.toLowerCase()))];
  const { rows } = await tx.query<{ user_id: string; works_here: boolean }>(
    `${callerAndDownline(1)}
     select u.user_id, exists (select 1 from user_locations l where l.user_id = u.user_id and l.loc_id = $3) as works_here
     from users u where lower(u.user_id) = any($2::text[]) and u.status <> 'deleted' and ${inTree('u.user_id')}
     order by u.user_id`,
    [writer.callerId, wanted, writer.locId],
  );
  return rows.length === wanted.length ? rows : null;
}

/** Subscribes the users to the location's results or their strikes: all, or nothing when one is outside the tree. */
export function subscribe(db: Queryable, writer: SubscriptionWriter, userIds: readonly string[], kind: SubscriptionKind): Promise<AgentOutcome<{ Subscribed: string[]; Already: string[] }>> {
  if (userIds.length === 0) return Promise.resolve({ problems: [CHOOSE_USERS] });
  return atomically(db, async (tx) => {
    const users = await usersInTree(tx, writer, userIds);
    if (!users) return { refused: 403 as const };
    const away = users.filter((user) => !user.works_here).map((user) => user.user_id);
    if (away.length > 0)
      return { problems: [{ Field: 'UserIds', Code: 'location', Message: `${away.slice(0, 5).join(', ')} ${away.length > 1 ? 'do' : 'does'} not work at ${writer.locId}.` }] };
    const ids = users.map((user) => user.user_id);
    const { rows } = await tx.query<{ user_id: string; inserted: boolean }>(
      `insert into sms_subscriptions (user_id, loc_id, kind, subscribed_by, created_at)
       select u, $2, $3, $4, to_timestamp($5 / 1000.0) from unnest($1::text[]) as u
       on conflict (user_id, loc_id, kind) do update set subscribed_by = excluded.subscribed_by
         where sms_subscriptions.subscribed_by is distinct from excluded.subscribed_by
       returning user_id, (xmax = 0) as inserted`,
      [ids, writer.locId, kind, writer.callerId, writer.now],
    );
    const added = ids.filter((id) => rows.some((row) => row.user_id === id && row.inserted));
    if (rows.length > 0)
      await writeAudit(tx, {
        userId: writer.callerId, locId: writer.locId, action: 'smsSubscribe.add', entity: 'smsSubscriptions', entityId: `${writer.locId}:${kind}`,
        before: null, after: { Kind: kind, Subscribed: added, SubscribedByNow: rows.filter((row) => !row.inserted).map((row) => row.user_id).sort() }, at: writer.now,
      });
    return { ok: { Subscribed: added, Already: ids.filter((id) => !added.includes(id)) } };
  });
}

/** Unsubscribes the users: all, or nothing when one is outside the tree. */
export function unsubscribe(db: Queryable, writer: SubscriptionWriter, userIds: readonly string[], kind: SubscriptionKind): Promise<AgentOutcome<{ Unsubscribed: string[] }>> {
  if (userIds.length === 0) return Promise.resolve({ problems: [CHOOSE_USERS] });
  return atomically(db, async (tx) => {
    const users = await usersInTree(tx, writer, userIds);
    if (!users) return { refused: 403 as const };
    const { rows } = await tx.query<{ user_id: string }>(
      'delete from sms_subscriptions where user_id = any($1::text[]) and loc_id = $2 and kind = $3 returning user_id',
      [users.map((user) => user.user_id), writer.locId, kind],
    );
    const removed = rows.map((row) => row.user_id).sort();
    if (removed.length > 0)
      await writeAudit(tx, { userId: writer.callerId, locId: writer.locId, action: 'smsSubscribe.delete', entity: 'smsSubscriptions', entityId: `${writer.locId}:${kind}`, before: { Kind: kind, Unsubscribed: removed }, after: null, at: writer.now });
    return { ok: { Unsubscribed: removed } };
  });
}
