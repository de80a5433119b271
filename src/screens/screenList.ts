import type { ScreenDeclaration } from './declaration.ts';
import { declarationsIn } from '../declarations/declared.ts';

/**
 * Every data screen of the app: each file of src/screens/declarations/ exports one declaration, and
 * this list finds them (Vite's import.meta.glob), so a new screen is its file and no list line here.
 * They load with the signed-in pages (AdminPages is a lazy chunk), never with the sign-in page.
 */
const modules = import.meta.glob<Record<string, unknown>>('./declarations/*.ts', { eager: true });

const isDeclaration = (value: unknown): value is ScreenDeclaration =>
  typeof value === 'object' && value !== null && 'menuItem' in value && 'views' in value && 'filters' in value;

export const SCREENS: readonly ScreenDeclaration[] = declarationsIn(modules, isDeclaration);
