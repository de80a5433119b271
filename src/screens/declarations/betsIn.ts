import { msg } from '@lingui/core/macro';
import { betsIn, type BetDetailRow } from '../../../contract/outSettings.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { AMOUNT_TOTALS, amountColumns, BIG_SMALL_TOTALS, bigSmallColumns, EXAMPLE_DETAIL_ROW } from '../intakeColumns.ts';
import { memberTreeSource, openDrawDatesSource } from '../optionSources.ts';

/** The tickets behind a number (./betsInTickets.ts). */
export const BETS_IN_TICKETS_PATH = '/outset/betsIn/tickets';

const NUMBER: ScreenColumn<BetDetailRow> = {
  id: 'Number',
  header: msg`Number`,
  kind: 'link',
  value: (row) => row.Number,
  drill: (row) => ({ page: BETS_IN_TICKETS_PATH, changes: { Number: row.Number, BetType: row.BetType, DrawId: String(row.DrawId) } }),
};
const BET_TYPE: ScreenColumn<BetDetailRow> = { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => row.BetType };
const MAX_PAYOUT: ScreenColumn<BetDetailRow> = { id: 'ttMaxPayout', header: msg`Max Payout`, kind: 'money', value: (row) => row.ttMaxPayout };

/**
 * Bets In (spec 02 §2.2 /outset/betsIn?Choice=1; the bet detail row of §3): per number of the chosen
 * draw (the location's; it opens on the next open draw), what came in to the caller (or the user chosen from its tree)
 * from its downline, what it kept (its intake, at most its limit) and what it passed Out, with the
 * worst case on what it kept. The totals are the sums of the rows. A number leads to its tickets.
 */
export const betsInScreen: ScreenDeclaration = {
  id: 'betsIn',
  title: msg`Bets In`,
  menuItem: 'betsIn',
  shownWhen: { Choice: '1' },
  filters: [
    { kind: 'draw', options: openDrawDatesSource, required: true, default: 'nextOpen' },
    { kind: 'user', options: memberTreeSource },
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 8 },
  ],
  views: [
    defineView<BetDetailRow>({
      vw: 'AG',
      label: msg`Bets In`,
      endpoints: { '4d': betsIn, tt: betsIn },
      columns: [NUMBER, BET_TYPE, ...bigSmallColumns<BetDetailRow>(), MAX_PAYOUT],
      gameColumns: { tt: [NUMBER, BET_TYPE, ...amountColumns<BetDetailRow>(), MAX_PAYOUT] },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'Number', direction: 'asc' },
      totals: [...BIG_SMALL_TOTALS, ...AMOUNT_TOTALS],
      example: EXAMPLE_DETAIL_ROW,
    }),
  ],
};
