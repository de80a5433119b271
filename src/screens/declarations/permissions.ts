import { msg } from '@lingui/core/macro';
import { permissions, revokePermission, type PermissionRow } from '../../../contract/permissions.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';

/** The Grant form (src/forms/declarations/grantPermission.ts), behind the Permission entry's rule. */
export const GRANT_PERMISSION_PATH = '/control/permission/grant';

/**
 * Permission (spec 02 §2.2 /control/permission, rule AdminEdit; §7.12): the names granted to the
 * caller's downline, or with the User dropdown to one user, each with Revoke (asked first: it also
 * revokes from everyone below the user; server/permissions/rules.ts). Grant opens the form. The view
 * is named ADMIN, the administration attribute of §6: a view needs an attribute name, and this one's
 * call requires none (the server asks AdminEdit, the menu's rule).
 */
export const permissionsScreen: ScreenDeclaration = {
  id: 'permissions',
  title: msg`Permission`,
  menuItem: 'permission',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [{ id: 'grant', label: msg`Grant`, to: (url) => ({ page: GRANT_PERMISSION_PATH, changes: { UserId: paramOf(url, 'UserId') } }) }],
  views: [
    defineView<PermissionRow>({
      vw: 'ADMIN',
      label: msg`Permission`,
      endpoints: { '4d': permissions, tt: permissions },
      columns: [
        { id: 'UserId', header: msg`User Id`, kind: 'text', value: (row) => row.UserId },
        { id: 'Attribute', header: msg`Attribute`, kind: 'text', value: (row) => row.Attribute },
      ],
      rowKey: (row) => row.PermissionId,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: [],
      example: { PermissionId: 'member1:TICKET', UserId: 'member1', Attribute: 'TICKET' },
      actions: [
        {
          kind: 'write',
          id: 'revoke',
          label: msg`Revoke`,
          confirm: ({ UserId, Attribute }) => msg`Revoke ${Attribute} from ${UserId} and from everyone below ${UserId}?`,
          call: (row) => writeCall(revokePermission, { params: { PermissionId: row.PermissionId } }),
        },
      ],
    }),
  ],
};
