import type { ScreenDeclaration } from './declaration.ts';

/** Whether an export of a declaration file is a screen's declaration. */
export const isScreenDeclaration = (value: unknown): value is ScreenDeclaration =>
  typeof value === 'object' && value !== null && 'menuItem' in value && 'views' in value && 'filters' in value;
