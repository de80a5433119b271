/**
 * What the Strike report's calls (contract/reportsStrike.ts; server/queries/reportStrike*.ts) share:
 * the strikes of one draw in one user's tree, each with the direct downline whose branch it is in.
 * Each call is a grouped (or plain) query over them, given to the paged-query helper as a derived table
 * `s`, so its sorting, paging, CSV batches and totals work on the rows themselves: the totals are
 * sums of those very rows, and every summary sums the same strikes as the detail.
 *
 * The scope (the user, the draw of the location; 403 outside the caller's tree) is Bet Summary's
 * (server/queries/betSummarySql.ts summaryScope): parameters $1 the user, $2 the draw, $3 the location.
 */
import { BRANCHES } from '../../queries/betSummarySql.ts';

/**
 * Every strike `k` of draw $2 at location $3 on a ticket `t` of $1's tree, with its branch `b`
 * (b.head: $1 for its own tickets, else the direct downline). Settlement writes strikes per (draw,
 * ticket, place, stake), so a line with a day code counts here in the draw it won in only.
 */
export const strikesOfDraw = (columns: string, tail = '') =>
  `(${BRANCHES} select ${columns} from strikes k join tickets t on t.ticket_id = k.ticket_id
     join branch b on b.user_id = t.user_id where k.draw_id = $2 and t.loc_id = $3 ${tail}) s`;

/** A strike count and payout per group of strikes `k`. */
export const STRIKE_SUMS = 'count(*)::bigint as strikes, sum(k.payout_cents)::bigint as payout';

export const STRIKE_COLUMNS = 's.strikes::float8 as "Strikes", s.payout::float8 as "PayoutCents"';

export const STRIKE_TOTALS = 'coalesce(sum(s.strikes), 0)::float8 as "Strikes", coalesce(sum(s.payout), 0)::float8 as "PayoutCents"';

/** The categories in the order of the result (1st first), then the TOTO groups, best first. */
export const prizeRank = (prize: string) =>
  `(case ${prize} when 'first' then 1 when 'second' then 2 when 'third' then 3 when 'starter' then 4 when 'consolation' then 5
     when 'both' then 6 when 'one-and-additional' then 7 else 8 end)`;

/**
 * The places of draw $2's result (4D: 1st, 2nd, 3rd, the 10 Starters and 10 Consolations), each with
 * the strikes of $1's tree on it: a place nobody won shows 0. The draw's location is checked by scope.
 */
export const PLACES_OF_DRAW = `(${BRANCHES}, won as (
    select k.prize, k.position, ${STRIKE_SUMS} from strikes k join tickets t on t.ticket_id = k.ticket_id
    join branch b on b.user_id = t.user_id where k.draw_id = $2 and t.loc_id = $3 group by k.prize, k.position
  )
  select p.prize, p.position, p.number, coalesce(w.strikes, 0) as strikes, coalesce(w.payout, 0) as payout
  from draw_result_numbers p left join won w on w.prize = p.prize and w.position = p.position
  where p.draw_id = $2 and p.prize in ('first', 'second', 'third', 'starter', 'consolation')) s`;

/** The place columns and sort of a result-detail call (Detail1 and Strike2's result view). */
export const placesQuery = (params: readonly unknown[]) => ({
  columns: `s.prize as "Prize", s.position as "Position", s.number as "WonNumber", ${STRIKE_COLUMNS}`,
  from: PLACES_OF_DRAW,
  where: 'true',
  params,
  sortable: {
    Prize: { sql: prizeRank('s.prize'), type: 'integer' as const },
    Strikes: { sql: 's.strikes', type: 'bigint' as const },
    PayoutCents: { sql: 's.payout', type: 'bigint' as const },
  },
  tieBreaker: [
    { sql: prizeRank('s.prize'), type: 'integer' as const },
    { sql: 's.position', type: 'integer' as const },
  ] as const,
  totals: STRIKE_TOTALS,
});
