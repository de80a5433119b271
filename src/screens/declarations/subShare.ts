import { msg } from '@lingui/core/macro';
import { deleteSubShare, subShares, type ShareTransferRow } from '../../../contract/shareTransfers.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';
import { transferColumns, TRANSFER_EXAMPLE, TRANSFER_ORDER } from '../shareTransferColumns.ts';

/** The New Sub Share form (src/forms/declarations/subShare.ts), behind the Sub Share entry's rule. */
export const SUB_SHARE_FORM_PATH = '/control/subShare/new';

/**
 * Sub Share (spec 02 §2.2 /control/subShare; §7.14 GET subShare, DELETE subShare/{id}): the sub
 * shares of the caller's tree at the location, with what each has posted, and Delete (asked first: its
 * lines come back out of both statements). New opens the form. The view is named ADMIN, the
 * administration attribute of §6: a view needs an attribute name, and this call requires none (the
 * server refuses players, the menu shows the entry to agents and admins).
 */
export const subShareScreen: ScreenDeclaration = {
  id: 'subShare',
  title: msg`Sub Share`,
  menuItem: 'subShare',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [{ id: 'new', label: msg`New Sub Share`, to: () => ({ page: SUB_SHARE_FORM_PATH, changes: {} }) }],
  views: [
    defineView<ShareTransferRow>({
      vw: 'ADMIN',
      label: msg`Sub Share`,
      endpoints: { '4d': subShares, tt: subShares },
      columns: transferColumns(msg`Agent`, msg`Partner`),
      ...TRANSFER_ORDER,
      example: TRANSFER_EXAMPLE,
      actions: [
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: ({ UserId, PartnerId }) => msg`Delete the sub share of ${UserId} to ${PartnerId}? Every line it posted is reversed.`,
          call: (row) => writeCall(deleteSubShare, { params: { Id: row.Id } }),
        },
      ],
    }),
  ],
};
