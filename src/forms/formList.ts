import type { FormDeclaration } from './formDeclaration.ts';
import { declarationsIn } from '../declarations/declared.ts';

/**
 * Every declared form of the app: each file of src/forms/declarations/ exports one declaration, and
 * this list finds them (Vite's import.meta.glob), as the data screens' list does: a new form is its
 * file and no list line. They load with the signed-in pages, never with the sign-in page.
 */
const modules = import.meta.glob<Record<string, unknown>>('./declarations/*.ts', { eager: true });

const isForm = (value: unknown): value is FormDeclaration =>
  typeof value === 'object' && value !== null && 'menuItem' in value && 'fields' in value && 'save' in value;

export const FORMS: readonly FormDeclaration[] = declarationsIn(modules, isForm);
