import { msg } from '@lingui/core/macro';
import { changePassword } from '../../../contract/passwords.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { PASSWORD_FIELDS } from '../passwordFields.ts';

/**
 * Change Password in the signed-in area (spec 02 §2.2 Administration): the signed-in user's own
 * password through PUT password (no user id, no captcha: the session says who). The form empties
 * after "Password updated."; the user stays signed in (the server ends the user's other sessions).
 */
export const accountPassword: FormDeclaration = {
  id: 'accountPassword',
  title: msg`Change Password`,
  menuItem: 'changePassword',
  fields: PASSWORD_FIELDS,
  save: { endpoint: changePassword, params: [] },
  savedMessage: msg`Password updated.`,
  resetAfterSave: true,
};
