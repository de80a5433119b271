import { createElement } from 'react';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { resolveScreenPath } from './screenQuery.ts';
import { SCREENS } from './screenList.ts';
import { ScreenViewGuard } from './ScreenViewGuard.tsx';

const DataScreenPage = lazyRoute<{ screen: ScreenDeclaration }>(() => import('./DataScreenPage.tsx').then((m) => ({ default: m.DataScreenPage })));

/** The routes of the data screens: each declared path, and its TT twin where the path has `{tt}`. */
export const screenPages: readonly PageRoute[] = SCREENS.flatMap((screen) => {
  const component = () => createElement(ScreenViewGuard, { screen }, createElement(DataScreenPage, { screen }));
  const paths = new Set([resolveScreenPath(screen.path, '4d'), resolveScreenPath(screen.path, 'tt')]);
  return [...paths].map((path) => ({ path, component }));
});
