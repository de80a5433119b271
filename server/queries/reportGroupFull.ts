/**
 * The Group report (GET 4d/reportGroupFull RPTGRP, tt/reportGroup2Full RPTGRP2; spec 02 §7.13): the
 * Full report of the user (the caller, or UserId of its tree) for a draw or range, summed per group
 * of that user's groups at the location; GroupId lists one group's members. Whose and which draws as
 * the Full report decides them (server/reports/full/scope.ts); the SQL is
 * server/reports/group/groupFigures.ts over the Full report's figures.
 */
import { reportGroup2Full, reportGroupFull } from '../../contract/reportsGroup.ts';
import { figureParamValues, FIGURE_COLUMNS, FIGURE_TOTALS } from '../reports/full/downlineFigures.ts';
import { FIGURE_SORTABLE } from '../reports/full/figureQuery.ts';
import { fullScope } from '../reports/full/scope.ts';
import { GROUP_ROW_COLUMNS, groupRowsSql } from '../reports/group/groupFigures.ts';
import { pagedCall } from './pagedCall.ts';

const groupCall = (endpoint: typeof reportGroupFull | typeof reportGroup2Full, csvName: string) =>
  pagedCall({
    endpoint,
    csvName,
    async query({ query, caller, location, db }) {
      const scope = await fullScope(db, caller.userId, location, query);
      if ('refused' in scope) return scope;
      const members = query.GroupId !== undefined;
      return {
        columns: `${GROUP_ROW_COLUMNS}, ${FIGURE_COLUMNS}`,
        from: groupRowsSql(members),
        where: 'true',
        params: [...figureParamValues(scope.userId, scope.draws), ...(members ? [query.GroupId] : [])],
        sortable: {
          // By kind first (own row, groups, ungrouped), then name: the rows read in that order.
          Name: { sql: `s.kind_order::text || s.name`, type: 'text' },
          ...FIGURE_SORTABLE,
        },
        tieBreaker: [{ sql: 's.kind_order', type: 'integer' }, { sql: 's.name', type: 'text' }],
        totals: FIGURE_TOTALS,
      };
    },
  });

export const reportGroupFullCall = groupCall(reportGroupFull, 'group-report');
export const reportGroup2FullCall = groupCall(reportGroup2Full, 'group-report-tt');
