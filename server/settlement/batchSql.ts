/**
 * One batch of a draw's settlement as one statement: the next tickets of the draw after the cursor
 * (ticket_draws, in ticket id order), their winning lines (strikes) and every ticket's result.
 * It agrees line for line with the pure rules of domain/settlement (settleTicket), the oracle the
 * tests hold it to.
 *
 * Matching does not test every entry against every place of the result: the result's 23 places are
 * turned into the keys a ticket can match them by, and the batch's tickets are hash-joined on their
 * own key once each:
 * - straight: the number itself;
 * - roll (R in one position): the drawn number with R in each of its four places (R234 matches 5234);
 * - kBet and iBet: the sorted digits (every permutation of the number has the same), so each drawn
 *   permutation is one hit: a kBet entry per permutation, the iBet entry once per permutation drawn.
 * TOTO tickets (on a TOTO result) look up their two named numbers among the seven drawn.
 *
 * Each line pays stake cents x the figure in force when the ticket was placed (created_at within
 * [valid_from, valid_until)): the bettor's own figure when it has one, else the location's default.
 *
 * Parameters: $1 draw id, $2 cursor (last ticket id settled), $3 tickets per batch, $4 the slice's last
 * ticket id (null: no bound), $5 the slice (server/settlement/slices.ts), whose per-user sums
 * (draw_settlement_user_sums) the batch adds its results to, in its own transaction.
 * Answers one row: tickets, entries, last ticket id, strikes and their cents in this batch.
 * A ticket's entries and stake in the draw are those every per-draw figure reads (betting/ticketInDraw.ts).
 */
import { entriesInDraw, stakeInDraw } from '../betting/ticketInDraw.ts';

