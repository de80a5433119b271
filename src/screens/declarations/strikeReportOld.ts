import { msg } from '@lingui/core/macro';
import { reportStrike2, reportStrike2Result, type Strike2Row, type StrikePlaceRow } from '../../../contract/reportsStrike.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { betTypeText } from '../ticketView.ts';
import { prizeText, STRIKE_FILTERS } from '../strikeColumns.ts';

/**
 * Strike Report (Old) (spec 02 §2.2 /report/strike2, §7.13 reportStrike2): the old layout, in MG's menu
 * for users with useMgStrikeReport (menu decision mgSpecialCase): one row per winning ticket with its
 * stake, strikes, payout and win/loss (RPTSTRIKE2), and its result view with the strikes on each place
 * (RPTSTRIKE2RESULT). The same strikes as the Strike Report, so the same totals.
 */
export const strikeReportOld: ScreenDeclaration = {
  id: 'strikeReportOld',
  title: msg`Strike Report (Old)`,
  menuItem: 'strikeReportOld',
  filters: STRIKE_FILTERS,
  views: [
    defineView<Strike2Row>({
      vw: 'RPTSTRIKE2',
      label: msg`Winning Tickets`,
      endpoints: { '4d': reportStrike2, tt: reportStrike2 },
      columns: [
        { id: 'TicketId', header: msg`Ticket`, kind: 'text', value: (row) => String(row.TicketId) },
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => ({ changes: { UserId: row.UserId } }) },
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => `${row.Number}${row.TotoForm ?? ''}` },
        { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
        { id: 'BigCents', header: msg`Big`, kind: 'money', value: (row) => row.BigCents },
        { id: 'SmallCents', header: msg`Small`, kind: 'money', value: (row) => row.SmallCents },
        { id: 'StakeCents', header: msg`Cost`, kind: 'money', value: (row) => row.StakeCents },
        { id: 'Strikes', header: msg`Strikes`, kind: 'number', value: (row) => row.Strikes },
        { id: 'PayoutCents', header: msg`Payout`, kind: 'money', value: (row) => row.PayoutCents },
        { id: 'WinLossCents', header: msg`Win/Loss`, kind: 'money', value: (row) => row.WinLossCents },
      ],
      rowKey: (row) => String(row.TicketId),
      defaultSort: { by: 'TicketId', direction: 'asc' },
      tone: betTone,
      totals: ['StakeCents', 'Strikes', 'PayoutCents', 'WinLossCents'],
      example: {
        TicketId: 501, UserId: 'member4', Number: '1234', BetType: 'straight', Draws: ['Sat'], TotoForm: null, BigCents: 100, SmallCents: 0,
        TotoAmountCents: 0, StakeCents: 100, Strikes: 1, PayoutCents: 18_000, WinLossCents: 17_900,
      },
    }),
    defineView<StrikePlaceRow>({
      vw: 'RPTSTRIKE2RESULT',
      label: msg`Result`,
      endpoints: { '4d': reportStrike2Result },
      columns: [
        { id: 'Prize', header: msg`Category`, kind: 'text', value: (row) => prizeText(row.Prize) },
        { id: 'Position', header: msg`Place`, kind: 'number', value: (row) => row.Position },
        { id: 'WonNumber', header: msg`Number Drawn`, kind: 'text', value: (row) => row.WonNumber },
        { id: 'Strikes', header: msg`Strikes`, kind: 'number', value: (row) => row.Strikes },
        { id: 'PayoutCents', header: msg`Payout`, kind: 'money', value: (row) => row.PayoutCents },
      ],
      rowKey: (row) => `${row.Prize}:${row.Position}`,
      defaultSort: { by: 'Prize', direction: 'asc' },
      totals: ['Strikes', 'PayoutCents'],
      example: { Prize: 'first', Position: 1, WonNumber: '1234', Strikes: 1, PayoutCents: 250_000 },
    }),
  ],
};
