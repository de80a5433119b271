/**
 * The Bets pages off the menu (spec 02 §6 BETPAGEBYDATE, BETVIEWBYDATE; issue 21): reached from Bet
 * Summary's page actions, guarded by the Bet Summary entry's rule.
 */
export const BET_PAGE_BY_DATE_PATH = '/bet/betPageByDate';
export const BET_VIEW_BY_DATE_PATH = '/bet/betViewByDate';
