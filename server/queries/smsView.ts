/**
 * SMS View (contract dSms, GET {4d|tt}/dSMS; issue 23): every SMS and bot message received at the
 * call's location, newest first, with what it did (outcome, draw, tickets, cost) and the reply.
 *
 * Decisions: a caller sees the messages of senders in its tree (server/memberTree.ts); an admin sees
 * every message, those of unknown senders included (nobody's tree holds them). UserId filters by the
 * sender (403 outside the tree); DateFrom/DateTo are operator days (GMT+8), both included.
 */
import { dSms } from '../../contract/smsInbound.ts';
import { mayAccessMember, visibleToCaller } from '../memberTree.ts';
import { pagedCall, refuse } from './pagedCall.ts';

export const smsViewCall = pagedCall({
  endpoint: dSms,
  csvName: 'sms-view',
  async query({ query, caller, db, location }) {
    if (query.DateFrom && query.DateTo && query.DateFrom > query.DateTo) {
      return refuse(400, `DateFrom (${query.DateFrom}) must not be after DateTo (${query.DateTo}).`);
    }
    if (query.UserId && !(await mayAccessMember(db, caller.userId, query.UserId))) {
      return refuse(403, `${query.UserId} is not in your member tree.`);
    }
    return {
      columns: `m.inbound_id::int as "InboundId", to_char(m.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "ReceivedAt",
        m.channel as "Channel", m.loc_id as "LocId", m.sender as "Sender", m.user_id as "UserId", m.body as "Text",
        m.outcome as "Outcome", m.draw_id as "DrawId", array_to_string(m.ticket_ids, ',') as "TicketIds",
        m.tickets as "Tickets", m.cost_cents::float8 as "CostCents", m.reply as "Reply"`,
      from: 'inbound_messages m',
      where: `${visibleToCaller('m.user_id', 1)}
        and m.loc_id = $2
        and ($3::text is null or lower(m.user_id) = lower($3::text))
        and ($4::text is null or m.received_at >= ($4::text || ' 00:00+08')::timestamptz)
        and ($5::text is null or m.received_at < (($5::date + 1)::text || ' 00:00+08')::timestamptz)`,
      params: [caller.userId, location, query.UserId ?? null, query.DateFrom ?? null, query.DateTo ?? null],
      sortable: { ReceivedAt: { sql: 'm.received_at', type: 'timestamptz' } },
      tieBreaker: [{ sql: 'm.inbound_id', type: 'bigint' }],
      totals: `count(*)::int as "Messages", coalesce(sum(m.tickets), 0)::int as "Tickets", coalesce(sum(m.cost_cents), 0)::float8 as "CostCents"`,
    };
  },
});
