import { msg } from '@lingui/core/macro';
import { PASSWORD_MESSAGES, passwordProblem } from '../../domain/password.ts';
import { REQUIRED_MESSAGES } from '../../machines/rules/passwordForm.ts';
import type { FormField } from './formDeclaration.ts';

/**
 * Old, new and confirm password, with the rules of spec 01 §5 in order (domain/password.ts, the
 * server's too): both password forms declare these.
 */
export const PASSWORD_FIELDS: readonly FormField[] = [
  { name: 'OldPassword', kind: 'password', autoComplete: 'current-password', label: msg`Old Password`, required: REQUIRED_MESSAGES.OldPassword },
  {
    name: 'Password1',
    kind: 'password',
    autoComplete: 'new-password',
    label: msg`New Password`,
    required: REQUIRED_MESSAGES.Password1,
    rule: (value) => passwordProblem(value),
  },
  {
    name: 'Password2',
    kind: 'password',
    autoComplete: 'new-password',
    label: msg`Confirm Password`,
    required: REQUIRED_MESSAGES.Password2,
    // The equal-to check, with the message the server answers too (domain/password.ts).
    equalTo: { field: 'Password1', message: PASSWORD_MESSAGES.mismatch },
  },
];

/** The user id of the password change at sign-in, asked for only without a LoginId. */
export const USER_ID_FIELD: FormField = { name: 'UserId', kind: 'text', label: msg`User Id`, required: REQUIRED_MESSAGES.UserId, maxLength: 64 };
