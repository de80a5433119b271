import { confirmationProblem, passwordProblem } from '../../domain/password.ts';

/** The fields of the password-change form, in screen order (spec 01 §3 "Password-change form"). */
export const PASSWORD_FIELDS = ['UserId', 'OldPassword', 'Password1', 'Password2', 'Token'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const REQUIRED_MESSAGES: Record<PasswordField, string> = {
  UserId: 'User Id is required.',
  OldPassword: 'Old password is required.',
  Password1: 'New password is required.',
  Password2: 'Confirm password is required.',
  Token: 'Captcha is required.',
};

/**
 * Every field's problem, or none: required fields first, then the new password's rules in the
 * spec's order, then the confirmation. The user id is asked for only when no LoginId was passed.
 */
export function passwordFormErrors(values: PasswordValues, needsUserId: boolean, captchaAnswered: boolean): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of PASSWORD_FIELDS) {
    if (field === 'UserId' && !needsUserId) continue;
    // The captcha's answer is typed into the captcha itself; the caller says whether it is there.
    const missing = field === 'Token' ? !captchaAnswered : values[field].trim() === '';
    if (missing) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.Password1) {
    const problem = passwordProblem(values.Password1);
    if (problem) errors.Password1 = problem;
  }
  if (!errors.Password2) {
    const problem = confirmationProblem(values.Password1, values.Password2);
    if (problem) errors.Password2 = problem;
  }
  return errors;
}

/** The first field with a problem, in screen order: it receives focus on submit. */
export const firstInvalidField = (errors: PasswordErrors) => PASSWORD_FIELDS.find((field) => errors[field]) ?? null;

/** A failed change: the items of the error's data list joined by '. ', otherwise its message. */
export function passwordChangeFailure(error: unknown): string {
  const err = (typeof error === 'object' && error !== null ? error : {}) as { message?: string; body?: { data?: unknown } | null };
  const items = Array.isArray(err.body?.data) ? err.body.data.filter((item): item is string => typeof item === 'string' && item !== '') : [];
  if (items.length) return items.map((item) => item.replace(/\.$/, '')).join('. ');
  return err.message || 'Sorry, something went wrong. Please refresh this page and try again.';
}
