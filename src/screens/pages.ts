import { createElement } from 'react';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { screenPaths } from './screenQuery.ts';
import { SCREENS } from './screenList.ts';
import { ScreenViewGuard } from './ScreenViewGuard.tsx';

const DataScreenPage = lazyRoute<{ screen: ScreenDeclaration }>(() => import('./DataScreenPage.tsx').then((m) => ({ default: m.DataScreenPage })));

/**
 * The routes of the data screens: every path of each screen's menu entry (its TT twin where the entry
 * has one), or a screen's own path guarded by its entry's rule.
 */
export const screenPages: readonly PageRoute[] = SCREENS.flatMap((screen) => {
  const component = () => createElement(ScreenViewGuard, { screen }, createElement(DataScreenPage, { screen }));
  return screenPaths(screen).map((path) => (screen.path ? { path, component, guard: screen.menuItem } : { path, component }));
});
