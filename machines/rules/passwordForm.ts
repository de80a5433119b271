/**
 * The texts of the two password forms (spec 01 §3, §5) as English keys: the fields' required
 * messages and the success message. The rules themselves are domain/password.ts (shared with the
 * server); the fields are declared in src/forms/passwordFields.ts.
 */
export const REQUIRED_MESSAGES = {
  UserId: 'User Id is required.',
  OldPassword: 'Old password is required.',
  Password1: 'New password is required.',
  Password2: 'Confirm password is required.',
  Token: 'Captcha is required.',
} as const;

export const PASSWORD_UPDATED = 'Password updated.';
