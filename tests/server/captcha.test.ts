import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CAPTCHA_CHARACTERS } from '../../server/auth/captcha.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { captchaAnswer, errorEnvelope, fetchCaptcha, form, startTestServer, type TestServer } from './testServer.ts';

/**
 * GET /api/captcha and the rules of every captcha check: single use, case-insensitive, expiring.
 * The checks go through PUT update-password, which always needs a captcha: with the right captcha
 * and an empty form it answers the first form problem ('User Id is required.'), with a wrong one
 * 'Captcha incorrect.', and it writes nothing either way.
 */

const CAPTCHA_INCORRECT = { success: false, message: 'Captcha incorrect.', captchaRequired: true };
const FIRST_FORM_PROBLEM = 'User Id is required.';
const DEMO_ANSWER = 'Demo5';

let server: TestServer;
let warn: MockInstance<typeof console.warn>;
beforeAll(async () => {
  warn = vi.spyOn(console, 'warn');
  server = await startTestServer();
});
afterAll(async () => {
  warn.mockRestore();
  await server?.close();
});

/** Sends a captcha with the otherwise empty update-password form: true when the server accepted it. */
async function captchaAccepted(target: TestServer, token: string | undefined, answer: string | undefined): Promise<boolean> {
  const fields: Record<string, string> = answer === undefined ? {} : { Token: answer };
  const init = form(fields, token === undefined ? {} : { 'x-token': token });
  const body = await errorEnvelope(await target.app.request('/api/v1/update-password', { ...init, method: 'PUT' }), 400);
  if (body.message === FIRST_FORM_PROBLEM) return true;
  expect(body).toEqual(CAPTCHA_INCORRECT);
  return false;
}

const storedCaptcha = async (target: TestServer, token: string) =>
  (
    await target.db.query<{ answer: string; created_at: Date | string; expires_at: Date | string; used_at: Date | string | null }>(
      'select answer, created_at, expires_at, used_at from captchas where token_hash = $1',
      [hashToken(token)],
    )
  ).rows[0];

describe('GET /api/captcha', () => {
  it('answers an svg image of 100x40 with the x-token header, not cached, the header readable cross-origin', async () => {
    const response = await server.app.request('/api/captcha');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-expose-headers')).toBe('x-token');
    expect(response.headers.get('x-token')).toMatch(/^[\w-]{43}$/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100" height="40" viewBox="0,0,100,40">/);
    expect(svg).toMatch(/<\/svg>$/);
    // Dark characters on an opaque white ground, whatever the page behind it.
    expect(svg).toContain('<rect width="100%" height="100%" fill="#ffffff"/>');
    // Drawn as paths: the answer is not in the image as text.
    expect(svg).not.toMatch(/<text/);
    // Five characters plus the (low) noise: one path each.
    expect(svg.match(/<path /g)).toHaveLength(5 + 1);
  });

  it('ignores the timestamp query parameter and any other', async () => {
    for (const query of ['', '?t=1700000000000', '?t=', '?t=abc&foo=bar']) {
      const response = await server.app.request(`/api/captcha${query}`);
      expect(response.status, query).toBe(200);
      expect(response.headers.get('x-token')).toMatch(/^[\w-]{43}$/);
    }
  });

  it('refuses a malformed timestamp (repeated, over 32 characters, a NUL) with 400, issuing no captcha (issue 14)', async () => {
    for (const query of ['?t=1&t=2', `?t=${'1'.repeat(33)}`, '?t=1%002']) {
      expect((await errorEnvelope(await server.app.request(`/api/captcha${query}`), 400)).success, query).toBe(false);
    }
  });

  it('needs no token and lives only at the root without the version', async () => {
    const noVersion = await server.app.request('/api/v1/captcha');
    expect(await errorEnvelope(noVersion, 404)).toEqual({ success: false, message: 'No such API: GET /api/v1/captcha' });
    const post = await server.app.request('/api/captcha', { method: 'POST' });
    expect(await errorEnvelope(post, 404)).toEqual({ success: false, message: 'No such API: POST /api/captcha' });
  });

  it('stores only a hash of the token, the answer lower-cased, expiring after 120 s by default, unused', async () => {
    const before = server.now();
    const { token } = await fetchCaptcha(server.app);
    const after = server.now();
    expect((await server.db.query('select 1 from captchas where token_hash = $1', [token])).rows).toHaveLength(0);
    const row = (await storedCaptcha(server, token))!;
    expect(row.answer).toBe(row.answer.toLowerCase());
    const created = new Date(row.created_at).getTime();
    expect(created).toBeGreaterThanOrEqual(before);
    expect(created).toBeLessThanOrEqual(after);
    expect(new Date(row.expires_at).getTime() - created).toBe(120_000);
    expect(row.used_at).toBeNull();
  });

  it('draws 5 characters from letters and digits without the confusing ones (0 O o 1 l I i)', async () => {
    const allowed = new Set(CAPTCHA_CHARACTERS.toLowerCase());
    const tokens = new Set<string>();
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { token } = await fetchCaptcha(server.app);
      tokens.add(token);
      const answer = await captchaAnswer(server.db, token);
      answers.add(answer);
      expect(answer).toHaveLength(5);
      for (const character of answer) expect(allowed.has(character), answer).toBe(true);
      // Stored lower-cased, so an 'l' here is a drawn 'L' (allowed); these never appear at all:
      expect(answer).not.toMatch(/[0o1i]/);
    }
    expect(CAPTCHA_CHARACTERS).not.toMatch(/[0Oo1lIi]/);
    // Fresh random tokens and answers each time.
    expect(tokens.size).toBe(40);
    expect(answers.size).toBeGreaterThan(35);
  });
});

