import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** The answer header that carries a captcha's token; the sign-in and password forms send it back. */
export const CAPTCHA_TOKEN_HEADER = 'x-token';

/**
 * GET /api/captcha (the API root without the version, spec 01 §7; no token): a new captcha image as
 * SVG text, its token in the x-token header. `t` is the client's cache-buster; the server ignores
 * every query parameter.
 */
export const captcha = endpoint({
  method: 'GET',
  path: 'captcha',
  scope: 'root',
  summary: 'A new captcha image (SVG) and its token',
  query: v.looseObject({ t: v.optional(v.unknown()) }),
  answer: v.string(),
  answerEncoding: 'text',
  anonymous: true,
});
