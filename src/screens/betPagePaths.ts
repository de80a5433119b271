import type { ScreenFilter } from './declaration.ts';
import { betSummaryDrawDaysSource, memberTreeSource } from './optionSources.ts';

/**
 * The Bets pages off the menu (spec 02 §6 BETPAGEBYDATE, BETVIEWBYDATE; issue 21): reached from Bet
 * Summary's page actions, guarded by the Bet Summary entry's rule.
 */
export const BET_PAGE_BY_DATE_PATH = '/bet/betPageByDate';
export const BET_VIEW_BY_DATE_PATH = '/bet/betViewByDate';

/** Their filters: a range of draw days (opening on the latest with bets) and a user of the tree. */
export const BETS_BY_DATE_FILTERS: readonly ScreenFilter[] = [
  { kind: 'dateRange', required: true, default: { latestOf: betSummaryDrawDaysSource } },
  { kind: 'user', options: memberTreeSource },
];
