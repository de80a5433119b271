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
}
