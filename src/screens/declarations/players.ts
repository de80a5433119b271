import { msg } from '@lingui/core/macro';
import { deletePlayer, playersDirectDownline } from '../../../contract/players.ts';
import type { DownlineRow } from '../../../contract/userAdmin.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';
import { DOWNLINE_EXAMPLE, DOWNLINE_TOTALS, downlineColumns } from '../userAdmin/downlineColumns.ts';

/**
 * Players (spec 02 §2.2 /admin/players, VW MEM; §7.4 players/): the players directly under the caller,
 * or under the agent named by UserId; txtSearch searches the branch. Row actions: Edit, Credit,
 * Delete (asked first); above the table, Create.
 */
export const players: ScreenDeclaration = {
  id: 'players',
  title: msg`Players`,
  menuItem: 'players',
  filters: [{ kind: 'text', param: 'txtSearch', label: msg`Search User Id or Name`, maxLength: 64 }],
  actions: [{ id: 'create', label: msg`Create`, to: (url) => ({ page: '/admin/players/new', changes: { ParentId: paramOf(url, 'UserId') } }) }],
  views: [
    defineView<DownlineRow>({
      vw: 'MEM',
      label: msg`Players`,
      endpoints: { '4d': playersDirectDownline, tt: playersDirectDownline },
      columns: downlineColumns({ id: 'UserId', header: msg`User Id`, kind: 'text', value: (row) => row.UserId }),
      rowKey: (row) => row.UserId,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: DOWNLINE_TOTALS,
      example: { ...DOWNLINE_EXAMPLE, UserId: 'member4', Role: 'MEM', Rank: 3, ShareBp: 0, Downlines: 0 },
      actions: [
        { kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: '/admin/players/edit', changes: { UserId: row.UserId } }) },
        { kind: 'link', id: 'credit', label: msg`Credit`, to: (row) => ({ page: '/admin/players/credit', changes: { UserId: row.UserId } }) },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete ${row.UserId}?`,
          call: (row) => writeCall(deletePlayer, { params: { ParentId: row.ParentId ?? '', UserId: row.UserId } }),
        },
      ],
    }),
  ],
};
