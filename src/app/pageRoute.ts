import type { ComponentType } from 'react';
import type { RouteItemId } from '../menu/types.ts';

/** One page of the signed-in area: its path (as wouter matches it) and its (lazy) component. */
export interface PageRoute {
  path: string;
  component: ComponentType;
  /**
   * The menu entry whose rule guards a page no menu entry leads to (a form a row action opens);
   * a page at a menu entry's own path is guarded by that entry without saying so.
   */
  guard?: RouteItemId;
  /**
   * Starts loading the page's code before it renders, where the component is a wrapper around a
   * lazy one (a declared screen's page); a component that is itself a lazy route has its own.
   */
  preload?: () => unknown;
}

/** Starts loading a page's code (see `preload`): its own preload, else its component's, if any. */
export function preloadPage(page: PageRoute) {
  const own = page.preload ?? (page.component as Partial<Record<'preload', () => unknown>>).preload;
  own?.();
}
