import type { FormDeclaration } from './formDeclaration.ts';
import { accountPassword } from './declarations/accountPassword.ts';

/** Every declared form of the app: a declaration each (src/forms/declarations/), one line here. */
export const FORMS: readonly FormDeclaration[] = [accountPassword];
