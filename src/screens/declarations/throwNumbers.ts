import { msg } from '@lingui/core/macro';
import { deleteThrowNumbers, throwNumbers, throwNumbersT, type ThrowRow } from '../../../contract/throwNumbers.ts';
import { paramOf } from '../../../machines/rules/screenUrl.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { PROCESS_ACTION } from '../intakeColumns.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';

/** The form that adds several numbers at once (src/forms/declarations/throwNumberAdd.ts). */
export const THROW_NUMBER_ADD_PATH = '/outset/throwNumber/add';

/**
 * Throw Number (spec 02 §2.2 /outset/throwNumber; §7.6 bet/throw, TT bet/throwT, DELETE bet/throws):
 * the numbers the caller (or the user chosen from its tree) never keeps at the location: they pass up
 * whole. Add opens the form (several numbers at once); Delete removes a number after a confirmation.
 */
export const throwNumbersScreen: ScreenDeclaration = {
  id: 'throwNumbers',
  title: msg`Throw Number`,
  menuItem: 'throwNumber',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [
    { id: 'add', label: msg`Add`, to: (url) => ({ page: THROW_NUMBER_ADD_PATH, changes: { UserId: paramOf(url, 'UserId') } }) },
    PROCESS_ACTION,
  ],
  views: [
    defineView<ThrowRow>({
      vw: 'AG',
      label: msg`Throw Number`,
      endpoints: { '4d': throwNumbers, tt: throwNumbersT },
      columns: [
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
        { id: 'UserId', header: msg`User Id`, kind: 'text', value: (row) => row.UserId },
      ],
      rowKey: (row) => row.ThrowId,
      defaultSort: { by: 'Number', direction: 'asc' },
      totals: [],
      example: { ThrowId: 'agent1:1234', UserId: 'agent1', Number: '1234', CreatedAt: '2026-11-26T01:00:00Z' },
      actions: [
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the throw number ${row.Number} of ${row.UserId}?`,
          call: (row) => writeCall(deleteThrowNumbers, { body: { UserId: row.UserId, Numbers: [row.Number] } }),
        },
      ],
    }),
  ],
};
