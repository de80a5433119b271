import type { PageRoute } from '../../app/pageRoute.ts';

/** Place Bets and Bet Upload (spec 02 §5). */
export const betPages: readonly PageRoute[] = [];