export const SETTLE_BATCH_SQL = `
with batch as (
  select td.ticket_id from ticket_draws td
  where td.draw_id = $1 and td.ticket_id > $2 and td.ticket_id <= coalesce($4::bigint, 9223372036854775807)
  order by td.ticket_id
  limit $3
), bt as (
  select t.ticket_id, t.user_id, t.loc_id, t.number, t.bet_type, t.big_cents, t.small_cents, t.toto_form,
    t.toto_amount_cents, t.created_at,
    ${entriesInDraw('t')} as entries
  from batch b join tickets t on t.ticket_id = b.ticket_id
  -- The batch's id range, so the tickets are read by a range of their primary key, not hashed whole.
  where t.ticket_id > $2 and t.ticket_id <= (select max(ticket_id) from batch)
), places as (
  select n.prize, n.position, n.number from draw_result_numbers n where n.draw_id = $1
), four_d_keys as (
  select p.prize, p.position, p.number, 'straight' as kind, p.number as key
  from places p where p.prize in ('first', 'second', 'third', 'starter', 'consolation')
  union all
  select p.prize, p.position, p.number, 'roll', overlay(p.number placing 'R' from r.place for 1)
  from places p cross join generate_series(1, 4) as r (place)
  where p.prize in ('first', 'second', 'third', 'starter', 'consolation')
  union all
  select p.prize, p.position, p.number, 'permutation', sorted_digits(p.number)
  from places p where p.prize in ('first', 'second', 'third', 'starter', 'consolation')
), four_d_hits as (
  select bt.*, k.prize, k.position, k.number as drawn,
    case when bt.bet_type = 'kBet' then 'K'
         when bt.bet_type = 'iBet' and permutation_count(bt.number) in (24, 12, 6, 4) then 'I'
         else 'N' end as rate_kind,
    case when bt.bet_type = 'iBet' and permutation_count(bt.number) in (24, 12, 6, 4)
         then permutation_count(bt.number)::text else '' end as rate_variant
  from bt join four_d_keys k
    on k.kind = case when bt.bet_type in ('kBet', 'iBet') then 'permutation' else bt.bet_type end
   and k.key = case when bt.bet_type in ('kBet', 'iBet') then sorted_digits(bt.number) else bt.number end
  where bt.bet_type <> 'toto'
), toto_hits as (
  select bt.*, m.grp
  from bt cross join lateral (
    select case when count(*) filter (where p.prize = 'toto') >= 2 then 'both'
                when count(*) filter (where p.prize = 'toto') = 1 and bool_or(p.prize = 'additional') then 'one-and-additional'
                when count(*) filter (where p.prize = 'toto') = 1 then 'one' end as grp
    from (select distinct named from unnest(array[substr(bt.number, 1, 2)::int, substr(bt.number, 3, 2)::int]) as named) as n
    join places p on p.prize in ('toto', 'additional') and p.number::int = n.named
  ) m
  where bt.bet_type = 'toto' and m.grp is not null
), candidate_lines as (
  select h.ticket_id, h.user_id, h.loc_id, h.created_at, h.drawn as number, h.prize, h.position, s.stake,
    case s.stake when 'big' then h.big_cents else h.small_cents end as stake_cents, h.rate_kind, h.rate_variant
  from four_d_hits h cross join (values ('big'), ('small')) as s (stake)
  where s.stake = 'big' or h.prize in ('first', 'second', 'third')
  union all
  select h.ticket_id, h.user_id, h.loc_id, h.created_at, h.number, h.grp, 1, 'unit', h.toto_amount_cents, 'T', h.toto_form
  from toto_hits h
), lines as (
  select c.ticket_id, c.user_id, c.number, c.prize, c.position, c.stake, c.stake_cents, rate.per_unit,
    c.stake_cents * rate.per_unit as payout_cents
  from candidate_lines c
  cross join lateral (
    select r.per_unit from pay_rates r
    where r.loc_id = c.loc_id and (r.user_id = c.user_id or r.user_id is null)
      and r.kind = c.rate_kind and r.variant = c.rate_variant and r.prize = c.prize and r.stake = c.stake
      and r.valid_from <= c.created_at and (r.valid_until is null or c.created_at < r.valid_until)
    order by r.user_id nulls last
    limit 1
  ) rate
  where c.stake_cents > 0 and rate.per_unit > 0
), written_strikes as (
  insert into strikes (draw_id, ticket_id, number, prize, position, stake, stake_cents, per_unit, payout_cents)
  select $1, l.ticket_id, l.number, l.prize, l.position, l.stake, l.stake_cents, l.per_unit, l.payout_cents from lines l
  on conflict do nothing
  returning 1
), per_ticket as (
  select l.ticket_id, count(*) as strikes, sum(l.payout_cents) as strike_cents from lines l group by l.ticket_id
), written_results as (
  insert into ticket_results (draw_id, ticket_id, user_id, entries, stake_cents, strikes, strike_cents, win_loss_cents)
  select $1, bt.ticket_id, bt.user_id, bt.entries, s.stake_cents, coalesce(p.strikes, 0), coalesce(p.strike_cents, 0),
    coalesce(p.strike_cents, 0) - s.stake_cents
  from bt
  cross join lateral (
    select ${stakeInDraw('bt')} as stake_cents
  ) s
  left join per_ticket p on p.ticket_id = bt.ticket_id
  -- No ON CONFLICT: the batch holds the progress row's lock and starts after its cursor, so none of its
  -- tickets has a result yet; a speculative insert checked each row first, ~30% of the batch's write.
  -- Should a row exist after all, the primary key fails the batch rather than skip it silently.
  returning user_id, stake_cents, strikes, strike_cents, win_loss_cents
), user_sums as (
  -- The rows just written, summed per bettor into the slice's own sums (no other slice writes them).
  insert into draw_settlement_user_sums as s (draw_id, slice, user_id, tickets, turnover_cents, strikes, strike_cents, win_loss_cents)
  select $1, $5, r.user_id, count(*), sum(r.stake_cents), sum(r.strikes), sum(r.strike_cents), sum(r.win_loss_cents)
  from written_results r group by r.user_id
  on conflict (draw_id, slice, user_id) do update set tickets = s.tickets + excluded.tickets,
    turnover_cents = s.turnover_cents + excluded.turnover_cents, strikes = s.strikes + excluded.strikes,
    strike_cents = s.strike_cents + excluded.strike_cents, win_loss_cents = s.win_loss_cents + excluded.win_loss_cents
  returning 1
)
select (select count(*) from bt)::int as tickets,
  (select coalesce(sum(entries), 0) from bt)::float8 as entries,
  (select coalesce(max(ticket_id), 0) from bt)::float8 as last_ticket_id,
  (select count(*) from lines)::int as strikes,
  (select coalesce(sum(payout_cents), 0) from lines)::float8 as strike_cents,
  (select count(*) from written_strikes)::int as strikes_written,
  (select count(*) from written_results)::int as results_written,
  (select count(*) from user_sums)::int as users_summed`;
