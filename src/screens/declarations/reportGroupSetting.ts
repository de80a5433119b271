import { msg } from '@lingui/core/macro';
import { deleteReportGroup, reportGroupSetting, type GroupSettingRow } from '../../../contract/reportsGroup.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';

/** The Group report's setting page and its form (src/forms/declarations/reportGroupSave.ts). */
export const GROUP_SETTING_PATH = '/report/group/setting';
export const GROUP_SAVE_PATH = '/report/group/setting/save';

/**
 * Group Setting (spec 02 §7.13 reportGroupSetting): the caller's named groups of its direct downlines
 * at the location, which the Group report sums by. Reached from the report's Group Setting action;
 * guarded by the Group Report entry's rule (Rank 2 or lower, at TT with a tShare). Add and Edit open
 * the form (Edit with the group's name and members filled in); Delete asks first.
 */
export const reportGroupSettingScreen: ScreenDeclaration = {
  id: 'reportGroupSetting',
  title: msg`Group Setting`,
  menuItem: 'groupReport',
  path: GROUP_SETTING_PATH,
  filters: [],
  actions: [{ id: 'add', label: msg`Add Group`, to: () => ({ page: GROUP_SAVE_PATH, changes: {} }) }],
  views: [
    defineView<GroupSettingRow>({
      vw: 'RPTGRP',
      label: msg`Group Setting`,
      endpoints: { '4d': reportGroupSetting, tt: reportGroupSetting },
      columns: [
        { id: 'Name', header: msg`Group`, kind: 'text', value: (row) => row.Name },
        { id: 'MemberCount', header: msg`Members`, kind: 'number', value: (row) => row.MemberCount },
        { id: 'Members', header: msg`User Id`, kind: 'text', value: (row) => row.Members },
      ],
      rowKey: (row) => String(row.GroupId),
      defaultSort: { by: 'Name', direction: 'asc' },
      totals: ['MemberCount'],
      example: { GroupId: 1, Name: 'North', Members: 'agent1, agent2', MemberCount: 2 },
      actions: [
        { kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: GROUP_SAVE_PATH, changes: { Name: row.Name, Members: row.Members } }) },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the group ${row.Name}? Its members become ungrouped.`,
          call: (row) => writeCall(deleteReportGroup, { body: { GroupId: row.GroupId } }),
        },
      ],
    }),
  ],
};
