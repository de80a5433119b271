import { msg } from '@lingui/core/macro';
import { audits, type AuditRow } from '../../../contract/audits.ts';
import { OPERATOR_UTC_OFFSET_MS } from '../../../domain/operatorTime.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';

/** A value as compact JSON (the server's jsonb text has spaces after every colon and comma); '∅' for none. */
export function compactJson(text: string | null): string {
  if (text === null) return '∅';
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** Longest change a cell shows (a bet's row lists its tickets); Export CSV has it whole. */
export const CHANGE_SHOWN_CHARS = 300;

/** The change a row records, in one cell: before → after. */
export function changeOf(row: Pick<AuditRow, 'Before' | 'After'>): string {
  const change = `${compactJson(row.Before)} → ${compactJson(row.After)}`;
  return change.length > CHANGE_SHOWN_CHARS ? `${change.slice(0, CHANGE_SHOWN_CHARS - 1)}…` : change;
}

/** An instant on the operator's clock (GMT+8), as every time of the product is shown: YYYY-MM-DD HH:mm:ss. */
export const operatorTimeOf = (iso: string) => new Date(Date.parse(iso) + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

const COLUMNS: readonly ScreenColumn<AuditRow>[] = [
  { id: 'At', header: msg`Time`, kind: 'text', value: (row) => operatorTimeOf(row.At) },
  // A job acting on its own (closing draws, settling, processing a file) has no user.
  { id: 'UserId', header: msg`User`, kind: 'text', value: (row) => row.UserId ?? msg`(system)` },
  { id: 'Address', header: msg`Address`, kind: 'text', value: (row) => row.Address },
  { id: 'Action', header: msg`Action`, kind: 'text', value: (row) => row.Action },
  { id: 'Entity', header: msg`Entity`, kind: 'text', value: (row) => `${row.Entity} ${row.EntityId}` },
  { id: 'Change', header: msg`Before → After`, kind: 'text', value: changeOf },
];

const EXAMPLE: AuditRow = {
  AuditId: 41,
  At: '2026-11-25T10:15:00.000Z',
  UserId: 'agent1',
  LocId: 'SG',
  Address: '203.0.113.7',
  UserAgent: 'Mozilla/5.0',
  Action: 'payRate.update',
  Entity: 'payRate',
  EntityId: '12',
  Before: '{"PerUnit": 2000}',
  After: '{"PerUnit": 2500}',
};

/**
 * Audit Log (spec 02 §2.2 /utilities/auditLog, §7.5 GET audits; issue 20): every write, newest first,
 * by the user who wrote it, its action (or the start of one: 'bet') and a range of days. Admins only
 * in the menu; the server decides which rows a caller reads (server/queries/auditLog.ts).
 */
export const auditLog: ScreenDeclaration = {
  id: 'auditLog',
  title: msg`Audit Log`,
  menuItem: 'auditLog',
  filters: [
    { kind: 'user', options: memberTreeSource },
    { kind: 'text', param: 'Action', label: msg`Action`, maxLength: 64 },
    { kind: 'dateRange', on: 'date' },
  ],
  views: [
    defineView<AuditRow>({
      vw: 'ADMIN',
      label: msg`Audit Log`,
      endpoints: { '4d': audits, tt: audits },
      columns: COLUMNS,
      rowKey: (row) => String(row.AuditId),
      defaultSort: { by: 'At', direction: 'desc' },
      totals: [],
      example: EXAMPLE,
    }),
  ],
};
