import { msg } from '@lingui/core/macro';
import { agentsSearch, deleteAgent } from '../../../contract/agents.ts';
import { deletePlayer } from '../../../contract/players.ts';
import type { DownlineRow } from '../../../contract/userAdmin.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';
import { DOWNLINE_EXAMPLE, DOWNLINE_TOTALS, downlineColumns } from '../userAdmin/downlineColumns.ts';

/**
 * Agents (spec 02 §2.2 /admin/agents, VW AG; §7.4 agents/): the direct downline of the caller, or of
 * the agent drilled into (UserId in the URL, the trail in the breadcrumb), with the credit figures;
 * txtSearch searches the whole branch (agents/search). Row actions: Edit, Credit, Players, Delete
 * (asked first); above the table, Create and Create (simple), under the agent shown.
 */
export const agents: ScreenDeclaration = {
  id: 'agents',
  title: msg`Agents`,
  menuItem: 'agents',
  filters: [{ kind: 'text', param: 'txtSearch', label: msg`Search User Id or Name`, maxLength: 64 }],
  actions: [
    { id: 'create', label: msg`Create`, to: (url) => ({ page: '/admin/agents/new', changes: { ParentId: paramOf(url, 'UserId') } }) },
    { id: 'createSimple', label: msg`Create (simple)`, to: (url) => ({ page: '/admin/agents/new-simple', changes: { ParentId: paramOf(url, 'UserId') } }) },
  ],
  views: [
    defineView<DownlineRow>({
      vw: 'AG',
      label: msg`Agents`,
      endpoints: { '4d': agentsSearch, tt: agentsSearch },
      columns: downlineColumns({
        id: 'UserId',
        header: msg`User Id`,
        kind: 'link',
        value: (row) => row.UserId,
        // An agent's own downline is its list; a player has none.
        drill: (row) => (row.Role === 'MEM' ? null : { changes: { UserId: row.UserId, txtSearch: null } }),
      }),
      rowKey: (row) => row.UserId,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: DOWNLINE_TOTALS,
      example: DOWNLINE_EXAMPLE,
      actions: [
        { kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: row.Role === 'MEM' ? '/admin/players/edit' : '/admin/agents/edit', changes: { UserId: row.UserId } }) },
        { kind: 'link', id: 'credit', label: msg`Credit`, to: (row) => ({ page: '/admin/agents/credit', changes: { UserId: row.UserId } }) },
        { kind: 'link', id: 'players', label: msg`Players`, to: (row) => ({ screen: 'players', changes: { UserId: row.UserId, txtSearch: null } }) },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete ${row.UserId}?`,
          call: (row) => writeCall(row.Role === 'MEM' ? deletePlayer : deleteAgent, { params: { ParentId: row.ParentId ?? '', UserId: row.UserId } }),
        },
      ],
    }),
  ],
};
