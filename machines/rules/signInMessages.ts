import { errorText, GENERIC_ERROR } from '../errorText.ts';

/**
 * The sign-in message area (spec 01 §2): one message, in this order of precedence:
 * a member-authentication failure's own text (untranslated, red); else an error message key
 * (translated, red); else a success message (light colour).
 */
export interface SignInMessage {
  kind: 'memberAuth' | 'error' | 'success';
  text: string;
}

interface FailureBody {
  captchaRequired?: boolean;
  isMemberAuthFailed?: boolean;
  message?: string;
}

/** Reads a rejected sign-in (the API client's error: message plus the server's body). */
export function signInFailure(error: unknown): { message: SignInMessage; captchaRequired: boolean } {
  const err = (typeof error === 'object' && error !== null ? error : {}) as { message?: string; body?: FailureBody | null };
  const body = err.body ?? {};
  if (body.captchaRequired) {
    // "Captcha incorrect." or "Login Failed": keys the view translates.
    return { message: { kind: 'error', text: body.message || 'Login Failed' }, captchaRequired: true };
  }
  if (body.isMemberAuthFailed) {
    return { message: { kind: 'memberAuth', text: err.message || body.message || GENERIC_ERROR }, captchaRequired: false };
  }
  // Any other failure reads as every chart reads one.
  return { message: { kind: 'error', text: errorText(error) }, captchaRequired: false };
}
