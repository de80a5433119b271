/**
 * A ticket row as the contract names it (contract/bets.ts Ticket), from `tickets t join draws d`.
 * Cents are bigint in the table and read as float8: exact below 2^53 and a plain number on both engines.
 */
// StrikeCents and WinLossCents: the sums over the ticket's settled draws (ticket_results); null while
// none of its draws is settled.
export const TICKET_COLUMNS = `
  t.ticket_id::float8 as "TicketId", t.user_id as "UserId", t.draw_id as "DrawId",
  to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", t.number as "Number", t.bet_type as "BetType", t.draws as "Draws",
  t.big_cents::float8 as "BigCents", t.small_cents::float8 as "SmallCents", t.toto_form as "TotoForm",
  t.toto_amount_cents::float8 as "TotoAmountCents", t.tickets as "Tickets", t.cost_cents::float8 as "CostCents",
  t.file_id as "FileId", t.line_number as "LineNumber",
  to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedDate",
  (select sum(tr.strike_cents) from ticket_results tr where tr.ticket_id = t.ticket_id)::float8 as "StrikeCents",
  (select sum(tr.win_loss_cents) from ticket_results tr where tr.ticket_id = t.ticket_id)::float8 as "WinLossCents"`;
