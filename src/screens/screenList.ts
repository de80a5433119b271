import type { ScreenDeclaration } from './declaration.ts';
import { declarationsIn } from '../declarations/declared.ts';
import { isScreenDeclaration } from './isScreenDeclaration.ts';

/**
 * Every data screen of the app, each file of src/screens/declarations/ loaded at once (Vite's
 * import.meta.glob), so a new screen is its file and no list line here. The tests and the screen
 * index's check read it; the app's route table reads the index (screenIndex.ts) and loads a
 * declaration with its page (loadDeclaration.ts).
 */
export const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>('./declarations/*.ts', { eager: true });

export const SCREENS: readonly ScreenDeclaration[] = declarationsIn(SCREEN_MODULES, isScreenDeclaration);
