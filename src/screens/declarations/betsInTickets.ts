import { msg } from '@lingui/core/macro';
import { betsInTickets, type IntakeTicketRow } from '../../../contract/outSettings.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { AMOUNT_TOTALS, amountColumns, bigSmallColumns } from '../intakeColumns.ts';
import { BETS_IN_TICKETS_PATH } from './betsIn.ts';

const KEYS: ScreenColumn<IntakeTicketRow>[] = [
  { id: 'TicketId', header: msg`Ticket`, kind: 'number', value: (row) => row.TicketId },
  { id: 'Bettor', header: msg`User Id`, kind: 'text', value: (row) => row.Bettor },
  { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
  { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => row.BetType },
];

/**
 * The tickets behind a number of Bets In (reached from its Number; the trail leads back): each ticket's
 * In, Intake and Out at the level of the agent whose Bets In it was (ticket_intakes).
 */
export const betsInTicketsScreen: ScreenDeclaration = {
  id: 'betsInTickets',
  title: msg`Tickets behind the number`,
  menuItem: 'betsIn',
  path: BETS_IN_TICKETS_PATH,
  filters: [],
  views: [
    defineView<IntakeTicketRow>({
      vw: 'AG',
      label: msg`Tickets behind the number`,
      endpoints: { '4d': betsInTickets, tt: betsInTickets },
      columns: [...KEYS, ...bigSmallColumns<IntakeTicketRow>()],
      gameColumns: { tt: [...KEYS, ...amountColumns<IntakeTicketRow>()] },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'TicketId', direction: 'asc' },
      totals: ['ttBigIn', 'ttSmallIn', 'ttBigIntake', 'ttSmallIntake', 'ttBigOut', 'ttSmallOut', ...AMOUNT_TOTALS.filter((id) => id !== 'ttMaxPayout')],
      example: {
        RowId: '501:1', TicketId: 501, Bettor: 'member1', Level: 1, Number: '1234', BetType: 'straight',
        ttBigIn: 2500, ttSmallIn: 0, ttAmountIn: 0, ttBigIntake: 1000, ttSmallIntake: 0, ttAmountIntake: 0, ttBigOut: 1500, ttSmallOut: 0, ttAmountOut: 0,
      },
    }),
  ],
};
