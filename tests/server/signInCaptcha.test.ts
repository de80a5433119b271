import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '../../contract/auth.ts';
import { readServerConfig } from '../../server/config.ts';
import { CHECK_LEASE_MS, FAILURE_WINDOW_MS } from '../../server/auth/signInFailures.ts';
import {
  DEMO_PASSWORD,
  errorEnvelope,
  fetchCaptcha,
  form,
  solvedCaptcha,
  startTestServer,
  successData,
  type TestServer,
  captureConsoleForFile,
} from './testServer.ts';

/** The captcha rules of POST oauth/token: per user id failure counting, the threshold, CAPTCHA=on. */

const TOKEN = '/api/v1/oauth/token';
const WRONG = 'Wrong#Pass99';
/** Below the threshold: the member-authentication failure, exactly as before captchas existed. */
const MEMBER_AUTH_FAILED = {
  success: false,
  message: 'Login Failed',
  isMemberAuthFailed: true,
  error: { message: 'Invalid User Id or Password.' },
};
/** From the failure that reaches the threshold on: the app shows its translated key and a captcha. */
const LOGIN_FAILED_CAPTCHA = { success: false, message: 'Login Failed', captchaRequired: true };
const CAPTCHA_INCORRECT = { success: false, message: 'Captcha incorrect.', captchaRequired: true };

const loggedLines = captureConsoleForFile();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Attempt = { password?: string; captcha?: { token: string; answer: string } };

/** One password sign-in, with a captcha when given. */
function attempt(target: TestServer, username: string, { password = DEMO_PASSWORD, captcha }: Attempt = {}) {
  const fields: Record<string, string> = { username, password, Lang: 'en', Token: captcha?.answer ?? '' };
  return target.app.request(TOKEN, form(fields, captcha ? { 'x-token': captcha.token } : {}));
}

const failures = async (target: TestServer, key: string) =>
  (await target.db.query<{ failures: number }>('select failures from sign_in_failures where user_key = $1', [key])).rows[0]
    ?.failures ?? 0;

const signedIn = (response: Response) => successData(response, TokenResponseSchema);

