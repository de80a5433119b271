import { msg } from '@lingui/core/macro';
import { changeSuperPassword } from '../../../contract/superPassword.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { PASSWORD_FIELDS } from '../passwordFields.ts';

const [OLD, NEW, CONFIRM] = PASSWORD_FIELDS;

/**
 * Super Password (spec 02 §2.2 /utilities/superPassword, rule SuperPwd; PUT super-password): the
 * second password, under the sign-in password's rules. The old one is the current super password, or
 * the sign-in password while none is set; the form empties after it is saved.
 */
export const superPassword: FormDeclaration = {
  id: 'superPassword',
  title: msg`Super Password`,
  menuItem: 'superPassword',
  fields: [{ ...OLD!, label: msg`Old Super Password (your password if none is set)` }, NEW!, CONFIRM!],
  save: { endpoint: changeSuperPassword, params: [] },
  savedMessage: msg`Super password updated.`,
  resetAfterSave: true,
};
