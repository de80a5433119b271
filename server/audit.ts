/**
 * The audit log (migrations 0010, 0015): one row per write of the product, written by the caller in
 * the transaction of the write itself, so a write and its row commit or roll back together. Where
 * the write came from (address, user agent) is added here from the request under way
 * (server/http/requestOrigin.ts): no caller passes it, and a job's rows have none. The Audit Log
 * screen reads it (GET audits, server/queries/auditLog.ts); tests/server/auditEveryWrite.test.ts
 * proves every writing call of the contract leaves a row.
 */
import type { Queryable } from './db/database.ts';
import { timestamp } from './db/timestamp.ts';
import { currentRequestOrigin } from './http/requestOrigin.ts';

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
  const origin = currentRequestOrigin();
  await tx.query(
    `insert into audit_log (at, user_id, loc_id, action, entity, entity_id, before, after, address, user_agent)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
    [
      timestamp(entry.at),
      entry.userId,
      entry.locId,
      entry.action,
      entry.entity,
      String(entry.entityId),
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      origin?.address ?? null,
      origin?.userAgent ?? null,
    ],
  );
}