describe('failed sign-ins, default threshold 3', () => {
  it('answers the 1st and 2nd failure as before, and the 3rd already with captchaRequired', async () => {
    expect(await errorEnvelope(await attempt(server, 'agent1', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await failures(server, 'agent1')).toBe(1);
    expect(await errorEnvelope(await attempt(server, 'agent1', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await failures(server, 'agent1')).toBe(2);
    expect(await errorEnvelope(await attempt(server, 'agent1', { password: WRONG }), 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await failures(server, 'agent1')).toBe(3);
  });

  it('then needs a captcha even with the right password; a refused captcha is not counted', async () => {
    expect(await errorEnvelope(await attempt(server, 'agent1'), 400)).toEqual(CAPTCHA_INCORRECT);
    const { token } = await fetchCaptcha(server.app);
    expect(await errorEnvelope(await attempt(server, 'agent1', { captcha: { token, answer: 'zzzzz' } }), 400)).toEqual(CAPTCHA_INCORRECT);
    // The header without the answer, and the answer without the header.
    const lone = await solvedCaptcha(server);
    expect(await errorEnvelope(await attempt(server, 'agent1', { captcha: { token: lone.token, answer: '' } }), 400)).toEqual(CAPTCHA_INCORRECT);
    const headerless = await solvedCaptcha(server);
    const noHeader = await server.app.request(TOKEN, form({ username: 'agent1', password: DEMO_PASSWORD, Token: headerless.answer }));
    expect(await errorEnvelope(noHeader, 400)).toEqual(CAPTCHA_INCORRECT);
    expect(await failures(server, 'agent1')).toBe(3);
  });

  it('answers a wrong password with a right captcha as "Login Failed" + captchaRequired, counted', async () => {
    const body = await errorEnvelope(await attempt(server, 'agent1', { password: WRONG, captcha: await solvedCaptcha(server) }), 400);
    expect(body).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(body).not.toHaveProperty('isMemberAuthFailed');
    expect(await failures(server, 'agent1')).toBe(4);
  });

  it('does not accept a captcha twice, even after it let a sign-in through', async () => {
    const captcha = await solvedCaptcha(server);
    const ok = await signedIn(await attempt(server, 'agent1', { captcha }));
    expect(ok.user.UserId).toBe('agent1');
    await attempt(server, 'agent1', { password: WRONG });
    await attempt(server, 'agent1', { password: WRONG });
    expect(await errorEnvelope(await attempt(server, 'agent1', { password: WRONG }), 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await errorEnvelope(await attempt(server, 'agent1', { captcha }), 400)).toEqual(CAPTCHA_INCORRECT);
  });

  it('resets the count on a successful sign-in (with a captcha): the next sign-ins need none', async () => {
    await signedIn(await attempt(server, 'agent1', { captcha: await solvedCaptcha(server) }));
    expect(await failures(server, 'agent1')).toBe(0);
    expect((await server.db.query("select 1 from sign_in_failures where user_key = 'agent1'")).rows).toHaveLength(0);
    await signedIn(await attempt(server, 'agent1'));
    expect(await errorEnvelope(await attempt(server, 'agent1', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await failures(server, 'agent1')).toBe(1);
  });

  it('resets the count on a successful sign-in below the threshold too', async () => {
    await attempt(server, 'ttagent', { password: WRONG });
    await attempt(server, 'ttagent', { password: WRONG });
    expect(await failures(server, 'ttagent')).toBe(2);
    await signedIn(await attempt(server, 'ttagent'));
    expect(await failures(server, 'ttagent')).toBe(0);
    expect(await errorEnvelope(await attempt(server, 'ttagent', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await errorEnvelope(await attempt(server, 'ttagent', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await errorEnvelope(await attempt(server, 'ttagent', { password: WRONG }), 400)).toEqual(LOGIN_FAILED_CAPTCHA);
  });

  it('counts per user id, trimmed and lower-cased; other user ids are not affected', async () => {
    expect(await errorEnvelope(await attempt(server, 'Member1', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await errorEnvelope(await attempt(server, '  member1 ', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await errorEnvelope(await attempt(server, 'MEMBER1', { password: WRONG }), 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await failures(server, 'member1')).toBe(3);
    expect(await errorEnvelope(await attempt(server, 'member1'), 400)).toEqual(CAPTCHA_INCORRECT);
    // admin has no failures: no captcha.
    await signedIn(await attempt(server, 'admin'));
  });

  it('counts unknown user ids the same way, answering exactly as for a real one', async () => {
    // `newuser` and `nobody` go through the same steps; every answer must be byte-identical.
    for (const step of [1, 2, 3, 4]) {
      const real = await attempt(server, 'newuser', { password: WRONG });
      const unknown = await attempt(server, 'nobody', { password: WRONG });
      expect(unknown.status, `failure ${step}`).toBe(real.status);
      expect(await unknown.text(), `failure ${step}`).toBe(await real.text());
    }
    expect(await failures(server, 'nobody')).toBe(3);
    expect(await failures(server, 'newuser')).toBe(3);
    const real = await attempt(server, 'newuser', { password: WRONG, captcha: await solvedCaptcha(server) });
    const unknown = await attempt(server, 'nobody', { password: WRONG, captcha: await solvedCaptcha(server) });
    expect(await errorEnvelope(unknown, 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await errorEnvelope(real, 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await failures(server, 'nobody')).toBe(4);
  });

  it('keeps the timing decoy: an unknown user id costs a password check too', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await attempt(server, username, { password: WRONG });
      return performance.now() - start;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const real: number[] = [];
    const unknown: number[] = [];
    // Fresh user ids each round stay below the threshold (no captcha in play).
    for (let round = 0; round < 5; round++) {
      await signedIn(await attempt(server, 'admin'));
      real.push(await time('admin'));
      unknown.push(await time(`ghost${round}`));
    }
    // A check that skipped scrypt would answer in a small fraction of the time.
    expect(median(unknown)).toBeGreaterThan(median(real) * 0.5);
  });

  it('does not count answers to bad input (validation errors)', async () => {
    const before = await failures(server, 'admin');
    await errorEnvelope(await server.app.request(TOKEN, form({ username: 'admin', password: '' })), 400);
    await errorEnvelope(await server.app.request(TOKEN, form({ username: 'admin', password: DEMO_PASSWORD, Lang: 'fr' })), 400);
    expect(await failures(server, 'admin')).toBe(before);
  });

  it('lets only threshold-many guesses through a burst of parallel attempts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt(server, 'burst', { password: WRONG }).then((r) => errorEnvelope(r, 400))),
    );
    const messages = answers.map((body) => JSON.stringify(body)).sort();
    expect(messages).toEqual(
      [
        ...Array(2).fill(MEMBER_AUTH_FAILED),
        LOGIN_FAILED_CAPTCHA,
        ...Array(5).fill(CAPTCHA_INCORRECT),
      ].map((body) => JSON.stringify(body)).sort(),
    );
    expect(await failures(server, 'burst')).toBe(3);
  });

  it('lets at most 3 of a burst of 20 wrong passwords in parallel be checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt(server, 'burst20', { password: WRONG }).then((r) => errorEnvelope(r, 400))),
    );
    const count = (expected: object) => answers.filter((body) => JSON.stringify(body) === JSON.stringify(expected)).length;
    // Only a checked password answers "Login Failed"; the rest never reached the check.
    expect([count(MEMBER_AUTH_FAILED), count(LOGIN_FAILED_CAPTCHA), count(CAPTCHA_INCORRECT)]).toEqual([2, 1, 17]);
    expect(await failures(server, 'burst20')).toBe(3);
    // And the rule holds after the burst: even the right password needs a captcha.
    const right = await Promise.all(Array.from({ length: 5 }, () => attempt(server, 'burst20').then((r) => errorEnvelope(r, 400))));
    expect(right).toEqual(Array(5).fill(CAPTCHA_INCORRECT));
  });

  it('signs in every one of many correct sign-ins of one user id at once (issue 14, finding 7)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(server, 'agent2')));
    const statuses = answers.map((response) => response.status);
    expect(statuses).toEqual(Array(12).fill(200));
    for (const response of answers) expect((await signedIn(response)).user.UserId).toBe('agent2');
    expect((await server.db.query("select 1 from sign_in_failures where user_key = 'agent2'")).rows).toHaveLength(0);
  });

  it('signs in correct sign-ins in parallel with wrong ones below the threshold', async () => {
    const wrong = attempt(server, 'agent3', { password: WRONG });
    const right = Array.from({ length: 6 }, () => attempt(server, 'agent3'));
    const [failed, ...signedInAnswers] = await Promise.all([wrong, ...right]);
    expect(await errorEnvelope(failed!, 400)).toEqual(MEMBER_AUTH_FAILED);
    for (const response of signedInAnswers) expect(response.status).toBe(200);
  });

  it('forgets failures a window after the last one, and deletes the rows of quiet user ids on the way', async () => {
    // Its own server: the clock moves an hour, which would expire the other tests' captchas.
    const server = await startTestServer();
    for (let i = 0; i < 3; i++) await attempt(server, 'ghost-window', { password: WRONG });
    expect(await errorEnvelope(await attempt(server, 'ghost-window'), 400)).toEqual(CAPTCHA_INCORRECT);
    server.advanceClock(FAILURE_WINDOW_MS + 1000);
    // The window has passed: the count starts again (no captcha), and a failure of any id sweeps the
    // rows whose last failure is older than the window.
    expect(await errorEnvelope(await attempt(server, 'ghost-other', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect((await server.db.query("select 1 from sign_in_failures where user_key = 'ghost-window'")).rows).toHaveLength(0);
    const stale = await server.db.query<{ count: number }>(
      'select count(*)::int as count from sign_in_failures where last_failed_at < $1::timestamptz',
      [new Date(server.now() - FAILURE_WINDOW_MS).toISOString()],
    );
    expect(stale.rows[0]!.count).toBe(0);
    expect(await errorEnvelope(await attempt(server, 'ghost-window', { password: WRONG }), 400)).toEqual(MEMBER_AUTH_FAILED);
    expect(await failures(server, 'ghost-window')).toBe(1);
    await server.close();
  });

  it('waits for places held by checks on other instances, and a crashed instance’s place expires with its lease', async () => {
    // Its own server: the clock moves past the lease.
    const server = await startTestServer();
    const holdPlaces = (count: number) =>
      server.db.query(
        `insert into sign_in_failures (user_key, failures, last_failed_at, checking, checking_since) values ('member2', 0, null, $1, $2::timestamptz)
         on conflict (user_key) do update set checking = excluded.checking, checking_since = excluded.checking_since`,
        [count, new Date(server.now()).toISOString()],
      );
    // Three checks in flight elsewhere: this sign-in waits, and goes through once one of them ends.
    await holdPlaces(3);
    let answered = false;
    const waiting = attempt(server, 'member2').finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(answered).toBe(false);
    await holdPlaces(2);
    expect((await signedIn(await waiting)).user.UserId).toBe('member2');
    // An instance that died holding all three places: after the lease its places no longer count.
    await holdPlaces(3);
    server.advanceClock(CHECK_LEASE_MS + 1000);
    expect((await signedIn(await attempt(server, 'member2'))).user.UserId).toBe('member2');
    await server.close();
  });

  it('needs no captcha for the refresh grant', async () => {
    await attempt(server, 'member1', { password: WRONG });
    const { refresh_token } = await signedIn(await attempt(server, 'member1', { captcha: await solvedCaptcha(server) }));
    for (let i = 0; i < 3; i++) await attempt(server, 'member1', { password: WRONG });
    const refreshed = await signedIn(await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: refresh_token! })));
    expect(refreshed.user.UserId).toBe('member1');
  });
});

describe('CAPTCHA_AFTER_FAILURES', () => {
  let strict: TestServer;
  let lenient: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ CAPTCHA_AFTER_FAILURES: '1' });
    lenient = await startTestServer({ CAPTCHA_AFTER_FAILURES: '5' });
  }, 180_000);
  afterAll(async () => {
    await strict?.close();
    await lenient?.close();
  });

  it('1: the first failure already answers captchaRequired, the next attempt needs a captcha', async () => {
    expect(await errorEnvelope(await attempt(strict, 'admin', { password: WRONG }), 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await errorEnvelope(await attempt(strict, 'admin'), 400)).toEqual(CAPTCHA_INCORRECT);
    await signedIn(await attempt(strict, 'admin', { captcha: await solvedCaptcha(strict) }));
    await signedIn(await attempt(strict, 'admin'));
  });

  it('5: failures 1 to 4 answer as before, the 5th with captchaRequired', async () => {
    for (let i = 1; i <= 4; i++) {
      expect(await errorEnvelope(await attempt(lenient, 'agent1', { password: WRONG }), 400), `failure ${i}`).toEqual(MEMBER_AUTH_FAILED);
    }
    expect(await errorEnvelope(await attempt(lenient, 'agent1', { password: WRONG }), 400)).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await errorEnvelope(await attempt(lenient, 'agent1'), 400)).toEqual(CAPTCHA_INCORRECT);
  });

  it('no request answered 5xx', () => {
    expect([...strict.exchanges, ...lenient.exchanges].filter((e) => e.status >= 500)).toEqual([]);
  });
});

describe('CAPTCHA=on', () => {
  let always: TestServer;
  beforeAll(async () => {
    always = await startTestServer({ CAPTCHA: 'on' });
  }, 120_000);
  afterAll(async () => {
    await always?.close();
  });

  it('needs a captcha for every sign-in, even the first of a user id', async () => {
    expect(await errorEnvelope(await attempt(always, 'admin'), 400)).toEqual(CAPTCHA_INCORRECT);
    expect(await errorEnvelope(await attempt(always, 'nobody'), 400)).toEqual(CAPTCHA_INCORRECT);
    const { token } = await fetchCaptcha(always.app);
    expect(await errorEnvelope(await attempt(always, 'admin', { captcha: { token, answer: 'wrong' } }), 400)).toEqual(CAPTCHA_INCORRECT);
    expect(await failures(always, 'admin')).toBe(0);
  });

  it('signs in with a right captcha, again and again (each time a new one)', async () => {
    for (let i = 0; i < 2; i++) {
      const data = await signedIn(await attempt(always, 'admin', { captcha: await solvedCaptcha(always) }));
      expect(data.user.UserId).toBe('admin');
    }
  });

  it('answers a wrong password (right captcha) with "Login Failed" + captchaRequired from the first failure', async () => {
    const body = await errorEnvelope(await attempt(always, 'agent1', { password: WRONG, captcha: await solvedCaptcha(always) }), 400);
    expect(body).toEqual(LOGIN_FAILED_CAPTCHA);
    expect(await failures(always, 'agent1')).toBe(1);
  });

  it('no request answered 5xx', () => {
    expect(always.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});

describe('readServerConfig: the captcha settings', () => {
  it('defaults to off, 3 failures, 120 s, no demo answer', () => {
    expect(readServerConfig({})).toMatchObject({ captchaAlways: false, captchaAfterFailures: 3, captchaTtlSeconds: 120, demoCaptchaAnswer: undefined });
  });

  it('reads CAPTCHA on/off, CAPTCHA_AFTER_FAILURES, CAPTCHA_TTL_SECONDS and DEMO_CAPTCHA_ANSWER', () => {
    expect(readServerConfig({ CAPTCHA: 'on' }).captchaAlways).toBe(true);
    expect(readServerConfig({ CAPTCHA: 'ON' }).captchaAlways).toBe(true);
    expect(readServerConfig({ CAPTCHA: 'off' }).captchaAlways).toBe(false);
    expect(readServerConfig({ CAPTCHA: '' }).captchaAlways).toBe(false);
    expect(readServerConfig({ CAPTCHA_AFTER_FAILURES: '5', CAPTCHA_TTL_SECONDS: '30' })).toMatchObject({
      captchaAfterFailures: 5,
      captchaTtlSeconds: 30,
    });
    expect(readServerConfig({ DEMO_CAPTCHA_ANSWER: 'Abc12' }).demoCaptchaAnswer).toBe('Abc12');
  });

  it('refuses values it cannot read instead of quietly weakening the protection', () => {
    for (const env of [
      { CAPTCHA: 'yes' },
      { CAPTCHA: 'true' },
      { CAPTCHA_AFTER_FAILURES: '0' },
      { CAPTCHA_AFTER_FAILURES: 'three' },
      { CAPTCHA_AFTER_FAILURES: '2.5' },
      { CAPTCHA_TTL_SECONDS: '-1' },
      { DEMO_CAPTCHA_ANSWER: 'has space' },
      { DEMO_CAPTCHA_ANSWER: 'x'.repeat(33) },
    ]) {
      expect(() => readServerConfig(env), JSON.stringify(env)).toThrow();
    }
    // The error names the setting but never echoes a demo answer.
    expect(() => readServerConfig({ DEMO_CAPTCHA_ANSWER: 'secret answer' })).toThrow(/^DEMO_CAPTCHA_ANSWER must be/);
    expect(() => readServerConfig({ DEMO_CAPTCHA_ANSWER: 'secret answer' })).not.toThrow(/secret/);
  });
});

describe('secrets', () => {
  it('never logs or echoes a password or a captcha answer', async () => {
    const answers = (await server.db.query<{ answer: string }>('select answer from captchas')).rows.map((r) => r.answer);
    expect(answers.length).toBeGreaterThan(5);
    const logged = loggedLines();
    const bodies = server.exchanges.map((e) => e.body);
    for (const text of [...logged, ...bodies]) {
      for (const secret of [DEMO_PASSWORD, WRONG]) expect(text).not.toContain(secret);
    }
    for (const text of logged) for (const answer of answers) expect(text.toLowerCase()).not.toContain(answer);
    // The json answers never carry an answer either (images are drawn paths, checked in captcha.test.ts).
    for (const exchange of server.exchanges.filter((e) => e.body.startsWith('{'))) {
      for (const answer of answers) expect(exchange.body.toLowerCase()).not.toContain(`"${answer}"`);
    }
  });

  it('no request of the default server answered 5xx', () => {
    expect(server.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});
