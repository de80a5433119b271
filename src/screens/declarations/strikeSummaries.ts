import { msg } from '@lingui/core/macro';
import {
  reportStrikeResultDetail1,
  reportStrikeResultDetail2,
  reportStrikeSummary1,
  reportStrikeSummary2,
  reportStrikeSummary3,
  type StrikeByNumberRow,
  type StrikeByPrizeRow,
  type StrikeByUserRow,
  type StrikeGroupRow,
  type StrikePlaceRow,
} from '../../../contract/reportsStrike.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { betTypeText } from '../ticketView.ts';
import { prizeText, STRIKE_BY_CATEGORY_PATH, STRIKE_BY_NUMBER_PATH, STRIKE_BY_USER_PATH, STRIKE_FILTERS, STRIKE_RESULT_PATH } from '../strikeColumns.ts';

/**
 * The Strike report's summaries (spec 02 §7.13 reportStrikeSummary1-3, reportStrikeResultDetail1-2),
 * pages off the menu reached from the report's actions (the trail leads back), guarded by its menu
 * entry. Each sums the same strikes as the report, so its totals equal the report's.
 */

const figures = <Row extends { Strikes: number; PayoutCents: number }>(): ScreenColumn<Row>[] => [
  { id: 'Strikes', header: msg`Strikes`, kind: 'number', value: (row) => row.Strikes },
  { id: 'PayoutCents', header: msg`Payout`, kind: 'money', value: (row) => row.PayoutCents },
];
const TOTALS = ['Strikes', 'PayoutCents'];
const summary = (id: string, title: ReturnType<typeof msg>, path: string, view: ScreenDeclaration['views'][0]): ScreenDeclaration => ({
  id,
  title,
  menuItem: 'strikeReport',
  path,
  filters: STRIKE_FILTERS,
  views: [view],
});

/** By downline: each direct downline's branch (the user's own tickets on its own, grey, row); a user drills into its branch, its strikes lead to the report. */
export const strikeByUser = summary(
  'strikeByUser',
  msg`Strikes By Downline`,
  STRIKE_BY_USER_PATH,
  defineView<StrikeByUserRow>({
    vw: 'RPTSTRIKE',
    label: msg`Strikes By Downline`,
    endpoints: { '4d': reportStrikeSummary1, tt: reportStrikeSummary1 },
    columns: [
      { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => ({ changes: { UserId: row.UserId } }) },
      { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
      {
        id: 'Strikes',
        header: msg`Strikes`,
        kind: 'link',
        value: (row) => row.Strikes,
        drill: (row) => ({ screen: 'strikeReport', changes: { UserId: row.UserId, SortBy: null, SortDir: null } }),
      },
      { id: 'PayoutCents', header: msg`Payout`, kind: 'money', value: (row) => row.PayoutCents },
    ],
    rowKey: (row) => row.UserId,
    upline: (row, subject) => row.UserId === subject,
    defaultSort: { by: 'UserId', direction: 'asc' },
    totals: ['Tickets', ...TOTALS],
    example: { UserId: 'agent1', Tickets: 2, Strikes: 3, PayoutCents: 123_000 },
  }),
);

/** By category: 1st … Consolation, or the TOTO groups. */
export const strikeByCategory = summary(
  'strikeByCategory',
  msg`Strikes By Category`,
  STRIKE_BY_CATEGORY_PATH,
  defineView<StrikeByPrizeRow>({
    vw: 'RPTSTRIKE',
    label: msg`Strikes By Category`,
    endpoints: { '4d': reportStrikeSummary2, tt: reportStrikeSummary2 },
    columns: [{ id: 'Prize', header: msg`Category`, kind: 'text', value: (row) => prizeText(row.Prize) }, ...figures<StrikeByPrizeRow>()],
    rowKey: (row) => row.Prize,
    defaultSort: { by: 'Prize', direction: 'asc' },
    totals: TOTALS,
    example: { Prize: 'consolation', Strikes: 2, PayoutCents: 12_000 },
  }),
);

/** By number drawn and bet type. */
export const strikeByNumber = summary(
  'strikeByNumber',
  msg`Strikes By Number`,
  STRIKE_BY_NUMBER_PATH,
  defineView<StrikeByNumberRow>({
    vw: 'RPTSTRIKE',
    label: msg`Strikes By Number`,
    endpoints: { '4d': reportStrikeSummary3, tt: reportStrikeSummary3 },
    columns: [
      { id: 'WonNumber', header: msg`Number Drawn`, kind: 'text', value: (row) => row.WonNumber },
      { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
      ...figures<StrikeByNumberRow>(),
    ],
    rowKey: (row) => `${row.WonNumber}:${row.BetType}`,
    defaultSort: { by: 'WonNumber', direction: 'asc' },
    tone: betTone,
    totals: TOTALS,
    example: { WonNumber: '1234', BetType: 'iBet', Strikes: 1, PayoutCents: 1_000 },
  }),
);

/** One row of either result detail: a 4D place, or a TOTO form and group. */
type ResultRow = StrikePlaceRow | StrikeGroupRow;
const PLACE_COLUMNS: ScreenColumn<ResultRow>[] = [
  { id: 'Prize', header: msg`Category`, kind: 'text', value: (row) => prizeText(row.Prize) },
  { id: 'Position', header: msg`Place`, kind: 'number', value: (row) => ('Position' in row ? row.Position : null) },
  { id: 'WonNumber', header: msg`Number Drawn`, kind: 'text', value: (row) => ('WonNumber' in row ? row.WonNumber : null) },
  ...figures<ResultRow>(),
];
const GROUP_COLUMNS: ScreenColumn<ResultRow>[] = [
  { id: 'TotoForm', header: msg`Form`, kind: 'text', value: (row) => ('TotoForm' in row ? row.TotoForm : null) },
  { id: 'Prize', header: msg`Category`, kind: 'text', value: (row) => prizeText(row.Prize) },
  { id: 'StakeCents', header: msg`Amount`, kind: 'money', value: (row) => ('StakeCents' in row ? row.StakeCents : null) },
  ...figures<ResultRow>(),
];

/** The draw's result with the strikes of the tree on each 4D place (TT: per form and group, as a TOTO ticket wins by group). */
export const strikeResult = summary(
  'strikeResult',
  msg`Strikes By Result`,
  STRIKE_RESULT_PATH,
  defineView<ResultRow>({
    vw: 'RPTSTRIKE',
    label: msg`Strikes By Result`,
    endpoints: { '4d': reportStrikeResultDetail1, tt: reportStrikeResultDetail2 },
    columns: PLACE_COLUMNS,
    gameColumns: { tt: GROUP_COLUMNS },
    rowKey: (row) => ('TotoForm' in row ? `${row.TotoForm}:${row.Prize}` : `${row.Prize}:${row.Position}`),
    defaultSort: { by: 'Prize', direction: 'asc' },
    tone: (row) => ('TotoForm' in row ? betTone({ BetType: 'toto', TotoForm: row.TotoForm }) : null),
    totals: TOTALS,
    example: { Prize: 'first', Position: 1, WonNumber: '1234', Strikes: 1, PayoutCents: 200_000 },
  }),
);