describe('checking a captcha', () => {
  it('accepts the right answer once', async () => {
    const { token } = await fetchCaptcha(server.app);
    const answer = await captchaAnswer(server.db, token);
    expect(await captchaAccepted(server, token, answer)).toBe(true);
    expect((await storedCaptcha(server, token))!.used_at).not.toBeNull();
    // Single use: the same token and answer again are refused.
    expect(await captchaAccepted(server, token, answer)).toBe(false);
  });

  it('reads the answer case-insensitively (and ignores surrounding spaces)', async () => {
    for (const spell of [(a: string) => a.toUpperCase(), (a: string) => a.toLowerCase(), (a: string) => ` ${a[0]!.toUpperCase()}${a.slice(1)} `]) {
      const { token } = await fetchCaptcha(server.app);
      expect(await captchaAccepted(server, token, spell(await captchaAnswer(server.db, token)))).toBe(true);
    }
  });

  it('spends the captcha on a wrong answer too: the right answer afterwards is refused', async () => {
    const { token } = await fetchCaptcha(server.app);
    const answer = await captchaAnswer(server.db, token);
    expect(await captchaAccepted(server, token, `${answer.slice(0, 4)}#`)).toBe(false);
    expect((await storedCaptcha(server, token))!.used_at).not.toBeNull();
    expect(await captchaAccepted(server, token, answer)).toBe(false);
  });

  it('spends the captcha on an empty answer too', async () => {
    const { token } = await fetchCaptcha(server.app);
    const answer = await captchaAnswer(server.db, token);
    expect(await captchaAccepted(server, token, '')).toBe(false);
    expect(await captchaAccepted(server, token, answer)).toBe(false);
  });

  it('refuses a missing token, a missing answer, a made-up token and the answer of another captcha', async () => {
    const one = await fetchCaptcha(server.app);
    const other = await fetchCaptcha(server.app);
    const answerOfOne = await captchaAnswer(server.db, one.token);
    expect(await captchaAccepted(server, undefined, answerOfOne)).toBe(false);
    expect(await captchaAccepted(server, other.token, answerOfOne)).toBe(false);
    expect(await captchaAccepted(server, 'x'.repeat(43), answerOfOne)).toBe(false);
    expect(await captchaAccepted(server, 'not a token', answerOfOne)).toBe(false);
    // None of that spent `one`: it was never presented.
    expect(await captchaAccepted(server, one.token, answerOfOne)).toBe(true);
    const third = await fetchCaptcha(server.app);
    expect(await captchaAccepted(server, third.token, undefined)).toBe(false);
  });

  it('expires 120 s after it was issued (by the app clock)', async () => {
    const early = await fetchCaptcha(server.app);
    const late = await fetchCaptcha(server.app);
    const earlyAnswer = await captchaAnswer(server.db, early.token);
    const lateAnswer = await captchaAnswer(server.db, late.token);
    // The margins leave room for the real time the requests themselves take.
    server.advanceClock(110_000);
    expect(await captchaAccepted(server, early.token, earlyAnswer)).toBe(true);
    server.advanceClock(10_000);
    expect(await captchaAccepted(server, late.token, lateAnswer)).toBe(false);
  });

  it('deletes expired captchas when it issues new ones', async () => {
    const { token } = await fetchCaptcha(server.app);
    server.advanceClock(120_000);
    await fetchCaptcha(server.app);
    expect(await storedCaptcha(server, token)).toBeUndefined();
  });

  it('never printed a warning on this server (DEMO_CAPTCHA_ANSWER is off by default)', () => {
    expect(server.config.demoCaptchaAnswer).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('DEMO_CAPTCHA_ANSWER and CAPTCHA_TTL_SECONDS', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer({ DEMO_CAPTCHA_ANSWER: DEMO_ANSWER, CAPTCHA_TTL_SECONDS: '30' });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('gives every captcha that answer, accepted in any case, still single use', async () => {
    for (const typed of [DEMO_ANSWER, DEMO_ANSWER.toUpperCase(), DEMO_ANSWER.toLowerCase()]) {
      const { token } = await fetchCaptcha(demo.app);
      expect(await captchaAnswer(demo.db, token)).toBe(DEMO_ANSWER.toLowerCase());
      expect(await captchaAccepted(demo, token, typed)).toBe(true);
      expect(await captchaAccepted(demo, token, typed)).toBe(false);
    }
    const { token } = await fetchCaptcha(demo.app);
    expect(await captchaAccepted(demo, token, 'Demo6')).toBe(false);
  });

  it('warns once per process, on first use, without printing the answer', () => {
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]![0]);
    expect(message).toMatch(/WARNING: DEMO_CAPTCHA_ANSWER is set/);
    expect(message.toLowerCase()).not.toContain(DEMO_ANSWER.toLowerCase());
  });

  it('expires captchas after CAPTCHA_TTL_SECONDS', async () => {
    const early = await fetchCaptcha(demo.app);
    const late = await fetchCaptcha(demo.app);
    const row = (await storedCaptcha(demo, early.token))!;
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30_000);
    demo.advanceClock(25_000);
    expect(await captchaAccepted(demo, early.token, DEMO_ANSWER)).toBe(true);
    demo.advanceClock(5_000);
    expect(await captchaAccepted(demo, late.token, DEMO_ANSWER)).toBe(false);
  });

  it('no request of this file answered 5xx', () => {
    expect([...server.exchanges, ...demo.exchanges].filter((e) => e.status >= 500)).toEqual([]);
  });
});
