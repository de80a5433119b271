/** Strike report detail (spec 02 §7.13 GET reportStrike): one row per strike of the draw in the user's tree. */
import { reportStrike } from '../../contract/reportsStrike.ts';
import { summaryCall } from './betSummarySql.ts';
import { prizeRank, strikesOfDraw } from '../reports/strike/strikeSql.ts';

export const reportStrikeCall = summaryCall(reportStrike, 'strike-report', (params) => ({
  columns: `s.ticket_id::float8 as "TicketId", s.user_id as "UserId", s.ticket_number as "Number", s.bet_type as "BetType",
    s.draws as "Draws", s.toto_form as "TotoForm", s.number as "WonNumber", s.prize as "Prize", s.position as "Position",
    s.stake as "Stake", s.stake_cents::float8 as "StakeCents", s.per_unit as "PerUnit", s.payout_cents::float8 as "PayoutCents", 1 as "Strikes"`,
  from: strikesOfDraw(`k.ticket_id, t.user_id, t.number as ticket_number, t.bet_type, t.draws, t.toto_form, k.number, k.prize,
    k.position, k.stake, k.stake_cents, k.per_unit, k.payout_cents`),
  where: 'true',
  params,
  sortable: {
    TicketId: { sql: 's.ticket_id', type: 'bigint' },
    UserId: { sql: 's.user_id', type: 'text' },
    Number: { sql: 's.ticket_number', type: 'text' },
    WonNumber: { sql: 's.number', type: 'text' },
    Prize: { sql: prizeRank('s.prize'), type: 'integer' },
    PayoutCents: { sql: 's.payout_cents', type: 'bigint' },
  },
  // A strike is one (ticket, place, stake) of the draw (the strikes table's key).
  tieBreaker: [
    { sql: 's.ticket_id', type: 'bigint' },
    { sql: 's.prize', type: 'text' },
    { sql: 's.position', type: 'integer' },
    { sql: 's.stake', type: 'text' },
  ],
  totals: 'count(*)::float8 as "Strikes", coalesce(sum(s.payout_cents), 0)::float8 as "PayoutCents"',
}));
