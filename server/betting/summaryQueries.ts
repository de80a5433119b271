/**
 * The Bet Summary queries (contract/betSummary.ts) over one draw at one location, for one user's
 * tree. Each is a grouped query given to the paged-query helper as a derived table `s`, so sorting,
 * paging, CSV batches and totals work on its rows; the totals are sums of those very rows, so they
 * equal the sum of the rows to the cent. A summary has at most (direct downlines x bet types) rows,
 * so recomputing the grouping per CSV batch costs little.
 *
 * Parameters: $1 the user whose tree is summed, $2 the draw, $3 the location.
 */
import type { PagedQuery } from '../db/pagedQuery.ts';

/**
 * Every user of $1's tree (itself included) with its `head`: $1 for its own tickets, else the direct
 * downline of $1 whose branch it is in. `union` stops on a cycle in parent_id.
 */
const BRANCHES = `with recursive branch (user_id, head) as (
    select user_id, user_id from users where user_id = $1
    union
    select child.user_id, case when upline.user_id = $1 then child.user_id else upline.head end
    from users child join branch upline on child.parent_id = upline.user_id
  )`;

const TICKETS_OF_DRAW = 'tickets t join branch b on b.user_id = t.user_id where t.draw_id = $2 and t.loc_id = $3';

const STAKE_SUMS = `sum(t.tickets)::bigint as tickets, sum(t.big_cents)::bigint as big, sum(t.small_cents)::bigint as small,
  sum(t.toto_amount_cents)::bigint as toto, sum(t.cost_cents)::bigint as cost`;

const STAKE_COLUMNS = `s.tickets::float8 as "Tickets", s.big::float8 as "BigCents", s.small::float8 as "SmallCents",
  s.toto::float8 as "TotoAmountCents", s.cost::float8 as "CostCents"`;

const STAKE_TOTALS = `coalesce(sum(s.tickets), 0)::float8 as "Tickets", coalesce(sum(s.big), 0)::float8 as "BigCents",
  coalesce(sum(s.small), 0)::float8 as "SmallCents", coalesce(sum(s.toto), 0)::float8 as "TotoAmountCents",
  coalesce(sum(s.cost), 0)::float8 as "CostCents"`;

// The users table has no display name yet; the contract allows an empty UserName (the id is shown).
const NO_NAME = `''::text as "UserName"`;

type Params = readonly [userId: string, drawId: number, location: string];

/** betSummaryByType: by direct downline (its whole branch; the user itself for its own tickets) and bet type. */
export const summaryByTypeQuery = (params: Params): PagedQuery<'UserId' | 'BetType' | 'Tickets' | 'CostCents'> => ({
  columns: `s.user_id as "UserId", ${NO_NAME}, s.bet_type as "BetType", ${STAKE_COLUMNS}`,
  from: `(${BRANCHES} select b.head as user_id, t.bet_type, ${STAKE_SUMS} from ${TICKETS_OF_DRAW} group by b.head, t.bet_type) s`,
  where: 'true',
  params,
  sortable: {
    UserId: { sql: 's.user_id', type: 'text' },
    BetType: { sql: 's.bet_type', type: 'text' },
    Tickets: { sql: 's.tickets', type: 'bigint' },
    CostCents: { sql: 's.cost', type: 'bigint' },
  },
  tieBreaker: [
    { sql: 's.user_id', type: 'text' },
    { sql: 's.bet_type', type: 'text' },
  ],
  totals: STAKE_TOTALS,
});

/** betSummaryByTypeSum: by bet type over the user's whole tree. */
export const summaryByTypeSumQuery = (params: Params): PagedQuery<'BetType' | 'Tickets' | 'CostCents'> => ({
  columns: `s.bet_type as "BetType", ${STAKE_COLUMNS}`,
  from: `(${BRANCHES} select t.bet_type, ${STAKE_SUMS} from ${TICKETS_OF_DRAW} group by t.bet_type) s`,
  where: 'true',
  params,
  sortable: {
    BetType: { sql: 's.bet_type', type: 'text' },
    Tickets: { sql: 's.tickets', type: 'bigint' },
    CostCents: { sql: 's.cost', type: 'bigint' },
  },
  tieBreaker: [{ sql: 's.bet_type', type: 'text' }],
  totals: STAKE_TOTALS,
});

/**
 * betSummaryUserIdByShare: each direct downline's turnover (its whole branch) and the part the user
 * carries. The user's own tickets are not a downline's and are left out.
 *
 * Which share (DOMAIN.md "Shared"): `t_share` is the total share an agent holds in its branch,
 * `d_share` its direct share. A row here is a direct downline's whole branch, so the share the user
 * carries on it is its share in its branch: t_share. Stored as a fraction numeric(6,4); ShareBp is
 * that fraction in basis points (0.3 -> 3000), exact since it has 4 decimals.
 * ShareCents = CostCents x ShareBp / 10000 rounded half-even per row (split_half_even, migration
 * 0005), and the totals are the sums of the rows.
 */
export const summaryByShareQuery = (params: Params): PagedQuery<'UserId' | 'CostCents' | 'ShareCents'> => ({
  columns: `s.user_id as "UserId", ${NO_NAME}, s.cost::float8 as "CostCents", s.bp::float8 as "ShareBp", s.share::float8 as "ShareCents"`,
  from: `(${BRANCHES}, share (bp) as (select (t_share * 10000)::bigint from users where user_id = $1)
    select b.head as user_id, sum(t.cost_cents)::bigint as cost, share.bp,
      split_half_even(sum(t.cost_cents)::bigint, share.bp) as share
    from tickets t join branch b on b.user_id = t.user_id cross join share
    where t.draw_id = $2 and t.loc_id = $3 and b.head <> $1
    group by b.head, share.bp) s`,
  where: 'true',
  params,
  sortable: {
    UserId: { sql: 's.user_id', type: 'text' },
    CostCents: { sql: 's.cost', type: 'bigint' },
    ShareCents: { sql: 's.share', type: 'bigint' },
  },
  tieBreaker: [{ sql: 's.user_id', type: 'text' }],
  totals: `coalesce(sum(s.cost), 0)::float8 as "CostCents", coalesce(sum(s.share), 0)::float8 as "ShareCents"`,
});
