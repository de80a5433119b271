import type { ComponentType } from 'react';

/** One page of the signed-in area: its path (as wouter matches it) and its (lazy) component. */
export interface PageRoute {
  path: string;
  component: ComponentType;
}
