/**
 * A phone number registered for SMS betting (spec 02 §2.9): international, digits only, written
 * without '+'; Singapore numbers begin with 65, followed by the 8 digits of the local number. E.164
 * allows at most 15 digits; the shortest country code and number make 9. Shared by the form's
 * `phone` field (src/forms/fieldKinds.ts) and the server (PUT mobile, mobile2), so they agree.
 */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
export const SINGAPORE_CODE = '65';
const SINGAPORE_LOCAL_DIGITS = 8;

export const PHONE_MESSAGES = {
  plus: 'Write the number without +.',
  digits: 'Enter digits only.',
  // Eight digits (or fewer) is a Singapore number written without its country code.
  singapore: 'Singapore numbers must begin with 65.',
  singaporeLength: 'A Singapore number is 65 and 8 digits.',
  tooLong: 'Enter at most 15 digits.',
} as const;

export type PhoneProblem = keyof typeof PHONE_MESSAGES;

/** What is wrong with a (non-empty, trimmed) number, or null when it is one. */
export function phoneProblem(number: string): PhoneProblem | null {
  if (number.startsWith('+')) return 'plus';
  if (!/^\d+$/.test(number)) return 'digits';
  if (number.length < PHONE_MIN_DIGITS) return 'singapore';
  if (number.length > PHONE_MAX_DIGITS) return 'tooLong';
  // 65 is Singapore's code and no other country's begins with it.
  if (number.startsWith(SINGAPORE_CODE) && number.length !== SINGAPORE_CODE.length + SINGAPORE_LOCAL_DIGITS) return 'singaporeLength';
  return null;
}
