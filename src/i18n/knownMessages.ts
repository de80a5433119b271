import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { PASSWORD_UPDATED } from '../../machines/rules/passwordForm.ts';
import { SESSION_ERROR_MESSAGE } from '../../machines/rules/navigation.ts';
import { GENERIC_ERROR_MESSAGE } from '../api/genericError.ts';

/**
 * Texts that machines, rules and the API carry as plain English keys, with their catalog entries.
 * translateKnown() shows the translation of a known key and any other text as it is (a member-
 * authentication failure, say, is shown untranslated by design). The signed-in area's server texts
 * go through translateServerText (serverRefusals.ts), which knows the refusals with figures and the
 * forms' rules and refusals (formMessages.ts) too. Only what the sign-in page can show is here: this
 * module is in its first load, the forms' texts come with the forms' code (issue 24).
 */
const KNOWN: Record<string, MessageDescriptor> = {
  [SESSION_ERROR_MESSAGE]: msg`Session Error.`,
  'Login Failed': msg`Login Failed`,
  'Captcha incorrect.': msg`Captcha incorrect.`,
  [PASSWORD_UPDATED]: msg`Password updated.`,
  [GENERIC_ERROR_MESSAGE]: msg`Sorry, something went wrong. Please refresh this page and try again.`,
  // The brands' placeholders and button texts (variants/registry.ts).
  'User Id': msg`User Id`,
  'User ID': msg`User ID`,
  Password: msg`Password`,
  Email: msg`Email`,
  Login: msg`Login`,
  LOGIN: msg`LOGIN`,
  SignIn: msg`SignIn`,
  'Sign in': msg`Sign in`,
};

export function translateKnown(i18n: I18n, text: string): string {
  const descriptor = KNOWN[text];
  return descriptor ? i18n._(descriptor) : text;
}
