/**
 * SMS Report (contract/smsReport.ts): the location's message_outbox rows the caller may see (a message
 * to a user of its tree; an admin every one, those to no user included), by operator days (GMT+8, both
 * ends included) and status; getSMSReport lists them, getSMSReportSum counts them per day and status.
 */
import { getSMSReport, getSMSReportSum } from '../../contract/smsReport.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import { pagedCall, refuse } from './pagedCall.ts';

/** The messages' condition over alias m: $1 caller, $2 location, $3/$4 days, $5 status. */
const MESSAGES_WHERE = `(${visibleToCaller('m.user_id', 1)})
  and m.loc_id = $2
  and ($3::text is null or m.created_at >= ($3::text || ' 00:00+08')::timestamptz)
  and ($4::text is null or m.created_at < (($4::date + 1)::text || ' 00:00+08')::timestamptz)
  and ($5::text is null or m.status = $5::text)`;

const rangeProblem = (from?: string, to?: string) => (from && to && from > to ? refuse(400, `DateFrom (${from}) must not be after DateTo (${to}).`) : null);
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const smsReportCall = pagedCall({
  endpoint: getSMSReport,
  csvName: 'sms-report',
  async query({ query, caller, location, db }) {
    const problem = rangeProblem(query.DateFrom, query.DateTo);
    if (problem) return problem;
    if (query.UserId && !(await mayAccessMember(db, caller.userId, query.UserId))) return refuse(403, `${query.UserId} is not in your member tree.`);
    return {
      columns: `m.message_id::float8 as "MessageId", ${iso('m.created_at')} as "CreatedAt", ${iso('m.sent_at')} as "SentAt",
        m.user_id as "UserId", m.channel as "Channel", m.recipient as "Recipient", m.kind as "Kind", m.body as "Body",
        m.part::int as "Part", m.parts::int as "Parts", m.status as "Status", m.attempts as "Attempts", m.last_error as "LastError",
        m.resent_from::float8 as "ResentFrom"`,
      from: 'message_outbox m',
      where: `${MESSAGES_WHERE} and ($6::text is null or lower(m.user_id) = lower($6::text))`,
      params: [caller.userId, location, query.DateFrom ?? null, query.DateTo ?? null, query.Status ?? null, query.UserId ?? null],
      sortable: { CreatedAt: { sql: 'm.created_at', type: 'timestamptz' } },
      tieBreaker: [{ sql: 'm.message_id', type: 'bigint' }],
      totals: `count(*)::int as "Rows"`,
    };
  },
});

export const smsReportSumCall = pagedCall({
  endpoint: getSMSReportSum,
  csvName: 'sms-report-sum',
  async query({ query, caller, location }) {
    const problem = rangeProblem(query.DateFrom, query.DateTo);
    if (problem) return problem;
    const count = (status: string) => `count(*) filter (where m.status = '${status}')::int`;
    return {
      columns: `d."Day", d."Queued", d."Sending", d."Sent", d."Failed", d."Total"`,
      // Grouped as a derived table, so paging, sort and totals read its rows (server/db/pagedQuery.ts).
      from: `(select to_char((m.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as "Day",
                ${count('queued')} as "Queued", ${count('sending')} as "Sending", ${count('sent')} as "Sent",
                ${count('failed')} as "Failed", count(*)::int as "Total"
              from message_outbox m where ${MESSAGES_WHERE} group by 1) d`,
      where: 'true',
      params: [caller.userId, location, query.DateFrom ?? null, query.DateTo ?? null, query.Status ?? null],
      sortable: { Day: { sql: 'd."Day"', type: 'text' } },
      tieBreaker: [{ sql: 'd."Day"', type: 'text' }],
      totals: `coalesce(sum(d."Queued"), 0)::int as "Queued", coalesce(sum(d."Sending"), 0)::int as "Sending", coalesce(sum(d."Sent"), 0)::int as "Sent",
        coalesce(sum(d."Failed"), 0)::int as "Failed", coalesce(sum(d."Total"), 0)::int as "Total"`,
    };
  },
});
