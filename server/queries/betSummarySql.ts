/**
 * What the Bet Summary calls (contract/betSummary.ts; ./betSummaryBy*.ts) share: whose tree and which
 * draw (`summaryScope`), and the SQL of one draw's tickets at one location for one user's tree. Each
 * summary is a grouped query given to the paged-query helper as a derived table `s`, so sorting,
 * paging, CSV batches and totals work on its rows; the totals are sums of those very rows, so they
 * equal the sum of the rows to the cent. A summary has at most (direct downlines x bet types) rows,
 * so recomputing the grouping per CSV batch costs little.
 *
 * A ticket counts in the draws it is in (ticket_draws), with its entries and stake there
 * (betting/ticketInDraw.ts): a day-code line placed while another draw was selected is summed under
 * each draw it covers, as settlement settles it.
 *
 * Parameters: $1 the user whose tree is summed, $2 the draw, $3 the location.
 */
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from '../http/implement.ts';
import { entriesInDraw, stakeInDraw, TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall, refuse, type PagedCall, type Refusal } from './pagedCall.ts';

export type SummaryParams = readonly [userId: string, drawId: number, location: Location];

/** The user whose tree is summed (the caller, or one user of its tree), the draw and the location; or the refusal. */
export async function summaryScope(request: {
  db: Queryable;
  caller: Caller;
  location: Location;
  query: { UserId?: string; DrawId: number };
}): Promise<SummaryParams | Refusal> {
  const { db, caller, location, query } = request;
  const userId = await bettorOf(db, caller, query.UserId);
  if (typeof userId !== 'string') return userId;
  const { rows } = await db.query('select 1 from draws where draw_id = $1 and loc_id = $2', [query.DrawId, location]);
  if (rows.length === 0) return refuse(400, `Draw ${query.DrawId} is not a draw of ${location}.`);
  return [userId, query.DrawId, location];
}

/**
 * Every user of $1's tree (itself included) with its `head`: $1 for its own tickets, else the direct
 * downline of $1 whose branch it is in. `union` stops on a cycle in parent_id.
 */
export const BRANCHES = `with recursive branch (user_id, head) as (
    select user_id, user_id from users where user_id = $1
    union
    select child.user_id, case when upline.user_id = $1 then child.user_id else upline.head end
    from users child join branch upline on child.parent_id = upline.user_id
  )`;

/** The tickets `t` in draw $2 at location $3 of $1's tree, each with its branch `b`. */
export const TICKETS_OF_DRAW = `${TICKETS_IN_DRAWS} join branch b on b.user_id = t.user_id where td.draw_id = $2 and t.loc_id = $3`;

/** Stake sums over a group of tickets in the draw. */
export const STAKE_SUMS = `sum(${entriesInDraw('t')})::bigint as tickets, sum(t.big_cents)::bigint as big,
  sum(t.small_cents)::bigint as small, sum(t.toto_amount_cents)::bigint as toto, sum(${stakeInDraw('t')})::bigint as cost`;

export const STAKE_COLUMNS = `s.tickets::float8 as "Tickets", s.big::float8 as "BigCents", s.small::float8 as "SmallCents",
  s.toto::float8 as "TotoAmountCents", s.cost::float8 as "CostCents"`;

export const STAKE_TOTALS = `coalesce(sum(s.tickets), 0)::float8 as "Tickets", coalesce(sum(s.big), 0)::float8 as "BigCents",
  coalesce(sum(s.small), 0)::float8 as "SmallCents", coalesce(sum(s.toto), 0)::float8 as "TotoAmountCents",
  coalesce(sum(s.cost), 0)::float8 as "CostCents"`;

// The users table has no display name yet; the contract allows an empty UserName (the id is shown).
export const NO_NAME = `''::text as "UserName"`;

/** A Bet Summary call: its query for the scope (user, draw, location) once the scope is allowed. */
export function summaryCall<const E extends Parameters<typeof pagedCall>[0]['endpoint'], SortBy extends string>(
  endpoint: E,
  csvName: string,
  query: (params: SummaryParams) => PagedQuery<SortBy>,
) {
  const call: PagedCall<E, SortBy> = {
    endpoint,
    csvName,
    async query(request) {
      // A summary is a data call of a signed-in caller, and its query takes UserId and DrawId
      // (contract/betSummary.ts summaryQuery): what the generic request type cannot say of any E.
      const { db, caller, location } = request as unknown as { db: Queryable; caller: Caller; location: Location };
      const params = await summaryScope({ db, caller, location, query: request.query as { UserId?: string; DrawId: number } });
      return 'refused' in params ? params : query(params);
    },
  };
  return pagedCall(call);
}
