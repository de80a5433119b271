import { msg } from '@lingui/core/macro';
import { deleteLimit, limits, type LimitRow } from '../../../contract/limits.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';
import { LIMIT_ADD_PATH, LIMIT_EDIT_PATH } from '../limitSettingPaths.ts';

/**
 * Limit Setting (spec 02 §2.2 /control/limitSetting, TT only; §7.11): the caller's limits per number
 * per draw, each with Edit (the form) and Delete (asked first); Add opens the form. A bet over a
 * limit is refused, or cut to what is left, as the row's mode says (server/betting/betLimits.ts). The
 * view is named AG, the agents' attribute of §6: a view needs an attribute name, and this one's call
 * requires none (the server asks agent or admin, the menu's rule).
 */
export const limitSettingScreen: ScreenDeclaration = {
  id: 'limitSetting',
  title: msg`Limit Setting`,
  menuItem: 'limitSetting',
  filters: [{ kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 4 }],
  actions: [{ id: 'add', label: msg`Add Limit`, to: () => ({ page: LIMIT_ADD_PATH, changes: {} }) }],
  views: [
    defineView<LimitRow>({
      vw: 'AG',
      label: msg`Limit Setting`,
      endpoints: { tt: limits },
      columns: [
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
        { id: 'MaxCents', header: msg`Limit per Draw`, kind: 'money', value: (row) => row.MaxCents },
        { id: 'Mode', header: msg`Over the Limit`, kind: 'text', value: (row) => (row.Mode === 'cut' ? msg`Cut to what is left` : msg`Refuse`) },
      ],
      rowKey: (row) => String(row.LimitId),
      defaultSort: { by: 'Number', direction: 'asc' },
      totals: [],
      example: { LimitId: 7, UserId: 'ttagent', Number: '1234', MaxCents: 5_000, Mode: 'refuse', UpdatedDate: '2026-11-25T03:00:00Z' },
      actions: [
        { kind: 'link', id: 'edit', label: msg`Edit`, to: (row) => ({ page: LIMIT_EDIT_PATH, changes: { LimitId: String(row.LimitId) } }) },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the limit for ${row.Number}?`,
          call: (row) => writeCall(deleteLimit, { params: { LimitId: row.LimitId } }),
        },
      ],
    }),
  ],
};
