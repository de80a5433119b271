import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const HomePage = lazyRoute<object>(() => import('./HomePage.tsx').then((m) => ({ default: m.HomePage })));

/** Home (spec 02 §2.6). */
export const homePages: readonly PageRoute[] = [{ path: '/admin/home', component: HomePage }];
