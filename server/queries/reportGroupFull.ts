/**
 * The Group report (GET 4d/reportGroupFull RPTGRP, tt/reportGroup2Full RPTGRP2; spec 02 §7.13): the
 * Full report of the user (the caller, or UserId of its tree) for a draw or range, summed per group
 * of that user's groups at the location; GroupId lists one group's members. The SQL is
 * server/reports/group/groupFigures.ts over the Full report's figures.
 */
import { reportGroup2Full, reportGroupFull } from '../../contract/reportsGroup.ts';
import { figureParamValues, FIGURE_COLUMNS, FIGURE_TOTALS } from '../reports/full/downlineFigures.ts';
import { drawSelectionOf } from '../reports/group/drawSelection.ts';
import { GROUP_ROW_COLUMNS, groupRowsSql } from '../reports/group/groupFigures.ts';
import { mayAccessMember } from '../memberTree.ts';
import { pagedCall, refuse } from './pagedCall.ts';

const groupCall = (endpoint: typeof reportGroupFull | typeof reportGroup2Full, csvName: string) =>
  pagedCall({
    endpoint,
    csvName,
    async query({ query, caller, location, db }) {
      const userId = query.UserId ?? caller.userId;
      if (!(await mayAccessMember(db, caller.userId, userId))) return refuse(403, `${userId} is not in your member tree.`);
      const draws = drawSelectionOf(query, location);
      if ('problem' in draws) return refuse(400, draws.problem);
      // The user's id as stored (the tree check ignores case; the figures and groups are keyed exactly).
      const { rows } = await db.query<{ user_id: string }>('select user_id from users where lower(user_id) = lower($1)', [userId]);
      const members = query.GroupId !== undefined;
      return {
        columns: `${GROUP_ROW_COLUMNS}, ${FIGURE_COLUMNS}`,
        from: groupRowsSql(members),
        where: 'true',
        params: [...figureParamValues(rows[0]!.user_id, draws), ...(members ? [query.GroupId] : [])],
        sortable: {
          // By kind first (own row, groups, ungrouped), then name: the rows read in that order.
          Name: { sql: `s.kind_order::text || s.name`, type: 'text' },
          TurnoverCents: { sql: 's.turnover_cents', type: 'bigint' },
          WinLossCents: { sql: 's.win_loss_cents', type: 'bigint' },
          CommissionCents: { sql: 's.commission_cents', type: 'bigint' },
          TaxCents: { sql: 's.tax_cents', type: 'bigint' },
          ShareCents: { sql: 's.share_cents', type: 'bigint' },
          NetCents: { sql: 's.net_cents', type: 'bigint' },
        },
        tieBreaker: [{ sql: 's.kind_order', type: 'integer' }, { sql: 's.name', type: 'text' }],
        totals: FIGURE_TOTALS,
      };
    },
  });

export const reportGroupFullCall = groupCall(reportGroupFull, 'group-report');
export const reportGroup2FullCall = groupCall(reportGroup2Full, 'group-report-tt');
