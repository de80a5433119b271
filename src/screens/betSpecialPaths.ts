/** The pages of Bet Special off its menu entry (guarded by its rule): the list's form and a generation's job page. */
export const BET_SPECIAL_SETTING_PATH = '/outset/betSpecial/setting';
export const BET_SPECIAL_GENERATE_PATH = '/outset/betSpecial/generate';
