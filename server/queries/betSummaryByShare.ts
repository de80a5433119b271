/**
 * Bet Summary by share (spec 02 §7.7 GET betSummaryUserIdByShare): each direct downline's turnover
 * (its whole branch) and the part the user carries. The user's own tickets are not a downline's and
 * are left out.
 *
 * Which share (DOMAIN.md "Shared"): `t_share` is the total share an agent holds in its branch,
 * `d_share` its direct share. A row here is a direct downline's whole branch, so the share the user
 * carries on it is its share in its branch: t_share_bp, in basis points (0.3 -> 3000).
 * ShareCents = CostCents x ShareBp / 10000 rounded half-even per row (split_half_even, migration
 * 0005), and the totals are the sums of the rows.
 */
import { betSummaryByShare } from '../../contract/betSummary.ts';
import { stakeInDraw, TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';
import { BRANCHES, summaryCall, NO_NAME } from './betSummarySql.ts';

export const betSummaryByShareCall = summaryCall(betSummaryByShare, 'bet-summary-by-share', (params) => ({
  columns: `s.user_id as "UserId", ${NO_NAME}, s.cost::float8 as "CostCents", s.bp::float8 as "ShareBp", s.share::float8 as "ShareCents"`,
  from: `(${BRANCHES}, share (bp) as (select t_share_bp::bigint from users where user_id = $1)
    select b.head as user_id, sum(${stakeInDraw('t')})::bigint as cost, share.bp,
      split_half_even(sum(${stakeInDraw('t')})::bigint, share.bp) as share
    from ${TICKETS_IN_DRAWS} join branch b on b.user_id = t.user_id cross join share
    where td.draw_id = $2 and t.loc_id = $3 and b.head <> $1
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
}));
