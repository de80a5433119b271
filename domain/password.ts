/**
 * Password rules of spec 01 §5, shared by the password-change machine (what the form shows) and
 * the reference server (what it enforces), so the two can never disagree.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;

export const PASSWORD_MESSAGES = {
  length: `Your password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long`,
  uppercase: 'Your password must contain at least 1 uppercase letter',
  lowercase: 'Your password must contain at least 1 lowercase letter',
  number: 'Your password must contain at least 1 number',
  special: 'Your password must contain at least 1 special character',
  spaces: 'Your password cannot contain spaces',
  mismatch: 'Password does not match',
} as const;

/** The checks in the order the spec runs them; the first that fails is the one shown. */
const CHECKS: [test: (password: string) => boolean, message: string][] = [
  [(p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX, PASSWORD_MESSAGES.length],
  [(p) => /[A-Z]/.test(p), PASSWORD_MESSAGES.uppercase],
  [(p) => /[a-z]/.test(p), PASSWORD_MESSAGES.lowercase],
  [(p) => /[0-9]/.test(p), PASSWORD_MESSAGES.number],
  // Anything that is not a letter, a digit or white space counts as special.
  [(p) => /[^A-Za-z0-9\s]/.test(p), PASSWORD_MESSAGES.special],
  [(p) => !/\s/.test(p), PASSWORD_MESSAGES.spaces],
];

/** The first rule a new password breaks, or null when it keeps them all. */
export function passwordProblem(password: string): string | null {
  for (const [test, message] of CHECKS) if (!test(password)) return message;
  return null;
}

/** The confirmation rule: it must equal the new password. */
export function confirmationProblem(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MESSAGES.mismatch;
}
