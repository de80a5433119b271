import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StrikePrize } from '../../contract/reportsStrike.ts';
import type { ScreenFilter } from './declaration.ts';
import { memberTreeSource, reportDrawsSource } from './optionSources.ts';

/**
 * What the Strike report's screens share (src/screens/declarations/strike*.ts): the draw dropdown of
 * the settled draws (reportDate: only a settled draw has strikes), the filters, the category and stake names, and the paths of the summaries (pages
 * off the menu, reached from the report's actions with the trail back, guarded by its menu rule).
 */

/** A settled draw (the latest by default) and a user of the caller's tree. */
export const STRIKE_FILTERS: readonly ScreenFilter[] = [
  { kind: 'draw', options: reportDrawsSource, required: true, default: 'latest' },
  { kind: 'user', options: memberTreeSource },
];

const PRIZES: Readonly<Record<StrikePrize, MessageDescriptor>> = {
  first: msg`1st`,
  second: msg`2nd`,
  third: msg`3rd`,
  starter: msg`Starter`,
  consolation: msg`Consolation`,
  both: msg`Both numbers`,
  'one-and-additional': msg`One number and the additional`,
  one: msg`One number`,
};
/** The category a strike won, in the user's language. */
export const prizeText = (prize: StrikePrize) => PRIZES[prize];

const STAKES = { big: msg`Big`, small: msg`Small`, unit: msg`Amount` } as const;
export const stakeText = (stake: keyof typeof STAKES) => STAKES[stake];

export const STRIKE_BY_USER_PATH = '/report/strike/byUser';
export const STRIKE_BY_CATEGORY_PATH = '/report/strike/byCategory';
export const STRIKE_BY_NUMBER_PATH = '/report/strike/byNumber';
export const STRIKE_RESULT_PATH = '/report/strike/result';
