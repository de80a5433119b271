/**
 * The Audit Log (contract audits, GET {4d|tt}/audits; issue 20): the rows of audit_log, newest first.
 *
 * Decisions:
 * - Who reads what: an admin every row (jobs' rows, without a user, included); anyone else the rows
 *   written by itself or by a user of its downline (server/memberTree.ts), never an upline's or a
 *   job's: an agent audits its own tree. The menu shows the screen to admins (src/menu/decisions.ts).
 * - UserId filters by who wrote the row; one outside the caller's tree is refused (403).
 * - Action matches the action itself or its dotted start, without regard to case: 'bet' finds
 *   'bet.place', 'file.process' finds 'file.process.start' and 'file.process.end'.
 * - DateFrom and DateTo are calendar days on the operator's clock (GMT+8, as every day of the
 *   product), both included. The log spans the locations: the call's location does not filter it.
 */
import { audits } from '../../contract/audits.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const auditLogCall = pagedCall({
  endpoint: audits,
  csvName: 'audit-log',
  async query({ query, caller, db }) {
    if (query.DateFrom && query.DateTo && query.DateFrom > query.DateTo) {
      return refuse(400, `DateFrom (${query.DateFrom}) must not be after DateTo (${query.DateTo}).`);
    }
    if (query.UserId && !(await mayAccessMember(db, caller.userId, query.UserId))) {
      return refuse(403, `${query.UserId} is not in your member tree.`);
    }
    return {
      columns: `a.audit_id as "AuditId", to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "At",
        a.user_id as "UserId", a.loc_id as "LocId", a.address as "Address", a.user_agent as "UserAgent",
        a.action as "Action", a.entity as "Entity", a.entity_id as "EntityId", a.before::text as "Before", a.after::text as "After"`,
      from: 'audit_log a',
      where: `${visibleToCaller('a.user_id', 1)}
        and ($2::text is null or lower(a.user_id) = lower($2::text))
        and ($3::text is null or lower(a.action) = lower($3::text) or starts_with(lower(a.action), lower($3::text) || '.'))
        and ($4::text is null or a.at >= ($4::text || ' 00:00+08')::timestamptz)
        and ($5::text is null or a.at < (($5::date + 1)::text || ' 00:00+08')::timestamptz)`,
      params: [caller.userId, query.UserId ?? null, query.Action ?? null, query.DateFrom ?? null, query.DateTo ?? null],
      sortable: { At: { sql: 'a.at', type: 'timestamptz' } },
      tieBreaker: [{ sql: 'a.audit_id', type: 'bigint' }],
      totals: `count(*)::int as "Rows"`,
    };
  },
});
