import { createElement, Suspense } from 'react';
import { useSearch } from 'wouter';
import { lazyRoute, type LazyRoute } from '../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../app/pageRoute.ts';
import type { ScreenDeclaration } from './declaration.ts';
import type { ScreenEntry } from './screenEntry.ts';
import { screenPaths, screenShownAt } from './screenQuery.ts';
import { SCREEN_INDEX } from './screenIndex.ts';
import { loadScreenDeclaration } from './loadDeclaration.ts';
import { ScreenViewGuard } from './ScreenViewGuard.tsx';
import { isPrintRequest } from './print/printRequest.ts';
import { ScreenLoading } from './ScreenLoading.tsx';

const DataScreenPage = lazyRoute<{ screen: ScreenDeclaration }>(() => import('./DataScreenPage.tsx').then((m) => ({ default: m.DataScreenPage })));
const PrintViewPage = lazyRoute<{ screen: ScreenDeclaration }>(() => import('./print/PrintViewPage.tsx').then((m) => ({ default: m.PrintViewPage })));

/** A screen's page, or its print view when the URL carries the print flag (behind the same guards). */
function ScreenOrPrint({ screen }: { screen: ScreenDeclaration }) {
  return createElement(isPrintRequest(useSearch()) ? PrintViewPage : DataScreenPage, { screen });
}

/**
 * Each screen's page, made once: its declaration (with its contract) loaded beside the data screens'
 * page code, then the view guard and the page. The route table carries only the screen's entry.
 */
const declaredPages = new Map<string, LazyRoute<object>>();
function declaredPage(entry: ScreenEntry): LazyRoute<object> {
  let page = declaredPages.get(entry.id);
  if (!page) {
    page = lazyRoute<object>(() =>
      Promise.all([loadScreenDeclaration(entry), DataScreenPage.preload()]).then(([screen]) => ({
        default: () => createElement(ScreenViewGuard, { screen }, createElement(ScreenOrPrint, { screen })),
      })),
    );
    declaredPages.set(entry.id, page);
  }
  return page;
}

/** A screen's page; while its code arrives, its header with its title (the frame around it stays). */
function ScreenPage({ entry }: { entry: ScreenEntry }) {
  return createElement(Suspense, { fallback: createElement(ScreenLoading, { title: entry.title }) }, createElement(declaredPage(entry)));
}

/** The screen of a shared path the URL asks for (the first when none matches). */
export const screenAt = <Entry extends Pick<ScreenEntry, 'shownWhen'>>(screens: readonly [Entry, ...Entry[]], search: string) =>
  screens.find((screen) => screenShownAt(screen, search)) ?? screens[0];

/** One path's page: its screen for this URL, a new page (chart and all) when the URL picks another. */
function SharedPathScreen({ entries }: { entries: readonly [ScreenEntry, ...ScreenEntry[]] }) {
  const entry = screenAt(entries, useSearch());
  return createElement(ScreenPage, { key: entry.id, entry });
}

/** Starts loading a path's screens and the code their chart's first load calls (screenFlows.ts imports it on demand). */
function preloadScreens(entries: readonly ScreenEntry[]) {
  for (const entry of entries) void declaredPage(entry).preload();
  void import('./loadScreen.ts');
}

/**
 * The routes of the data screens: every path of each screen's menu entry (its TT twin where the entry
 * has one), or a screen's own path guarded by its entry's rule. Screens sharing a path share its route
 * and are told apart by `shownWhen`.
 */
export const screenPages: readonly PageRoute[] = (() => {
  const byPath = new Map<string, { entries: [ScreenEntry, ...ScreenEntry[]]; guard?: PageRoute['guard'] }>();
  for (const entry of SCREEN_INDEX) {
    for (const path of screenPaths(entry)) {
      const page = byPath.get(path);
      if (page) page.entries.push(entry);
      else byPath.set(path, { entries: [entry], ...(entry.path ? { guard: entry.menuItem } : {}) });
    }
  }
  return [...byPath].map(([path, { entries, guard }]) => ({
    path,
    component: entries.length === 1 ? () => createElement(ScreenPage, { entry: entries[0] }) : () => createElement(SharedPathScreen, { entries }),
    preload: () => preloadScreens(entries),
    ...(guard ? { guard } : {}),
  }));
})();
