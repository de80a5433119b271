import { msg } from '@lingui/core/macro';
import type { BetDetailRow } from '../../contract/outSettings.ts';
import type { PageAction, ScreenColumn } from './declaration.ts';
import { paramOf } from '../../machines/rules/screenUrl.ts';

/**
 * The bet detail row's figures (spec 02 §3: ttBig/Small/Amount In, Intake, Out, ttMaxPayout) as the
 * OutSet screens show them, in cents: 4D's Big and Small, TT's amount (gameColumns).
 */
type Figures = Pick<BetDetailRow, 'ttBigIn' | 'ttSmallIn' | 'ttAmountIn' | 'ttBigIntake' | 'ttSmallIntake' | 'ttAmountIntake' | 'ttBigOut' | 'ttSmallOut' | 'ttAmountOut'>;

const money = <Row extends Figures>(id: keyof Figures, header: ReturnType<typeof msg>): ScreenColumn<Row> => ({ id, header, kind: 'money', value: (row) => row[id] });

export const bigSmallColumns = <Row extends Figures>(): ScreenColumn<Row>[] => [
  money('ttBigIn', msg`Big In`),
  money('ttSmallIn', msg`Small In`),
  money('ttBigIntake', msg`Big Intake`),
  money('ttSmallIntake', msg`Small Intake`),
  money('ttBigOut', msg`Big Out`),
  money('ttSmallOut', msg`Small Out`),
];

export const amountColumns = <Row extends Figures>(): ScreenColumn<Row>[] => [money('ttAmountIn', msg`Amount In`), money('ttAmountIntake', msg`Amount Intake`), money('ttAmountOut', msg`Amount Out`)];

/** A bet detail row as the calls answer it (the declarations' example row). */
export const EXAMPLE_DETAIL_ROW: BetDetailRow = {
  RowId: '7:1234:straight', DrawId: 7, DrawDate: '2026-11-28', UserId: 'agent1', Number: '1234', BetType: 'straight',
  ttBigIn: 2500, ttSmallIn: 0, ttAmountIn: 0, ttBigIntake: 1000, ttSmallIntake: 0, ttAmountIntake: 0, ttBigOut: 1500, ttSmallOut: 0, ttAmountOut: 0, ttMaxPayout: 2_500_000,
};

export const BIG_SMALL_TOTALS = ['ttBigIn', 'ttSmallIn', 'ttBigIntake', 'ttSmallIntake', 'ttBigOut', 'ttSmallOut', 'ttMaxPayout'] as const;
export const AMOUNT_TOTALS = ['ttAmountIn', 'ttAmountIntake', 'ttAmountOut', 'ttMaxPayout'] as const;

/** The processing job's screens (the intake chain's `intake-recompute`): limits move the open draws when it runs. */
export const OUT_SETTING_PROCESS_PATH = '/outset/outSetting/process';
export const OUT_SETTING2_PROCESS_PATH = '/outset/outSetting2/process';

/** Process, above the OutSet screens: the processing job of the page's game (TT's at Out Setting 2 or at TT). */
export const PROCESS_ACTION: PageAction = {
  id: 'process',
  label: msg`Process`,
  to: (url) => ({
    page: url.path.startsWith('/outset/outSetting2') || paramOf(url, 'LocId') === 'TT' ? OUT_SETTING2_PROCESS_PATH : OUT_SETTING_PROCESS_PATH,
    changes: {},
  }),
};
