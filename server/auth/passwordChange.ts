import type { FieldProblem } from '../../contract/envelope.ts';
import { confirmationProblem, passwordProblem } from '../../domain/password.ts';

/** The answers of PUT update-password and PUT password (besides the shared password rules). */
export const PASSWORD_CHANGE_MESSAGES = {
  userIdRequired: 'User Id is required.',
  oldRequired: 'Old password is required.',
  newRequired: 'New password is required.',
  confirmRequired: 'Confirm password is required.',
  oldIncorrect: 'Old password is incorrect.',
  sameAsOld: 'The new password must be different from the old one.',
  updated: 'Password updated.',
} as const;

export interface PasswordChange {
  OldPassword: string;
  Password1: string;
  Password2: string;
}

const problem = (Field: string, Code: string, Message: string): FieldProblem => ({ Field, Code, Message });

/**
 * The problems of a password change that need no database, each on its field, in the order the form
 * shows its fields: required fields, then the shared rules of domain/password.ts for the new password
 * and its confirmation. (Whether the old password is right is checked by the caller, after these.)
 */
export function formProblems(change: PasswordChange, userId?: { UserId: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (userId && userId.UserId.trim() === '') problems.push(problem('UserId', 'required', PASSWORD_CHANGE_MESSAGES.userIdRequired));
  if (change.OldPassword === '') problems.push(problem('OldPassword', 'required', PASSWORD_CHANGE_MESSAGES.oldRequired));
  if (change.Password1 === '') problems.push(problem('Password1', 'required', PASSWORD_CHANGE_MESSAGES.newRequired));
  else {
    const rule = passwordProblem(change.Password1);
    if (rule) problems.push(problem('Password1', 'rule', rule));
  }
  if (change.Password2 === '') problems.push(problem('Password2', 'required', PASSWORD_CHANGE_MESSAGES.confirmRequired));
  else if (change.Password1 !== '') {
    const mismatch = confirmationProblem(change.Password1, change.Password2);
    if (mismatch) problems.push(problem('Password2', 'mismatch', mismatch));
  }
  return problems;
}

/** A wrong old password (or an unknown user id, answered the same). */
export const oldIncorrectProblem = (): FieldProblem => problem('OldPassword', 'oldIncorrect', PASSWORD_CHANGE_MESSAGES.oldIncorrect);

/** The new password may not be the old one (compared as typed, so it needs no database either). */
export function sameAsOldProblem(change: PasswordChange): FieldProblem | null {
  return change.Password1 !== '' && change.Password1 === change.OldPassword ? problem('Password1', 'sameAsOld', PASSWORD_CHANGE_MESSAGES.sameAsOld) : null;
}
