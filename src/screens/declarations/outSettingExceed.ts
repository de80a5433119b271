import { msg } from '@lingui/core/macro';
import { outSetting2Exceed, outSetting6Exceed, type BetDetailRow } from '../../../contract/outSettings.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { AMOUNT_TOTALS, amountColumns, BIG_SMALL_TOTALS, bigSmallColumns, EXAMPLE_DETAIL_ROW, PROCESS_ACTION } from '../intakeColumns.ts';
import { memberTreeSource } from '../optionSources.ts';
import { OUT_SETTING_EXCEED_PATH } from './outSetting.ts';

const KEY_COLUMNS: ScreenColumn<BetDetailRow>[] = [
  { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
  { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
  { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => row.BetType },
];
const MAX_PAYOUT: ScreenColumn<BetDetailRow> = { id: 'ttMaxPayout', header: msg`Max Payout`, kind: 'money', value: (row) => row.ttMaxPayout };

/**
 * Out Setting's exceeding numbers (§7.11 outSetting2Exceed; 4D's twin outSetting6Exceed): the numbers
 * of the location's open draws whose In is over the caller's (or the chosen user's) limit, i.e. where
 * something was passed Out, with what was kept and passed.
 */
export const outSettingExceedScreen: ScreenDeclaration = {
  id: 'outSettingExceed',
  title: msg`Exceeding Numbers`,
  menuItem: 'outSetting',
  path: OUT_SETTING_EXCEED_PATH,
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [PROCESS_ACTION],
  views: [
    defineView<BetDetailRow>({
      vw: 'AG',
      label: msg`Exceeding Numbers`,
      endpoints: { '4d': outSetting6Exceed, tt: outSetting2Exceed },
      columns: [...KEY_COLUMNS, ...bigSmallColumns<BetDetailRow>(), MAX_PAYOUT],
      gameColumns: { tt: [...KEY_COLUMNS, ...amountColumns<BetDetailRow>(), MAX_PAYOUT] },
      rowKey: (row) => row.RowId,
      defaultSort: { by: 'Number', direction: 'asc' },
      totals: [...BIG_SMALL_TOTALS, ...AMOUNT_TOTALS],
      example: EXAMPLE_DETAIL_ROW,
    }),
  ],
};
