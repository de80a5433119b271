import type { MessageDescriptor } from '@lingui/core';
import type { ScreenDeclaration } from './declaration.ts';

/**
 * What the route table knows of a data screen before its declaration is loaded: where it is (its
 * menu entry, or its own path, and the query it is shown for on a shared path), its title (shown
 * while its code arrives, and in drill-down trails), and the file that declares it. The route
 * table carries only these (screenIndex.ts); a screen's declaration and its contract load with its page.
 */
export interface ScreenEntry extends Pick<ScreenDeclaration, 'id' | 'menuItem' | 'path' | 'shownWhen'> {
  title: MessageDescriptor;
  /** The declaring module, in src/screens/declarations/, without its extension. */
  file: string;
}
