import { msg } from '@lingui/core/macro';
import { reportGroup2Full, reportGroupFull, type GroupReportRow } from '../../../contract/reportsGroup.ts';
import { defineView, type DrillDown, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { reportDrawsSource } from '../optionSources.ts';
import { GROUP_SETTING_PATH } from './reportGroupSetting.ts';

const money = (id: keyof GroupReportRow & `${string}Cents`, header: ReturnType<typeof msg>): ScreenColumn<GroupReportRow> => ({
  id,
  header,
  kind: 'money',
  value: (row) => row[id],
});

/**
 * Group Report (spec 02 §2.2 /report/{tt}group, §7.13 reportGroupFull, TT reportGroup2Full): the
 * Full report of a draw summed per group of the caller's direct downlines (saved on Group Setting,
 * the page action), the downlines in no group as "Ungrouped", and the caller's own row; the totals
 * are the Full report's. A group row lists its members (GroupId), a member leads to its Full report.
 * Shown at Rank 2 or lower, at TT with a tShare (the menu rule guards the route).
 */
export const groupReport: ScreenDeclaration = {
  id: 'groupReport',
  title: msg`Group Report`,
  menuItem: 'groupReport',
  filters: [{ kind: 'draw', options: reportDrawsSource, required: true, default: 'latest' }],
  actions: [{ id: 'setting', label: msg`Group Setting`, to: () => ({ page: GROUP_SETTING_PATH, changes: {} }) }],
  views: [
    defineView<GroupReportRow>({
      vw: 'RPTGRP',
      label: msg`Group Report`,
      endpoints: { '4d': reportGroupFull, tt: reportGroup2Full },
      columns: [
        {
          id: 'Name',
          header: msg`Group`,
          kind: 'link',
          value: (row) => (row.RowKind === 'ungrouped' ? msg`Ungrouped` : row.Name),
          drill: (row): DrillDown | null => {
            if (row.RowKind === 'member') return { screen: 'fullReport', changes: { UserId: row.Name } };
            return row.GroupId === null ? null : { changes: { GroupId: String(row.GroupId) } };
          },
        },
        { id: 'Members', header: msg`Members`, kind: 'number', value: (row) => row.Members },
        money('TurnoverCents', msg`Turnover`),
        money('WinLossCents', msg`Win/Loss`),
        money('CommissionCents', msg`Commission`),
        money('TaxCents', msg`Tax`),
        money('ShareCents', msg`Share`),
        money('NetCents', msg`Net`),
      ],
      rowKey: (row) => `${row.RowKind}:${row.GroupId ?? ''}:${row.Name}`,
      defaultSort: { by: 'Name', direction: 'asc' },
      totals: ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'],
      example: {
        RowKind: 'group',
        GroupId: 1,
        Name: 'North',
        Members: 2,
        TurnoverCents: 120_000,
        WinLossCents: -35_000,
        CommissionCents: 2_400,
        TaxCents: -600,
        ShareCents: 10_500,
        NetCents: -22_700,
      },
    }),
  ],
};
