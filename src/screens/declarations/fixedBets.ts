import { msg } from '@lingui/core/macro';
import { deleteFixedBet, fixedBetPage, type FixedBet } from '../../../contract/fixedBets.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';

/** The create form's own path (src/forms/declarations/fixedBetCreate.ts). */
export const FIXED_BET_CREATE_PATH = '/bet/fixedBets/create';

/**
 * Fixed Bets (spec 02 §2.2 /bet/fixedBets, §7.6 bet/fixed/page3 and DELETE bet/fixed; issue 21): the
 * fixed bets of the caller's tree at the location, each a bet message repeated on every draw of its
 * days by the Fixed Process. Create opens the form; Delete (asked first) stops it being placed, the
 * bets already placed stay. Hidden when disablePlaceBetAndFixedBet is set (the menu's rule).
 */
export const fixedBets: ScreenDeclaration = {
  id: 'fixedBets',
  title: msg`Fixed Bets`,
  menuItem: 'fixedBets',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [{ id: 'create', label: msg`Create`, to: () => ({ page: FIXED_BET_CREATE_PATH, changes: {} }) }],
  views: [
    defineView<FixedBet>({
      vw: 'BETFIXED',
      label: msg`Fixed Bets`,
      endpoints: { '4d': fixedBetPage, tt: fixedBetPage },
      columns: [
        { id: 'FixedBetId', header: msg`Id`, kind: 'number', value: (row) => row.FixedBetId },
        { id: 'UserId', header: msg`User Id`, kind: 'text', value: (row) => row.UserId },
        { id: 'Message', header: msg`Bets`, kind: 'text', value: (row) => row.Message.split('\n').join(' | ') },
        { id: 'Days', header: msg`Days`, kind: 'text', value: (row) => row.Days.join(', ') },
        { id: 'CostCents', header: msg`Cost per draw`, kind: 'money', value: (row) => row.CostCents },
        { id: 'Placed', header: msg`Draws placed`, kind: 'number', value: (row) => row.Placed },
        { id: 'Active', header: msg`Active`, kind: 'text', value: (row) => (row.Active ? msg`Yes` : msg`No`) },
        { id: 'CreatedBy', header: msg`Created by`, kind: 'text', value: (row) => row.CreatedBy },
      ],
      rowKey: (row) => String(row.FixedBetId),
      defaultSort: { by: 'FixedBetId', direction: 'desc' },
      totals: ['CostCents'],
      example: {
        FixedBetId: 7,
        UserId: 'member1',
        Message: '1234 1-2\n5678 2-',
        Days: ['Wed', 'Sat'],
        Active: true,
        CostCents: 500,
        Placed: 3,
        CreatedBy: 'agent1',
        CreatedAt: '2026-11-25T03:00:00.000Z',
      },
      actions: [
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete fixed bet ${row.FixedBetId} of ${row.UserId}? It is placed no more; bets already placed stay.`,
          call: (row) => writeCall(deleteFixedBet, { body: { FixedBetId: row.FixedBetId } }),
        },
      ],
    }),
  ],
};
