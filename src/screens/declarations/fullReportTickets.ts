import { msg } from '@lingui/core/macro';
import { reportBetPage, type BetPageRow } from '../../../contract/reportsFull.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { betTypeText } from '../ticketView.ts';
import { AMOUNT_TOTALS, amountColumns, BIG_SMALL_TOTALS, bigSmallColumns } from '../intakeColumns.ts';

/** The tickets of a player (or of a user's own row) reached from the Full report, with the trail back. */
export const FULL_REPORT_TICKETS_PATH = '/report/full/tickets';

const money = (id: 'StakeCents' | 'PayoutCents' | 'WinLossCents' | 'ttUnitIn' | 'ttUnitIntake' | 'ttUnitOut' | 'ttMaxPayout', header: ReturnType<typeof msg>): ScreenColumn<BetPageRow> => ({
  id, header, kind: 'money', value: (row) => row[id],
});
const KEYS: ScreenColumn<BetPageRow>[] = [
  { id: 'TicketId', header: msg`Ticket`, kind: 'number', value: (row) => row.TicketId },
  { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
];
const RESULT = [money('StakeCents', msg`Stake`), money('PayoutCents', msg`Payout`), money('WinLossCents', msg`Win/Loss`)];
const MAX_PAYOUT = money('ttMaxPayout', msg`Max Payout`);

/**
 * A player's tickets in the report's draws (spec 02 §3 bet detail row; reportBetPage): each ticket in
 * each of its draws with its stake and result, and what reached the caller's level of the chain (In),
 * what it kept (Intake) and passed on (Out), with the worst case on what it kept. TT rows show the TT
 * bet row: Type, TT, Unit In, Intake, Out, Max Payout. `txtSearch` narrows to numbers starting so.
 */
export const fullReportTickets: ScreenDeclaration = {
  id: 'fullReportTickets',
  title: msg`Full Report Tickets`,
  menuItem: 'fullReport',
  path: FULL_REPORT_TICKETS_PATH,
  filters: [
    { kind: 'dateRange', required: true },
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 4 },
  ],
  views: [
    defineView<BetPageRow>({
      vw: 'RPTFULL',
      label: msg`Tickets`,
      endpoints: { '4d': reportBetPage, tt: reportBetPage },
      columns: [
        ...KEYS,
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
        { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
        ...RESULT,
        ...bigSmallColumns<BetPageRow>(),
        ...amountColumns<BetPageRow>(),
        MAX_PAYOUT,
      ],
      gameColumns: {
        tt: [
          ...KEYS,
          { id: 'Type', header: msg`Type`, kind: 'text', value: (row) => row.Type },
          { id: 'TT', header: msg`TT`, kind: 'text', value: (row) => row.TT },
          ...RESULT,
          money('ttUnitIn', msg`Unit In`),
          money('ttUnitIntake', msg`Unit Intake`),
          money('ttUnitOut', msg`Unit Out`),
          MAX_PAYOUT,
        ],
      },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'TicketId', direction: 'asc' },
      tone: (row) => betTone({ BetType: row.BetType, Draws: row.Draws, TotoForm: row.BetType === 'toto' ? row.Type : null }),
      totals: [...new Set(['StakeCents', 'PayoutCents', 'WinLossCents', ...BIG_SMALL_TOTALS, ...AMOUNT_TOTALS, 'ttUnitIn', 'ttUnitIntake', 'ttUnitOut'])],
      example: {
        RowId: '501:7', TicketId: 501, UserId: 'member1', DrawId: 7, DrawDate: '2026-11-25', Number: '1234', BetType: 'straight', Draws: ['Wed'],
        Type: 'straight', TT: '', StakeCents: 300, PayoutCents: 0, WinLossCents: -300, ttBigIn: 200, ttSmallIn: 100, ttAmountIn: 0,
        ttBigIntake: 200, ttSmallIntake: 100, ttAmountIntake: 0, ttBigOut: 0, ttSmallOut: 0, ttAmountOut: 0, ttUnitIn: 0, ttUnitIntake: 0,
        ttUnitOut: 0, ttMaxPayout: 1_000_000,
      },
    }),
  ],
};
