/**
 * The tickets of the Full report's last drill-down (contract/reportsFull.ts reportBetPage and its
 * twins): one bettor's tickets in the selected draws of the location (a ticket counts in every draw it
 * is in, with its stake there: server/betting/ticketInDraw.ts), each with its settled result
 * (ticket_results; zero until the draw is settled) and the bet detail row of spec 02 §3 as the VIEWER's
 * level of the chain sees it (ticket_intakes, read by its columns only: DOMAIN.md 2): In (what reached
 * the viewer), Intake (what it kept), Out = In - Intake, MaxPayout (the worst case on its intake).
 * - A ticket that never reached the viewer's level (a lower agent kept it all) has zeros.
 * - The viewer's own ticket passes through no level of its own (level 1 is its upline): In = Out = its
 *   stake, Intake 0 (it carries nothing on its own bet); the company's own bets are its level 1.
 * TT's Unit figures are the TOTO amount's. So In = Intake + Out on every row and in the totals.
 *
 * Parameters: $1 the bettor, $2 the location, $3 the draw or null, $4 and $5 the day range (as
 * ./downlineFigures.ts FIGURE_PARAMS), $6 the viewer, $7 the number prefix of txtSearch or null.
 */
import { stakeInDraw } from '../../betting/ticketInDraw.ts';
import type { DrawSelection } from './downlineFigures.ts';
import { drawInSelection, FIGURE_PARAMS, figureParamValues } from './downlineFigures.ts';

/** The parameter values of BET_ROWS_FROM / BET_ROWS_WHERE. */
export const betRowParams = (bettor: string, draws: DrawSelection, viewer: string, txtSearch: string | undefined): unknown[] => [
  ...figureParamValues(bettor, draws),
  viewer,
  txtSearch?.trim() || null,
];

/** What a stake kind of the ticket in the draw is: 4D Big and Small per entry times entries, TOTO its amount. */
const STAKE_KINDS = `select
    case when t.bet_type = 'toto' then 0 else t.big_cents * e.n end as big,
    case when t.bet_type = 'toto' then 0 else t.small_cents * e.n end as small,
    case when t.bet_type = 'toto' then t.toto_amount_cents else 0 end as amount
  from (select case t.bet_type when 'roll' then 10 when 'kBet' then permutation_count(t.number) else 1 end as n) e`;

/** The chain's figures at the viewer's level (`c`), the viewer's own ticket as the stake passed on whole. */
const CHAIN = `select
    coalesce(ti.big_in, case when own.is_own then k.big else 0 end) as big_in, coalesce(ti.big_intake, 0) as big_intake,
    coalesce(ti.small_in, case when own.is_own then k.small else 0 end) as small_in, coalesce(ti.small_intake, 0) as small_intake,
    coalesce(ti.amount_in, case when own.is_own then k.amount else 0 end) as amount_in, coalesce(ti.amount_intake, 0) as amount_intake,
    coalesce(ti.max_payout_cents, 0) as max_payout
  from (select ti.big_in is null and t.user_id = $6 as is_own) own`;

export const BET_ROWS_FROM = `ticket_draws td join tickets t on t.ticket_id = td.ticket_id join draws d on d.draw_id = td.draw_id
  left join ticket_results r on r.draw_id = td.draw_id and r.ticket_id = td.ticket_id
  left join ticket_intakes ti on ti.draw_id = td.draw_id and ti.ticket_id = td.ticket_id and ti.user_id = $6
  cross join lateral (${STAKE_KINDS}) k
  cross join lateral (${CHAIN}) c`;

/** The bettor's tickets in the selected draws of the location, matching the number prefix. */
export const BET_ROWS_WHERE = `t.user_id = $${FIGURE_PARAMS.user} and d.loc_id = $${FIGURE_PARAMS.location} and ${drawInSelection('d', FIGURE_PARAMS)}
  and ($7::text is null or t.number like upper($7::text) || '%')`;

/** The figures of a group of rows (or one row), named as the contract's bet page rows. */
const figures = (agg: (sql: string) => string, type: 'float8' | 'bigint') => `${agg(stakeInDraw('t'))}::${type} as "StakeCents",
  ${agg('coalesce(r.strike_cents, 0)')}::${type} as "PayoutCents", ${agg('coalesce(r.win_loss_cents, 0)')}::${type} as "WinLossCents",
  ${agg('c.big_in')}::${type} as "ttBigIn", ${agg('c.small_in')}::${type} as "ttSmallIn", ${agg('c.amount_in')}::${type} as "ttAmountIn",
  ${agg('c.big_intake')}::${type} as "ttBigIntake", ${agg('c.small_intake')}::${type} as "ttSmallIntake", ${agg('c.amount_intake')}::${type} as "ttAmountIntake",
  ${agg('c.big_in - c.big_intake')}::${type} as "ttBigOut", ${agg('c.small_in - c.small_intake')}::${type} as "ttSmallOut",
  ${agg('c.amount_in - c.amount_intake')}::${type} as "ttAmountOut",
  ${agg('c.amount_in')}::${type} as "ttUnitIn", ${agg('c.amount_intake')}::${type} as "ttUnitIntake", ${agg('c.amount_in - c.amount_intake')}::${type} as "ttUnitOut",
  ${agg('c.max_payout')}::${type} as "ttMaxPayout"`;

/** The figures of one row. */
export const BET_FIGURES = figures((sql) => `(${sql})`, 'float8');
/** Their sums over a group (every row: the totals), as JSON numbers. */
export const BET_FIGURE_SUMS = figures((sql) => `coalesce(sum(${sql}), 0)`, 'float8');
/** Their exact sums over a group (a number's rows), to be summed again or cast for the answer. */
export const BET_FIGURE_GROUP_SUMS = figures((sql) => `coalesce(sum(${sql}), 0)`, 'bigint');

/** Type (TT: the TOTO form; 4D: the bet type) and TT (TT: the TOTO numbers; 4D: empty). */
export const TYPE_COLUMNS = `coalesce(t.toto_form, t.bet_type) as "Type", case when t.bet_type = 'toto' then t.number else '' end as "TT"`;
