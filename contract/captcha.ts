import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { text } from './fields.ts';

/** The answer header that carries a captcha's token; the sign-in and password forms send it back. */
export const CAPTCHA_TOKEN_HEADER = 'x-token';

/**
 * GET /api/captcha (the API root without the version, spec 01 §7; no token): a new captcha image as
 * SVG text, its token in the x-token header. `t` is the client's cache-buster (short text, else a
 * 400 like any other malformed field); the server ignores every other query parameter.
 */
export const captcha = endpoint({
  method: 'GET',
  path: 'captcha',
  scope: 'root',
  summary: 'A new captcha image (SVG) and its token',
  query: v.looseObject({ t: v.optional(text(32)) }),
  answer: v.string(),
  answerEncoding: 'text',
  anonymous: true,
});
