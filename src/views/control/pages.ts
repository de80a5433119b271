import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const DrawSettingPage = lazyRoute<object>(() => import('./DrawSettingPage.tsx').then((m) => ({ default: m.DrawSettingPage })));
const PayOutPage = lazyRoute<object>(() => import('./PayOutPage.tsx').then((m) => ({ default: m.PayOutPage })));
const PayRatePage = lazyRoute<object>(() => import('./PayRatePage.tsx').then((m) => ({ default: m.PayRatePage })));

/** Draw Setting and Pay Rate (spec 02 §2.2, issue 15), each its own chunk, behind its menu rule. */
export const controlPages: readonly PageRoute[] = [
  { path: '/control/drawSetting', component: DrawSettingPage },
  { path: '/control/payRate', component: PayRatePage },
  // Options' Pay Out: the Pay Rate tables read-only, for every role.
  { path: '/payOut', component: PayOutPage },
];
