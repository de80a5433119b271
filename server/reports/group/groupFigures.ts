/**
 * The Group report's rows (DOMAIN.md "Group report: the full report grouped by the caller's saved
 * groups of downlines"): the Full report's per-downline figures (server/reports/full/downlineFigures.ts,
 * never computed a second time) summed per group of the user's groups at the location (migration
 * 0030). Every Full report row lands in exactly one Group report row: a direct downline in its group
 * or in "Ungrouped" (a downline is in at most one group), the user's own row as itself. So the rows,
 * and the totals, equal the Full report's for the same draws, to the cent.
 *
 * Parameters: FIGURE_PARAMS ($1 user, $2 location, $3 draw, $4..$5 range), then $6 the group whose
 * members to list (0: the ungrouped downlines) when `members` is asked.
 */
import { downlineFiguresSql } from '../full/downlineFigures.ts';

const FIGURE_SUMS = `sum(f.turnover_cents)::bigint as turnover_cents, sum(f.win_loss_cents)::bigint as win_loss_cents,
  sum(f.commission_cents)::bigint as commission_cents, sum(f.tax_cents)::bigint as tax_cents,
  sum(f.share_cents)::bigint as share_cents, sum(f.net_cents)::bigint as net_cents`;

/** The user's figure rows, each with the group of the user's it falls in (null: none, or the own row). */
const withGroups = `(${downlineFiguresSql()}) f
  left join report_group_members m on not f.own and m.owner_id = $1 and m.loc_id = $2 and m.member_id = f.user_id
  left join report_groups g on g.group_id = m.group_id`;

/**
 * A derived table `s` with the row's fields (kind_order 0 own, 1 group, 2 ungrouped: the tie-breaker
 * puts them in that order) and the figures in bigint cents: one row per group, or with `members` one
 * per member of group $6.
 */
export function groupRowsSql(members: boolean): string {
  if (members)
    return `(select 3 as kind_order, 'member'::text as row_kind, null::integer as group_id, f.user_id as name, 1 as members,
        f.turnover_cents, f.win_loss_cents, f.commission_cents, f.tax_cents, f.share_cents, f.net_cents
      from ${withGroups}
      where not f.own and coalesce(g.group_id, 0) = $6::integer) s`;
  return `(select case when f.own then 0 when g.group_id is null then 2 else 1 end as kind_order,
        case when f.own then 'own' when g.group_id is null then 'ungrouped' else 'group' end as row_kind,
        case when f.own then null else coalesce(g.group_id, 0) end as group_id,
        case when f.own then min(f.user_id) when g.group_id is null then 'Ungrouped' else min(g.name) end as name,
        count(*)::int as members, ${FIGURE_SUMS}
      from ${withGroups}
      group by f.own, g.group_id) s`;
}

/** The row's fields as the contract names them. */
export const GROUP_ROW_COLUMNS = `s.row_kind as "RowKind", s.group_id as "GroupId", s.name as "Name", s.members as "Members"`;
