/**
 * The audit log (migration 0010): one row per write that matters (money, results, rates, draws),
 * written by the caller in the transaction of the write itself, so a write and its row commit or
 * roll back together. The Audit Log screen reads it later.
 */
import type { Queryable } from './db/database.ts';
import { timestamp } from './db/timestamp.ts';

export interface AuditEntry {
  /** Who: the signed-in user, or null for a job acting on the system's behalf. */
  userId: string | null;
  locId: string | null;
  /** What was done, dotted: 'draw.result.save', 'payRate.update', 'draw.settle'. */
  action: string;
  /** To what: the table's concept and its key ('draw', '42'). */
  entity: string;
  entityId: string | number;
  /** The entity before and after (null when it did not exist before, or is gone after). */
  before: unknown;
  after: unknown;
  /** The app's clock (ms). */
  at: number;
}

export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      timestamp(entry.at),
      entry.userId,
      entry.locId,
      entry.action,
      entry.entity,
      String(entry.entityId),
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
