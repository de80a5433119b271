import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { text, UserIdSchema, urlDate } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * The Audit Log (spec 02 §7.5 GET audits; issue 20): every write of the product as the server
 * recorded it (server/audit.ts), newest first. Who may read which rows is the server's
 * (server/queries/auditLog.ts): an admin every row, anyone else the rows written by itself or its downline.
 */

/** One row: when, who (null: a job), from where, what, to what, and the values before and after (JSON text). */
export const AuditRowSchema = v.object({
  AuditId: v.number(),
  /** ISO instant (UTC). */
  At: v.string(),
  UserId: v.nullable(v.string()),
  LocId: v.nullable(v.string()),
  Address: v.nullable(v.string()),
  UserAgent: v.nullable(v.string()),
  /** Dotted: 'bet.place', 'file.upload', 'payRate.update'. */
  Action: v.string(),
  Entity: v.string(),
  EntityId: v.string(),
  /** Compact JSON text of the entity before and after the write (null: it did not exist, or is gone). */
  Before: v.nullable(v.string()),
  After: v.nullable(v.string()),
});
export type AuditRow = v.InferOutput<typeof AuditRowSchema>;

export const AUDIT_SORT_COLUMNS = ['At'] as const;

/** An action, or the start of one up to a dot ('bet' finds 'bet.place'): letters, digits and dots. */
export const AuditActionSchema = v.pipe(text(64), v.regex(/^[A-Za-z0-9.]{1,64}$/, 'Action must be an action name such as bet.place (letters, digits, dots).'));

/** Query of GET {4d|tt}/audits: filters by the user who wrote, the action, and the operator days (GMT+8) from DateFrom to DateTo. */
export const AuditQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  Action: v.optional(AuditActionSchema),
  DateFrom: v.optional(urlDate('DateFrom')),
  DateTo: v.optional(urlDate('DateTo')),
  ...pageQueryEntries(AUDIT_SORT_COLUMNS, { sortBy: 'At', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
});

export const AuditPageSchema = pageSchema(AuditRowSchema, v.object({ Rows: v.number() }));
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;

/** GET {4d|tt}/audits: the audit log, newest first, filtered by user, action and date range (the Audit Log screen). */
export const audits = endpoint({
  method: 'GET',
  path: 'audits',
  scope: 'data',
  summary: 'The audit log of the writes the caller may see, newest first, by user, action and date range',
  query: AuditQuerySchema,
  answer: AuditPageSchema,
  csv: true,
});
