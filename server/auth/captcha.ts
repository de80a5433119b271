import { randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import * as v from 'valibot';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { hashToken } from './tokens.ts';

/** Spec 01 §9: the image is 100x40 and the input five characters wide. */
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 40;

/** The answer to a captcha that was needed and missing, wrong, expired or already used. */
export const CAPTCHA_INCORRECT = 'Captcha incorrect.';

/** Letters and digits without the ones easily confused with each other (0 O o, 1 l I i). */
export const CAPTCHA_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

type DrawOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
// svg-captcha's module is itself the function that draws a given text; its typings omit that.
const draw = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;
// Dark grey characters (svg-captcha's black-and-white mode) and one noise line...
const DRAW_OPTIONS: DrawOptions = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, fontSize: 40, noise: 1, color: false };
// ...on an opaque white ground, so the image reads the same on every variant's background
// (svg-captcha's own `background` option would switch to random, sometimes pale, colours).
const WHITE_GROUND = '<rect width="100%" height="100%" fill="#ffffff"/>';
const drawOnWhite = (text: string) => draw(text, DRAW_OPTIONS).replace(/^(<svg[^>]*>)/, `$1${WHITE_GROUND}`);

/** The x-token header as the server hands it out (32 random bytes, base64url); anything else is no token. */
const CaptchaTokenSchema = v.pipe(v.string(), v.regex(/^[\w-]{43}$/));

let demoWarned = false;

/**
 * Draws a new captcha and stores its answer (lower-cased) under a hash of a fresh random token,
 * expiring `ttlSeconds` from `now`. Expired captchas are deleted on the way (they can no longer be
 * answered), so the table stays as small as the traffic of the last few minutes.
 */
export async function issueCaptcha(
  db: Queryable,
  options: { ttlSeconds: number; demoAnswer?: string },
  now: number,
): Promise<{ token: string; svg: string }> {
  if (options.demoAnswer && !demoWarned) {
    demoWarned = true;
    console.warn('[server] WARNING: DEMO_CAPTCHA_ANSWER is set: every captcha has the same known answer. For automated tests only.');
  }
  const text = options.demoAnswer ?? randomText();
  const token = randomBytes(32).toString('base64url');
  await db.query(`delete from captchas where expires_at <= $1::timestamptz`, [timestamp(now)]);
  await db.query(
    `insert into captchas (token_hash, answer, created_at, expires_at) values ($1, $2, $3::timestamptz, $4::timestamptz)`,
    [hashToken(token), text.toLowerCase(), timestamp(now), timestamp(now + options.ttlSeconds * 1000)],
  );
  return { token, svg: drawOnWhite(text) };
}

/**
 * True when `answer` is the answer of the captcha `token`, which must be unused and not expired.
 * Any attempt spends the captcha, right or wrong (one atomic update), so each image allows one guess.
 */
export async function verifyCaptcha(db: Queryable, token: string | undefined, answer: string | undefined, now: number): Promise<boolean> {
  if (!v.is(CaptchaTokenSchema, token)) return false;
  const { rows } = await db.query<{ answer: string; fresh: boolean }>(
    `update captchas set used_at = $2::timestamptz
     where token_hash = $1 and used_at is null
     returning answer, expires_at > $2::timestamptz as fresh`,
    [hashToken(token), timestamp(now)],
  );
  const row = rows[0];
  const given = (answer ?? '').trim().toLowerCase();
  return Boolean(row?.fresh) && given !== '' && given === row?.answer;
}

function randomText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARACTERS[randomInt(CAPTCHA_CHARACTERS.length)];
  return text;
}
