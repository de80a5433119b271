/**
 * The per-draw figures settlement writes once every ticket of the draw has its result (DOMAIN.md
 * sec. 4-6), each one statement. Parameter $1 is the draw id.
 */

/**
 * Each bettor's turnover, strikes and win/loss in the draw (commission and tax are added below): the
 * sums each batch added per slice as it wrote its ticket_results rows (batchSql.ts), added up over the
 * slices, a few rows per bettor, where a scan of the draw's ticket_results took ~0.8 s at 940 000 rows.
 */
export const USER_RESULTS_SQL = `
insert into draw_user_results (draw_id, user_id, tickets, turnover_cents, strikes, strike_cents, win_loss_cents,
  commission_cents, tax_cents)
select $1, s.user_id, sum(s.tickets), sum(s.turnover_cents), sum(s.strikes), sum(s.strike_cents), sum(s.win_loss_cents), 0, 0
from draw_settlement_user_sums s where s.draw_id = $1
group by s.user_id`;

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
 * The CTEs `taken`, `per_line` and `line_shares`: per winning line
 * (ticket, prize, position, stake) and level-taker (user_id), its part of the payout (strike_cents),
 * by the rule below. `draw` is the SQL of the draw id (a parameter). The Stake report's strikes on the
 * intake (server/queries/reportInTakeStrike.ts) read the same lines, so they add up to the results.
 */
export const intakeStrikeShares = (draw: string) => `taken as (
  select s.ticket_id, s.prize, s.position, s.stake, s.payout_cents, c.level, c.user_id, k.kept, k.whole,
    share_half_even(s.payout_cents, k.kept, k.whole) as share
  from strikes s
  -- Lookups by the chain's primary key (draw, ticket, level), one per strike: a strike is one of few,
  -- the chain of a big draw millions of rows. OFFSET 0 keeps each lateral a lookup of its own: pulled
  -- up into a plain join, the planner, with statistics that have not seen the draw's rows just written,
  -- took a nested loop scanning the draw's chain once per strike (48 s at 200 000 entries, over 14
  -- minutes at 1 000 000).
  cross join lateral (
    select ti.big_in, ti.small_in, ti.amount_in from ticket_intakes ti
    where ti.draw_id = s.draw_id and ti.ticket_id = s.ticket_id and ti.level = 1 offset 0
  ) i
  cross join lateral (
    select ti.level, ti.user_id, ti.big_intake, ti.small_intake, ti.amount_intake from ticket_intakes ti
    where ti.draw_id = s.draw_id and ti.ticket_id = s.ticket_id offset 0
  ) c
  cross join lateral (
    select case s.stake when 'big' then c.big_intake when 'small' then c.small_intake else c.amount_intake end as kept,
      case s.stake when 'big' then i.big_in when 'small' then i.small_in else i.amount_in end as whole
  ) k
  where s.draw_id = ${draw} and k.kept > 0
), per_line as (
  select t.*,
    row_number() over line_top as from_top,
    sum(t.kept) over line as kept_by_levels,
    sum(t.share) over line as shared
  from taken t
  window line as (partition by t.ticket_id, t.prize, t.position, t.stake),
    line_top as (partition by t.ticket_id, t.prize, t.position, t.stake order by t.level desc)
), line_shares as (
  select ticket_id, prize, position, stake, user_id,
    share + case when from_top = 1 and kept_by_levels = whole then payout_cents - shared else 0 end as strike_cents
  from per_line
)`;

/**
 * Each agent's result on its intake (DOMAIN.md "The life of a bet" 4; issue 21): its intake stakes in
 * the draw (ticket_intakes, every level of every ticket's chain) less the strikes on its intake. A
 * strike line's payout is split across the levels that kept some of that stake kind (Big, Small, TOTO
 * unit) by intake / In of the ticket, each share rounded once, half-even; the remainder cent goes to the
 * topmost taker: the highest level that kept some, unless part went out to a distributor (the outside
 * company, topmost then, whose share is not an agent's result). An agent with intake and no strike has
 * its row too; one that passed everything on has none.
 */
export const INTAKE_RESULTS_SQL = `
with ${intakeStrikeShares('$1')}, strikes_per_user as (
  select user_id, count(*) as strikes, sum(strike_cents) as strike_cents
  from line_shares group by user_id
), intake_per_user as (
  select user_id, sum(big_intake + small_intake + amount_intake) as intake_cents from ticket_intakes where draw_id = $1 group by user_id
)
insert into draw_intake_results (draw_id, user_id, intake_cents, strikes, strike_cents, result_cents)
select $1, i.user_id, i.intake_cents, coalesce(s.strikes, 0), coalesce(s.strike_cents, 0), i.intake_cents - coalesce(s.strike_cents, 0)
from intake_per_user i left join strikes_per_user s on s.user_id = i.user_id
where i.intake_cents > 0`;
