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

/**
 * The problems of a password change that need no database, in the order the form shows its fields:
 * required fields, then the shared rules of domain/password.ts for the new password and its
 * confirmation. (Whether the old password is right is checked by the caller, after these.)
 */
export function formProblems(change: PasswordChange, userId?: { UserId: string }): string[] {
  const problems: string[] = [];
  if (userId && userId.UserId.trim() === '') problems.push(PASSWORD_CHANGE_MESSAGES.userIdRequired);
  if (change.OldPassword === '') problems.push(PASSWORD_CHANGE_MESSAGES.oldRequired);
  const newProblem = change.Password1 === '' ? PASSWORD_CHANGE_MESSAGES.newRequired : passwordProblem(change.Password1);
  if (newProblem) problems.push(newProblem);
  if (change.Password2 === '') problems.push(PASSWORD_CHANGE_MESSAGES.confirmRequired);
  else if (change.Password1 !== '') {
    const mismatch = confirmationProblem(change.Password1, change.Password2);
    if (mismatch) problems.push(mismatch);
  }
  return problems;
}

/** The new password may not be the old one (compared as typed, so it needs no database either). */
export function sameAsOldProblem(change: PasswordChange): string | null {
  return change.Password1 !== '' && change.Password1 === change.OldPassword ? PASSWORD_CHANGE_MESSAGES.sameAsOld : null;
}
