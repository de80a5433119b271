import { createElement, Suspense } from 'react';
import { useSearch } from 'wouter';
import { lazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { screenPaths, screenShownAt } from './screenQuery.ts';
import { SCREENS } from './screenList.ts';
import { ScreenViewGuard } from './ScreenViewGuard.tsx';
import { isPrintRequest } from './print/printRequest.ts';
import { ScreenLoading } from './ScreenLoading.tsx';

const DataScreenPage = lazyRoute<{ screen: ScreenDeclaration }>(() => import('./DataScreenPage.tsx').then((m) => ({ default: m.DataScreenPage })));
const PrintViewPage = lazyRoute<{ screen: ScreenDeclaration }>(() => import('./print/PrintViewPage.tsx').then((m) => ({ default: m.PrintViewPage })));

/** Starts loading a screen's page and the code its chart's first load calls (screenFlows.ts imports it on demand). */
function preloadScreenPage() {
  void DataScreenPage.preload();
  void import('./loadScreen.ts');
}

/**
 * A screen's page, or its print view when the URL carries the print flag (behind the same guards).
 * While the page's code arrives the screen shows its header (the frame around it stays).
 */
function ScreenOrPrint({ screen }: { screen: ScreenDeclaration }) {
  if (isPrintRequest(useSearch())) return createElement(PrintViewPage, { screen });
  return createElement(Suspense, { fallback: createElement(ScreenLoading, { screen }) }, createElement(DataScreenPage, { screen }));
}

/** The screen of a shared path the URL asks for (the first when none matches). */
export const screenAt = (screens: readonly [ScreenDeclaration, ...ScreenDeclaration[]], search: string) =>
  screens.find((screen) => screenShownAt(screen, search)) ?? screens[0];

/** One path's page: its screen for this URL, a new page (chart and all) when the URL picks another. */
function SharedPathScreen({ screens }: { screens: readonly [ScreenDeclaration, ...ScreenDeclaration[]] }) {
  const screen = screenAt(screens, useSearch());
  return createElement(ScreenViewGuard, { key: screen.id, screen }, createElement(ScreenOrPrint, { screen }));
}

/**
 * The routes of the data screens: every path of each screen's menu entry (its TT twin where the entry
 * has one), or a screen's own path guarded by its entry's rule. Screens sharing a path share its route
 * and are told apart by `shownWhen`.
 */
export const screenPages: readonly PageRoute[] = (() => {
  const byPath = new Map<string, { screens: [ScreenDeclaration, ...ScreenDeclaration[]]; guard?: PageRoute['guard'] }>();
  for (const screen of SCREENS) {
    for (const path of screenPaths(screen)) {
      const page = byPath.get(path);
      if (page) page.screens.push(screen);
      else byPath.set(path, { screens: [screen], ...(screen.path ? { guard: screen.menuItem } : {}) });
    }
  }
  return [...byPath].map(([path, { screens, guard }]) => ({
    path,
    component: screens.length === 1 ? () => createElement(ScreenViewGuard, { screen: screens[0] }, createElement(ScreenOrPrint, { screen: screens[0] })) : () => createElement(SharedPathScreen, { screens }),
    // The page and the code of its first load (the print view is asked for rarely).
    preload: preloadScreenPage,
    ...(guard ? { guard } : {}),
  }));
})();
