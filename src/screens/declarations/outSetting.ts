import { msg } from '@lingui/core/macro';
import { deleteOutSetting6, outSetting2Full, outSetting6, type LimitRow } from '../../../contract/outSettings.ts';
import { paramOf, type ScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { PROCESS_ACTION } from '../intakeColumns.ts';
import { memberTreeSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';

/** The limit forms (src/forms/declarations/outSettingLimit.ts) and the exceeding numbers (./outSettingExceed.ts). */
export const OUT_SETTING_LIMIT_PATH = '/outset/outSetting/limit';
export const OUT_SETTING2_LIMIT_PATH = '/outset/outSetting2/limit';
export const OUT_SETTING_EXCEED_PATH = '/outset/outSetting/exceed';

/** Cents as the dollars a money field is typed in (the edit link fills the form with them); empty for no limit. */
const dollarsText = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
const isTtPage = (url: ScreenUrl) => url.path.startsWith('/outset/outSetting2');

/** A limit's figure: empty is no limit (keeps all), $0.00 keeps nothing. */
const limitColumn = (id: 'BigCents' | 'SmallCents' | 'AmountCents', header: ReturnType<typeof msg>): ScreenColumn<LimitRow> => ({
  id,
  header,
  kind: 'text',
  value: (row) => (row[id] === null ? msg`No limit` : `$${(row[id] / 100).toFixed(2)}`),
});

const KEY_COLUMNS: ScreenColumn<LimitRow>[] = [
  { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => (row.Number === '*' ? msg`* (every number)` : row.Number) },
  { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => row.BetType },
];

/**
 * Out Setting (spec 02 §2.2 /outset/outSetting, TT /outset/outSetting2: the menu entry's TT variant;
 * §7.11 outSetting6, outSetting2Full): the intake limits of the caller, or of the user chosen from its
 * tree, at the location: the default row '*' per bet type, then the per-number rows. Add and Edit
 * open the limit form, Delete removes a row; Exceeding Numbers lists the open draws' numbers over the
 * limit; Process opens the processing job that moves the open draws to the limits.
 */
export const outSettingScreen: ScreenDeclaration = {
  id: 'outSetting',
  title: msg`Out Setting`,
  menuItem: 'outSetting',
  filters: [{ kind: 'user', options: memberTreeSource }],
  actions: [
    { id: 'add', label: msg`Add`, to: (url) => ({ page: isTtPage(url) ? OUT_SETTING2_LIMIT_PATH : OUT_SETTING_LIMIT_PATH, changes: { UserId: paramOf(url, 'UserId') } }) },
    { id: 'exceed', label: msg`Exceeding Numbers`, to: (url) => ({ page: OUT_SETTING_EXCEED_PATH, changes: { UserId: paramOf(url, 'UserId') } }) },
    PROCESS_ACTION,
  ],
  views: [
    defineView<LimitRow>({
      vw: 'AG',
      label: msg`Out Setting`,
      endpoints: { '4d': outSetting6, tt: outSetting2Full },
      columns: [...KEY_COLUMNS, limitColumn('BigCents', msg`Big`), limitColumn('SmallCents', msg`Small`)],
      gameColumns: { tt: [...KEY_COLUMNS, limitColumn('AmountCents', msg`Amount`)] },
      rowKey: (row) => row.LimitId,
      defaultSort: { by: 'Number', direction: 'asc' },
      totals: [],
      example: { LimitId: 'agent1:1234:straight', UserId: 'agent1', Number: '1234', BetType: 'straight', BigCents: 1000, SmallCents: null, AmountCents: null },
      actions: [
        {
          kind: 'link',
          id: 'edit',
          label: msg`Edit`,
          to: (row) => ({
            page: row.BetType === 'toto' ? OUT_SETTING2_LIMIT_PATH : OUT_SETTING_LIMIT_PATH,
            changes: { UserId: row.UserId, Number: row.Number, BetType: row.BetType, BigCents: dollarsText(row.BigCents), SmallCents: dollarsText(row.SmallCents), AmountCents: dollarsText(row.AmountCents) },
          }),
        },
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the limit of ${row.UserId} on ${row.Number} (${row.BetType})?`,
          call: (row) => writeCall(deleteOutSetting6, { params: { LimitId: row.LimitId } }),
        },
      ],
    }),
  ],
};
