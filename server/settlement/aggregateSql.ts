/**
 * The per-draw figures settlement writes once every ticket of the draw has its result (DOMAIN.md
 * sec. 4-6), each one statement over ticket_results. Parameter $1 is the draw id.
 */

/** Each bettor's turnover, strikes and win/loss in the draw (commission and tax are added below). */
export const USER_RESULTS_SQL = `
insert into draw_user_results (draw_id, user_id, tickets, turnover_cents, strikes, strike_cents, win_loss_cents,
  commission_cents, tax_cents)
select $1, tr.user_id, count(*), sum(tr.stake_cents), sum(tr.strikes), sum(tr.strike_cents), sum(tr.win_loss_cents), 0, 0
from ticket_results tr where tr.draw_id = $1
group by tr.user_id`;

/**
 * Commission and tax lines on each bettor's turnover, walking the path from the bettor up to the
 * company. The rate is commission_bp, or tt_commission_bp for a TT draw. Commission: the bettor earns
 * its own rate, each agent above it its rate less the rate of the user below it on the path (never
 * below 0); the company (the root, no upline) pays commissions and earns none. Tax: each user on the
 * path but the company pays its tax_bp on the turnover. Lines of rate 0 are not written. Each line
 * is rounded once, half-even.
 */
export const COMMISSION_LINES_SQL = `
with recursive draw_game as (
  select d.loc_id = 'TT' as is_toto from draws d where d.draw_id = $1
), path as (
  select r.user_id as bettor_id, r.turnover_cents, u.user_id, u.parent_id, u.tax_bp,
    case when (select is_toto from draw_game) then u.tt_commission_bp else u.commission_bp end as rate_bp,
    0 as rate_below_bp, 0 as depth
  from draw_user_results r join users u on u.user_id = r.user_id
  where r.draw_id = $1
  union all
  select p.bettor_id, p.turnover_cents, u.user_id, u.parent_id, u.tax_bp,
    case when (select is_toto from draw_game) then u.tt_commission_bp else u.commission_bp end,
    p.rate_bp, p.depth + 1
  from path p join users u on u.user_id = p.parent_id
  where p.depth < 64
), earners as (
  select * from path where parent_id is not null
)
insert into draw_commission_lines (draw_id, kind, user_id, bettor_id, rate_bp, turnover_cents, amount_cents)
select $1, 'commission', e.user_id, e.bettor_id, e.rate_bp - e.rate_below_bp, e.turnover_cents,
  split_half_even(e.turnover_cents, e.rate_bp - e.rate_below_bp)
from earners e where e.rate_bp > e.rate_below_bp
union all
select $1, 'tax', e.user_id, e.bettor_id, e.tax_bp, e.turnover_cents, split_half_even(e.turnover_cents, e.tax_bp)
from earners e where e.tax_bp > 0`;

/** A bettor's own commission (on its own turnover) and its own tax, on its row. */
export const USER_COMMISSION_SQL = `
update draw_user_results r set
  commission_cents = coalesce((select l.amount_cents from draw_commission_lines l
    where l.draw_id = $1 and l.kind = 'commission' and l.user_id = r.user_id and l.bettor_id = r.user_id), 0),
  tax_cents = coalesce((select l.amount_cents from draw_commission_lines l
    where l.draw_id = $1 and l.kind = 'tax' and l.user_id = r.user_id and l.bettor_id = r.user_id), 0)
where r.draw_id = $1`;

/**
 * Each agent's result on its intake. Decision (no Out Setting exists yet; DOMAIN.md "unset keeps
 * all"): a bettor's direct upline takes in all its stakes, so its result = those stakes - the strikes
 * on them. A bettor without an upline (the company betting itself) keeps its own.
 */
export const INTAKE_RESULTS_SQL = `
insert into draw_intake_results (draw_id, user_id, intake_cents, strikes, strike_cents, result_cents)
select $1, coalesce(u.parent_id, u.user_id), sum(r.turnover_cents), sum(r.strikes), sum(r.strike_cents),
  sum(r.turnover_cents) - sum(r.strike_cents)
from draw_user_results r join users u on u.user_id = r.user_id
where r.draw_id = $1
group by coalesce(u.parent_id, u.user_id)`;
