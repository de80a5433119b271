/**
 * The Group report's setting list (GET reportGroupSetting, spec 02 §7.13): the caller's own groups at
 * the call's location, each with its members (migration 0030). Nobody lists another's groups.
 */
import { reportGroupSetting } from '../../contract/reportsGroup.ts';
import { groupRowColumns } from '../reports/group/groupSetting.ts';
import { pagedCall } from './pagedCall.ts';

export const reportGroupSettingCall = pagedCall({
  endpoint: reportGroupSetting,
  csvName: 'report-groups',
  query({ caller, location }) {
    return {
      columns: groupRowColumns,
      from: 'report_groups g',
      where: 'g.owner_id = $1 and g.loc_id = $2',
      params: [caller.userId, location],
      sortable: {
        Name: { sql: 'lower(g.name)', type: 'text' },
        MemberCount: { sql: '(select count(*) from report_group_members m where m.group_id = g.group_id)', type: 'bigint' },
      },
      tieBreaker: [{ sql: 'g.group_id', type: 'integer' }],
      totals: `coalesce(sum((select count(*) from report_group_members m where m.group_id = g.group_id)), 0)::int as "MemberCount"`,
    };
  },
});
