/**
 * The signed-in frame's vocabulary the statecharts share with the views: which frame draws the menu
 * and the menu's section tabs. The menu rules (src/menu/) build on these; machines may not import src/.
 */

/** Which frame draws the menu: the mobile shell has its own Place Bets, Bet Upload and report rules (spec 02 §6). */
export type Shell = 'desktop' | 'mobile';

/** The left menu's section tabs, in the order they are shown (spec 02 §2.2). */
export const TAB_IDS = [
  'administration',
  'bets',
  'report',
  'control',
  'outset',
  'utilities',
  'sms',
  'smsGateway',
  'options',
] as const;
export type TabId = (typeof TAB_IDS)[number];
