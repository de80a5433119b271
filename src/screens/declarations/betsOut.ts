import { msg } from '@lingui/core/macro';
import { betsOut, outBets, type OutRow } from '../../../contract/outSettings.ts';
import type { RouteItemId } from '../../menu/types.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource, openDrawDatesSource } from '../optionSources.ts';

const COLUMNS: ScreenColumn<OutRow>[] = [
  { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
  { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => row.BetType },
  { id: 'OutTo', header: msg`Out To`, kind: 'text', value: (row) => (row.OutToKind === 'distributor' ? msg`${row.OutTo} (distributor)` : row.OutTo) },
];
const money = (id: 'ttBigOut' | 'ttSmallOut' | 'ttAmountOut', header: ReturnType<typeof msg>): ScreenColumn<OutRow> => ({ id, header, kind: 'money', value: (row) => row[id] });
const EXAMPLE: OutRow = {
  RowId: '7:1234:straight:0', DrawId: 7, DrawDate: '2026-11-28', UserId: 'agent1', Number: '1234', BetType: 'straight',
  ttBigOut: 1500, ttSmallOut: 0, ttAmountOut: 0, OutToKind: 'upline', OutTo: 'admin', DistributorId: null,
};

/** What an agent passed on in a draw, per number and destination (its upline, or a distributor). */
const outScreen = (id: string, title: ReturnType<typeof msg>, menuItem: RouteItemId, endpoint: typeof betsOut | typeof outBets, shownWhen?: Record<string, string>): ScreenDeclaration => ({
  id,
  title,
  menuItem,
  ...(shownWhen ? { shownWhen } : {}),
  filters: [
    { kind: 'draw', options: openDrawDatesSource, required: true, default: 'nextOpen' },
    { kind: 'user', options: memberTreeSource },
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 8 },
  ],
  views: [
    defineView<OutRow>({
      vw: 'BETOUT',
      label: title,
      endpoints: { '4d': endpoint, tt: endpoint },
      columns: [...COLUMNS, money('ttBigOut', msg`Big Out`), money('ttSmallOut', msg`Small Out`)],
      gameColumns: { tt: [...COLUMNS, money('ttAmountOut', msg`Amount Out`)] },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'Number', direction: 'asc' },
      totals: ['ttBigOut', 'ttSmallOut', 'ttAmountOut'],
      example: EXAMPLE,
    }),
  ],
});

/** Bets Out (spec 02 §2.2 /outset/betsIn?Choice=2, attribute BETOUT): shares Bets In's path. */
export const betsOutScreen = outScreen('betsOut', msg`Bets Out`, 'betsOut', betsOut, { Choice: '2' });

/** Out Bets (spec 02 §2.2 /bet/outBets, attribute BETOUT): the same figures on the Bets tab. */
export const outBetsScreen = outScreen('outBets', msg`Out Bets`, 'outBets', outBets);
