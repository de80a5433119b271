/**
 * What the remaining bet calls (contract/betViews.ts) and the Bet Summary reports share: whose tickets
 * (`figureScope`: the caller, or one user of its tree), the SQL of those tickets in their draws, and the
 * figures of contract/betFigures.ts summed over a group. A ticket counts under each draw it is in
 * (ticket_draws), with its entries and stake there (betting/ticketInDraw.ts), as settlement settles it.
 *
 * Every call is a grouped query given to the paged-query helper as a derived table `s`: sorting, paging,
 * CSV and totals work on its rows, and the totals are sums of those very rows (equal to the cent).
 *
 * Parameters of every query here: $1 the user, $2 the location, then the call's own ($3 …).
 */
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import type { SortKey } from '../db/pagedQuery.ts';
import type { Caller } from '../http/implement.ts';
import { entriesInDraw, stakeInDraw, TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';
import { BRANCHES } from './betSummarySql.ts';
import { bettorOf } from './bettorScope.ts';
import { refuse, type Refusal } from './pagedCall.ts';

/** The user whose tickets are read, or the refusal (403 outside the caller's tree; a member its own only). */
export const figureUser = (db: Queryable, caller: Caller, userId: string | undefined): Promise<string | Refusal> => bettorOf(db, caller, userId);

/** A draw of the location, or a 400 (a draw elsewhere is no draw of this call). */
export async function drawRefusal(db: Queryable, drawId: number, location: Location): Promise<Refusal | null> {
  const { rows } = await db.query('select 1 from draws where draw_id = $1 and loc_id = $2', [drawId, location]);
  return rows.length === 0 ? refuse(400, `Draw ${drawId} is not a draw of ${location}.`) : null;
}

/** DrawFrom after DrawTo is a 400 (ISO dates, validated by the contract, compare as text in calendar order). */
export const rangeRefusal = (query: { DrawFrom: string; DrawTo: string }): Refusal | null =>
  query.DrawFrom > query.DrawTo ? refuse(400, `DrawFrom (${query.DrawFrom}) must not be after DrawTo (${query.DrawTo}).`) : null;

/** The user of a call over one draw of the location, or the refusal (the tree first, then the draw). */
export async function drawScope(db: Queryable, caller: Caller, location: Location, query: { UserId?: string; DrawId: number }): Promise<string | Refusal> {
  const userId = await figureUser(db, caller, query.UserId);
  if (typeof userId !== 'string') return userId;
  return (await drawRefusal(db, query.DrawId, location)) ?? userId;
}

/** The user of a call over DrawFrom..DrawTo, or the refusal (a backward range first, then the tree). */
export async function rangeScope(db: Queryable, caller: Caller, query: { UserId?: string; DrawFrom: string; DrawTo: string }): Promise<string | Refusal> {
  return rangeRefusal(query) ?? figureUser(db, caller, query.UserId);
}

/**
 * The tickets `t` in their draws `td` (the draw's row `d`) at location $2 of the branch of $1 (`b`, with
 * its direct-downline `head`, server/queries/betSummarySql.ts), own: only $1's own tickets. Starts with
 * the branch's `with recursive`, so it opens a derived table: `(${branchTickets(…)} and … group by …)`.
 */
export const branchTickets = (select: string, { own }: { own: boolean }) =>
  `${BRANCHES} select ${select} from ${TICKETS_IN_DRAWS} join draws d on d.draw_id = td.draw_id join branch b on b.user_id = t.user_id
   where t.loc_id = $2${own ? ' and t.user_id = $1' : ''}`;

const E = entriesInDraw('t');
const STAKE = stakeInDraw('t');
const TOTO = `t.bet_type = 'toto'`;

/** The figures summed over a group of tickets in a draw (names of the derived table's columns). */
export const FIGURE_SUMS = `count(*)::bigint as bets, sum(${E})::bigint as entries,
  sum(case when ${TOTO} then 0 else t.big_cents * ${E} end)::bigint as big,
  sum(case when ${TOTO} then 0 else t.small_cents * ${E} end)::bigint as small,
  sum(case when ${TOTO} then t.toto_amount_cents else 0 end)::bigint as amount, sum(${STAKE})::bigint as cost`;

/** The figures as the contract names them (float8: exact below 2^53, a plain number on both engines). */
export const FIGURE_COLUMNS = `s.bets::float8 as "Bets", s.entries::float8 as "Tickets", s.big::float8 as "BigCents",
  s.small::float8 as "SmallCents", s.amount::float8 as "AmountCents", s.cost::float8 as "CostCents"`;

export const FIGURE_TOTALS = `coalesce(sum(s.bets), 0)::float8 as "Bets", coalesce(sum(s.entries), 0)::float8 as "Tickets",
  coalesce(sum(s.big), 0)::float8 as "BigCents", coalesce(sum(s.small), 0)::float8 as "SmallCents",
  coalesce(sum(s.amount), 0)::float8 as "AmountCents", coalesce(sum(s.cost), 0)::float8 as "CostCents"`;

/** The sortable figures (contract FIGURE_SORT). */
export const FIGURE_SORT_KEYS = {
  Bets: { sql: 's.bets', type: 'bigint' },
  Tickets: { sql: 's.entries', type: 'bigint' },
  CostCents: { sql: 's.cost', type: 'bigint' },
} as const satisfies Record<string, SortKey>;

/** Draw columns of a group by draw (`s.draw_id`, `s.draw_date`). */
export const DRAW_COLUMNS = `s.draw_id as "DrawId", to_char(s.draw_date, 'YYYY-MM-DD') as "DrawDate"`;
export const DRAW_SORT_KEY: SortKey = { sql: 's.draw_date', type: 'date' };
