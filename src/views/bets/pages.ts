import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const PlaceBetsPage = lazyRoute<object>(() => import('./PlaceBetsPage.tsx').then((m) => ({ default: m.PlaceBetsPage })));
const PlaceBetsMobilePage = lazyRoute<object>(() =>
  import('./PlaceBetsPage.tsx').then((m) => ({ default: m.PlaceBetsMobilePage })),
);
const BetUploadPage = lazyRoute<object>(() => import('./BetUploadPage.tsx').then((m) => ({ default: m.BetUploadPage })));

/**
 * Place Bets and Bet Upload (spec 02 §2.2, §5). add-20 (mobile shell) is the same form
 * with a 20-line text area; add-simple (TT) is the same form, the TT notation coming from the location.
 */
export const betPages: readonly PageRoute[] = [
  { path: '/bet/placeBets/add', component: PlaceBetsPage },
  { path: '/bet/placeBets/add-20', component: PlaceBetsMobilePage },
  { path: '/bet/placeBets/add-simple', component: PlaceBetsPage },
  { path: '/bet/bet-upload', component: BetUploadPage },
];
