/** Strike report, old layout (spec 02 §7.13 GET reportStrike2): one row per winning ticket of the draw in the user's tree. */
import { reportStrike2 } from '../../contract/reportsStrike.ts';
import { BRANCHES, summaryCall } from './betSummarySql.ts';

export const reportStrike2Call = summaryCall(reportStrike2, 'strike2-report', (params) => ({
  columns: `s.ticket_id::float8 as "TicketId", s.user_id as "UserId", s.number as "Number", s.bet_type as "BetType", s.draws as "Draws",
    s.toto_form as "TotoForm", s.big_cents::float8 as "BigCents", s.small_cents::float8 as "SmallCents",
    s.toto_amount_cents::float8 as "TotoAmountCents", s.stake_cents::float8 as "StakeCents", s.strikes::float8 as "Strikes",
    s.strike_cents::float8 as "PayoutCents", s.win_loss_cents::float8 as "WinLossCents"`,
  // ticket_results: settlement's figures of each ticket in the draw (its strikes, their sum, win/loss).
  from: `(${BRANCHES} select r.ticket_id, t.user_id, t.number, t.bet_type, t.draws, t.toto_form, t.big_cents, t.small_cents,
      t.toto_amount_cents, r.stake_cents, r.strikes, r.strike_cents, r.win_loss_cents
    from ticket_results r join tickets t on t.ticket_id = r.ticket_id join branch b on b.user_id = t.user_id
    where r.draw_id = $2 and t.loc_id = $3 and r.strikes > 0) s`,
  where: 'true',
  params,
  sortable: {
    TicketId: { sql: 's.ticket_id', type: 'bigint' },
    UserId: { sql: 's.user_id', type: 'text' },
    Number: { sql: 's.number', type: 'text' },
    PayoutCents: { sql: 's.strike_cents', type: 'bigint' },
  },
  tieBreaker: [{ sql: 's.ticket_id', type: 'bigint' }],
  totals: `coalesce(sum(s.stake_cents), 0)::float8 as "StakeCents", coalesce(sum(s.strikes), 0)::float8 as "Strikes",
    coalesce(sum(s.strike_cents), 0)::float8 as "PayoutCents", coalesce(sum(s.win_loss_cents), 0)::float8 as "WinLossCents"`,
}));
