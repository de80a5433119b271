import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TokenResponseSchema } from '../../contract/auth.ts';
import { ProfileSchema } from '../../contract/profile.ts';
import { AnnouncementsSchema, SettingsSchema } from '../../contract/common.ts';
import { ErrorBodySchema } from '../../contract/envelope.ts';
import { MaintenanceSchema, MessageFeedSchema } from '../../contract/feed.ts';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigSchema } from '../../src/api/runtimeConfig.ts';
import { errorFromResponse } from '../../src/api/errors.ts';
import { createApp, type AppDeps } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { MAINTENANCE_CACHE_MS } from '../../server/maintenance.ts';
import { MaintenanceScriptError, runMaintenance, USAGE } from '../../scripts/maintenance.ts';
import appConfig from '../../public/app-config.json';
import {
  bearer,
  errorEnvelope,
  fetchCaptcha,
  form,
  json,
  putJson,
  signIn,
  startTestServer,
  successData,
  type TestServer,
} from './testServer.ts';

/**
 * Issue 5, server side: the message feed (GET /api/feed), the admin switch (PUT /api/v1/maintenance),
 * the maintenance gate (503, subCode 8000) and `npm run maintenance` (scripts/maintenance.ts).
 *
 * The test server's request guard throws on any 5xx, after recording the exchange: gated answers
 * of the test server are read from that record (`expectGated`). A second app instance on the same
 * database (`other`, no guard) shows the full 503 answers and how instances converge.
 */

const SWITCH = '/api/v1/maintenance';
const TIME = '2030-01-31T18:00:00+08:00';
const LATER = '2030-02-01T09:30:00+08:00';
const ADMIN_ONLY = { success: false, message: 'Only an administrator can do this.' };
const SESSION_ERROR = { success: false, message: 'Session Error.' };
const T_REQUIRED = 't: t is required: send {"t": "<time or text>"} ("" ends maintenance).';
const underMaintenance = (time: string) => ({ success: false, message: 'Web is under maintenance.', subCode: 8000, time });
/** What the app sends as `t`: its encoded API host. */
const HOST = encodeURIComponent('localhost:4173');

let server: TestServer;
let deps: AppDeps;
/** A second instance of the app on the same database, with its own maintenance cache. */
let other: ReturnType<typeof createApp>;
const tokens: Record<string, { access_token: string; refresh_token: string }> = {};
/** The test server's app or a bare app instance (Hono's `app.request`). */
type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

beforeAll(async () => {
  server = await startTestServer();
  deps = { db: server.db, jobs: server.jobs, config: server.config, signingKey: server.signingKey, now: server.now };
  other = createApp(deps, { serveApp: false });
  for (const user of ['admin', 'agent1', 'member1']) tokens[user] = await signIn(server.app, user);
});
afterAll(async () => {
  await server?.close();
});

const access = (user: string) => tokens[user]!.access_token;
const feed = async (query = `?t=${HOST}`, target: Requester = server.app) => target.request(`/api/feed${query}`);
const feedValue = async (target?: Requester) =>
  (await successData(await feed(undefined, target), MessageFeedSchema)).t;
const switchTo = (t: unknown, user = 'admin') => server.app.request(SWITCH, putJson({ t }, access(user)));

async function setMaintenance(t: string) {
  expect(await successData(await switchTo(t), MaintenanceSchema)).toEqual({ t });
}

async function storedValue(db: Database = server.db) {
  const { rows } = await db.query<{ value: { t: string; since: string } }>(`select value from settings where key = 'maintenance'`);
  return rows[0]?.value;
}

/** A call the gate must refuse on the test server: the guard throws, the exchange shows the answer. */
async function expectGated(path: string, init: RequestInit | undefined, time: string) {
  const method = init?.method ?? 'GET';
  await expect(server.app.request(path, init), `${method} ${path}`).rejects.toThrow(`Server answered 503 to ${method} ${path}:`);
  const exchange = server.exchanges.at(-1)!;
  expect(exchange).toMatchObject({ method, path, status: 503 });
  const body: unknown = JSON.parse(exchange.body);
  expect(body, `${method} ${path}`).toEqual(underMaintenance(time));
  // The client reads this answer as its maintenance signal, with the time.
  const error = errorFromResponse(503, 'Service Unavailable', body);
  expect(error.kind).toBe('maintenance');
  expect(error.maintenanceTime).toBe(time);
}

/** The calls the gate must stop, signed in as admin (or deliberately without a token). */
const GATED: [string, RequestInit | undefined][] = [
  ['/api/v1/profile', undefined],
  ['/api/v1/settings', undefined],
  ['/api/v1/4d/announcements?LocId=SG', undefined],
  ['/api/v1/tt/announcements?LocId=TT', undefined],
  ['/api/v1/profile/refresh', undefined],
  ['/api/v1/locIdAvailable', undefined],
  ['/api/v1/terms/accept', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
  ['/api/v1/password', putJson({ OldPassword: 'x', Password1: 'y', Password2: 'y' })],
  ['/api/v1/update-password', { ...form({ UserId: 'admin' }), method: 'PUT' }],
  ['/api/v1/logout', { method: 'POST' }],
  ['/api/v1/nope', undefined],
  ['/api/anything', undefined],
  ['/api/feed?t=x', { method: 'POST' }],
];
const withAdminToken = (init: RequestInit | undefined): RequestInit => ({
  ...init,
  headers: { ...(init?.headers as Record<string, string> | undefined), authorization: `Bearer ${access('admin')}` },
});

describe('runtime configuration', () => {
  it('names the message feed, /api/feed by default and in public/app-config.json', () => {
    expect(DEFAULT_RUNTIME_CONFIG.messageFeedUrl).toBe('/api/feed');
    expect(v.parse(RuntimeConfigSchema, appConfig).messageFeedUrl).toBe('/api/feed');
    expect(v.parse(RuntimeConfigSchema, { messageFeedUrl: 'https://feed.example/msg' }).messageFeedUrl).toBe('https://feed.example/msg');
  });
});

describe('GET /api/feed', () => {
  it('answers no maintenance and no captcha demand, without a token, never cached', async () => {
    const response = await feed();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json(response.clone())).toEqual({ success: true, data: { t: '', s: { cr: false, ec: false } } });
    expect(await successData(response, MessageFeedSchema)).toEqual({ t: '', s: { cr: false, ec: false } });
  });

  it('ignores a bearer token and any other query parameter (the client adds LocId)', async () => {
    const response = await server.app.request(`/api/feed?t=${HOST}&LocId=SG&_=${Date.now()}`, bearer('not a token'));
    expect(await successData(response, MessageFeedSchema)).toEqual({ t: '', s: { cr: false, ec: false } });
  });

  it('accepts any t of 1 to 200 characters', async () => {
    for (const t of ['x', encodeURIComponent('https://api.example.com:8443/api/v1/'), 'h'.repeat(200), encodeURIComponent('主机 ?&=')]) {
      expect((await successData(await feed(`?t=${t}`), MessageFeedSchema)).t, t).toBe('');
    }
  });

  it('answers 400 in the envelope without t, with an empty, repeated or too long t (still not cached)', async () => {
    const cases: [string, string][] = [
      ['', 't: t is required.'],
      ['?LocId=SG', 't: t is required.'],
      ['?t=', 't: t is required.'],
      [`?t=${'h'.repeat(201)}`, 't: t must be at most 200 characters.'],
      ['?t=a&t=b', 't: t must be one text value.'],
    ];
    for (const [query, message] of cases) {
      const response = await feed(query);
      expect(response.headers.get('cache-control'), query).toBe('no-store');
      expect(await errorEnvelope(response, 400), query).toEqual({ success: false, message, data: [message] });
    }
  });

  it('lives only at /api/feed, for GET', async () => {
    expect(await errorEnvelope(await server.app.request(`/api/v1/feed?t=${HOST}`), 404)).toEqual({
      success: false,
      message: 'No such API: GET /api/v1/feed',
    });
    expect(await errorEnvelope(await server.app.request(`/api/feed?t=${HOST}`, { method: 'POST' }), 404)).toEqual({
      success: false,
      message: 'No such API: POST /api/feed',
    });
  });

  it('sets s.cr when the server demands a captcha for every sign-in (CAPTCHA=on); s.ec stays false', async () => {
    const captchaOn = await startTestServer({ CAPTCHA: 'on' });
    try {
      expect(await successData(await feed(undefined, captchaOn.app), MessageFeedSchema)).toEqual({ t: '', s: { cr: true, ec: false } });
    } finally {
      await captchaOn.close();
    }
  });
});

describe('PUT /api/v1/maintenance', () => {
  it('needs a signed-in user: 401 without a token or with a bad one, nothing written', async () => {
    expect(await errorEnvelope(await server.app.request(SWITCH, putJson({ t: TIME })), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await server.app.request(SWITCH, putJson({ t: TIME }, 'garbage')), 401)).toEqual(SESSION_ERROR);
    expect(await storedValue()).toBeUndefined();
  });

  it('answers 403 to an agent or a member, whatever the body, and writes nothing', async () => {
    for (const user of ['agent1', 'member1']) {
      for (const t of [TIME, '', 42]) {
        expect(await errorEnvelope(await switchTo(t, user), 403), `${user} ${t}`).toEqual(ADMIN_ONLY);
      }
    }
    expect(await storedValue()).toBeUndefined();
    expect(await feedValue()).toBe('');
  });

  it('answers 400 in the envelope to a bad body and writes nothing', async () => {
    const put = (body: string | undefined, contentType: string | null = 'application/json') =>
      server.app.request(SWITCH, {
        method: 'PUT',
        headers: { authorization: `Bearer ${access('admin')}`, ...(contentType ? { 'content-type': contentType } : {}) },
        body,
      });
    const cases: [string, Response, string][] = [
      ['no body', await put(undefined, null), T_REQUIRED],
      ['{}', await put('{}'), T_REQUIRED],
      ['only LocId', await put(JSON.stringify({ LocId: 'SG' })), T_REQUIRED],
      ['null', await put('null'), 'The body must be a JSON object.'],
      ['t null', await put(JSON.stringify({ t: null })), 't: t must be text.'],
      ['t number', await put(JSON.stringify({ t: 42 })), 't: t must be text.'],
      ['t list', await put(JSON.stringify({ t: [TIME] })), 't: t must be text.'],
      ['t of 101 characters', await put(JSON.stringify({ t: 'x'.repeat(101) })), 't: t must be at most 100 characters.'],
      ['form body', await put(`t=${encodeURIComponent(TIME)}`, 'application/x-www-form-urlencoded'), 'Send the body as application/json.'],
    ];
    for (const [label, response, message] of cases) {
      expect(await errorEnvelope(response, 400), label).toEqual({ success: false, message, data: [message] });
    }
    for (const malformed of ['{"t": ', '', undefined]) {
      expect(await errorEnvelope(await put(malformed), 400), String(malformed)).toEqual({ success: false, message: 'Malformed JSON in request body' });
    }
    expect(await storedValue()).toBeUndefined();
    expect(await feedValue()).toBe('');
  });

  it('starts maintenance for an admin: answers and stores the value with the time of the switch', async () => {
    const before = server.now();
    const response = await server.app.request(SWITCH, putJson({ t: TIME, LocId: 'SG' }, access('admin')));
    expect(await json(response.clone())).toEqual({ success: true, data: { t: TIME } });
    expect(await successData(response, MaintenanceSchema)).toEqual({ t: TIME });
    const stored = (await storedValue())!;
    expect(Object.keys(stored).sort()).toEqual(['since', 't']);
    expect(stored.t).toBe(TIME);
    expect(new Date(stored.since).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(stored.since).getTime()).toBeLessThanOrEqual(server.now());
    expect(await feedValue()).toBe(TIME);
  });

  it('takes a new value while on, a text as well as a time, trimmed, up to 100 characters', async () => {
    await setMaintenance(LATER);
    expect(await feedValue()).toBe(LATER);
    expect(await successData(await switchTo('  back by 6 pm  '), MaintenanceSchema)).toEqual({ t: 'back by 6 pm' });
    expect(await feedValue()).toBe('back by 6 pm');
    await setMaintenance('m'.repeat(100));
    expect(await feedValue()).toBe('m'.repeat(100));
  });

  it('keeps the value on a refused switch: 403 and 400 change nothing while on', async () => {
    expect(await errorEnvelope(await switchTo('', 'member1'), 403)).toEqual(ADMIN_ONLY);
    expect(await errorEnvelope(await switchTo('x'.repeat(101)), 400)).toMatchObject({ success: false });
    expect((await storedValue())!.t).toBe('m'.repeat(100));
  });

  it('ends maintenance with an empty t (spaces only count as empty)', async () => {
    await setMaintenance('');
    expect((await storedValue())!.t).toBe('');
    expect(await feedValue()).toBe('');
    await setMaintenance(TIME);
    expect(await successData(await switchTo('   '), MaintenanceSchema)).toEqual({ t: '' });
    expect(await feedValue()).toBe('');
  });
});

describe('the maintenance gate', () => {
  beforeAll(async () => {
    await setMaintenance(TIME);
  });
  afterAll(async () => {
    await setMaintenance('');
  });

  it('answers 503, subCode 8000 and the time to profile, settings, announcements and every other API call', async () => {
    for (const [path, init] of GATED) await expectGated(path, withAdminToken(init), TIME);
  });

  it('answers 503 before any token check: without a token too', async () => {
    for (const [path, init] of GATED) await expectGated(path, init, TIME);
    await expectGated('/api/v1/profile', bearer('garbage'), TIME);
  });

  it('answers the 503 as JSON in the error envelope', async () => {
    // `other` is a second instance without the test guard (its cache may be up to MAINTENANCE_CACHE_MS old).
    server.advanceClock(MAINTENANCE_CACHE_MS);
    const response = await other.request('/api/v1/profile', bearer(access('admin')));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(v.parse(ErrorBodySchema, await response.json())).toEqual(underMaintenance(TIME));
  });

  it('follows a new value at once', async () => {
    await setMaintenance(LATER);
    await expectGated('/api/v1/profile', withAdminToken(undefined), LATER);
    await setMaintenance(TIME);
    await expectGated('/api/v1/settings', withAdminToken(undefined), TIME);
  });

  it('lets the message feed through, with the time', async () => {
    const response = await feed();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await successData(response, MessageFeedSchema)).toEqual({ t: TIME, s: { cr: false, ec: false } });
    // (and its own 400, not a 503)
    expect((await errorEnvelope(await feed(''), 400)).message).toBe('t: t is required.');
  });

  it('lets the captcha through', async () => {
    const { svg } = await fetchCaptcha(server.app);
    expect(svg).toMatch(/^<svg /);
  });

  it('lets sign-in through: the password grant and the refresh grant', async () => {
    const signedIn = await successData(
      await server.app.request('/api/v1/oauth/token', form({ username: 'member1', password: 'Demo@1234' })),
      TokenResponseSchema,
    );
    expect(signedIn.user.UserId).toBe('member1');
    // ...but what the new token is for stays closed.
    await expectGated('/api/v1/profile', bearer(signedIn.access_token), TIME);
    const refreshed = await successData(
      await server.app.request('/api/v1/oauth/token', form({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token! })),
      TokenResponseSchema,
    );
    expect(refreshed.user.UserId).toBe('member1');
    // A failed sign-in answers as usual.
    expect((await errorEnvelope(await server.app.request('/api/v1/oauth/token', form({ username: 'member1', password: 'Wrong#1' })), 400)).message).toBe(
      'Login Failed',
    );
  });

  it('lets the admin switch through, and its 401 / 403 / 400 answers', async () => {
    await setMaintenance(TIME);
    expect(await errorEnvelope(await server.app.request(SWITCH, putJson({ t: '' })), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await switchTo('', 'agent1'), 403)).toEqual(ADMIN_ONLY);
    expect(await errorEnvelope(await switchTo(7), 400)).toMatchObject({ success: false, message: 't: t must be text.' });
    expect(await feedValue()).toBe(TIME);
  });

  it('never gates the translations (not under /api/)', async () => {
    const response = await server.app.request('/assets/i18n/en.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ Agree: 'Agree' });
  });

  it('never gates the built app: index.html, client routes and static files', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'maintenance-static-'));
    try {
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
      writeFileSync(join(staticDir, 'app-config.json'), JSON.stringify(appConfig));
      mkdirSync(join(staticDir, 'assets'));
      writeFileSync(join(staticDir, 'assets', 'index-abcdef12.js'), 'console.log(1);');
      const built = createApp({ ...deps, config: { ...deps.config, staticDir } });
      server.advanceClock(MAINTENANCE_CACHE_MS);
      // The API of this instance is closed...
      expect((await built.request('/api/v1/profile', bearer(access('admin')))).status).toBe(503);
      // ...its files are not.
      for (const path of ['/', '/login', `/maintenance?t=${encodeURIComponent(TIME)}`, '/admin/home?LocId=SG']) {
        const response = await built.request(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toContain('<title>app</title>');
      }
      expect(await (await built.request('/app-config.json')).json()).toEqual(appConfig);
      expect(await (await built.request('/assets/index-abcdef12.js')).text()).toBe('console.log(1);');
      expect((await built.request('/assets/i18n/zh.json')).status).toBe(200);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});

describe('ending maintenance', () => {
  it('restores the normal answers', async () => {
    await setMaintenance(TIME);
    await expectGated('/api/v1/profile', withAdminToken(undefined), TIME);
    await setMaintenance('');
    expect((await successData(await server.app.request('/api/v1/profile', bearer(access('admin'))), ProfileSchema)).UserId).toBe('admin');
    expect((await successData(await server.app.request('/api/v1/settings', bearer(access('admin'))), SettingsSchema)).mobileAppData).toBeDefined();
    const announcements = await successData(await server.app.request('/api/v1/4d/announcements?LocId=SG', bearer(access('admin'))), AnnouncementsSchema);
    expect(announcements.length).toBeGreaterThan(0);
    expect(await errorEnvelope(await server.app.request('/api/v1/profile'), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await server.app.request('/api/v1/nope'), 404)).toEqual({ success: false, message: 'No such API: GET /api/v1/nope' });
    expect(await feedValue()).toBe('');
  });
});

describe('several instances on one database', () => {
  it('all follow a switch made on one of them within MAINTENANCE_CACHE_MS (at most 2 s)', async () => {
    expect(MAINTENANCE_CACHE_MS).toBeGreaterThan(0);
    expect(MAINTENANCE_CACHE_MS).toBeLessThanOrEqual(2000);
    const profileOnOther = () => other.request('/api/v1/profile', bearer(access('admin')));
    server.advanceClock(MAINTENANCE_CACHE_MS);
    expect((await profileOnOther()).status).toBe(200);
    await setMaintenance(TIME);
    server.advanceClock(MAINTENANCE_CACHE_MS);
    const gated = await profileOnOther();
    expect(gated.status).toBe(503);
    expect(await gated.json()).toEqual(underMaintenance(TIME));
    expect(await feedValue(other)).toBe(TIME);
    // Switched off on the other instance: this one follows too.
    const off = await other.request(SWITCH, putJson({ t: '' }, access('admin')));
    expect(await successData(off, MaintenanceSchema)).toEqual({ t: '' });
    expect((await profileOnOther()).status).toBe(200);
    server.advanceClock(MAINTENANCE_CACHE_MS);
    expect((await server.app.request('/api/v1/profile', bearer(access('admin')))).status).toBe(200);
  });

  it('reads the value with one query for a burst of concurrent calls', async () => {
    const queries: string[] = [];
    const counting: Database = {
      ...server.db,
      engine: server.db.engine,
      query: (sql, params) => {
        queries.push(sql);
        return server.db.query(sql, params);
      },
    };
    const instance = createApp({ ...deps, db: counting }, { serveApp: false });
    const answers = await Promise.all(Array.from({ length: 10 }, () => instance.request('/api/v1/settings', bearer(access('admin')))));
    expect(answers.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(queries.filter((sql) => sql.includes(`key = 'maintenance'`))).toHaveLength(1);
  });
});

describe('npm run maintenance (scripts/maintenance.ts)', () => {
  /** The script's fetch, answered by the in-process app; records the URLs it called. */
  function appFetch(target: Requester = server.app) {
    const calls: string[] = [];
    const fetchFn = async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return target.request(url, init);
    };
    return { calls, fetchFn };
  }

  it('"on <time>" signs in as admin with the demo password and switches maintenance on', async () => {
    const { calls, fetchFn } = appFetch();
    const done = await runMaintenance(['on', TIME], {}, fetchFn);
    expect(done).toBe(`Maintenance is on at http://localhost:4173 until ${TIME} (switched by "admin"); the app now shows the maintenance page.`);
    expect(calls).toEqual(['POST http://localhost:4173/api/v1/oauth/token', 'PUT http://localhost:4173/api/v1/maintenance']);
    expect(await feedValue()).toBe(TIME);
    expect((await storedValue())!.t).toBe(TIME);
  });

  it('"on" without a time sets now + 1 hour (ISO)', async () => {
    const { fetchFn } = appFetch();
    const before = Date.now();
    await runMaintenance(['on'], {}, fetchFn);
    const after = Date.now();
    const t = await feedValue();
    expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(t).getTime()).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(new Date(t).getTime()).toBeLessThanOrEqual(after + 3_600_000);
    // With an injected clock, exactly an hour later.
    await runMaintenance(['on'], {}, fetchFn, () => Date.parse('2030-01-31T10:00:00.000Z'));
    expect(await feedValue()).toBe('2030-01-31T11:00:00.000Z');
  });

  it('"on" joins a time given in several words', async () => {
    const { fetchFn } = appFetch();
    await runMaintenance(['on', '2030-01-31', '18:00'], {}, fetchFn);
    expect(await feedValue()).toBe('2030-01-31 18:00');
  });

  it('"off" ends maintenance and signs its session out again', async () => {
    const { calls, fetchFn } = appFetch();
    expect(await runMaintenance(['off'], {}, fetchFn)).toBe('Maintenance is off at http://localhost:4173 (switched by "admin").');
    expect(calls).toEqual([
      'POST http://localhost:4173/api/v1/oauth/token',
      'PUT http://localhost:4173/api/v1/maintenance',
      'POST http://localhost:4173/api/v1/logout',
    ]);
    expect(await feedValue()).toBe('');
    expect((await server.app.request('/api/v1/profile', bearer(access('admin')))).status).toBe(200);
  });

  it('reads API_URL, PORT, MAINTENANCE_USER and MAINTENANCE_PASSWORD', async () => {
    const { calls, fetchFn } = appFetch();
    await runMaintenance(['off'], { PORT: '4999' }, fetchFn);
    expect(calls[0]).toBe('POST http://localhost:4999/api/v1/oauth/token');
    calls.length = 0;
    const env = { API_URL: 'https://backoffice.example.com:8443/', PORT: '4999', MAINTENANCE_USER: 'ADMIN', MAINTENANCE_PASSWORD: 'Demo@1234' };
    expect(await runMaintenance(['off'], env, fetchFn)).toBe('Maintenance is off at https://backoffice.example.com:8443 (switched by "ADMIN").');
    expect(calls[0]).toBe('POST https://backoffice.example.com:8443/api/v1/oauth/token');
  });

  it('fails with a clear message on a wrong password, and changes nothing', async () => {
    const { calls, fetchFn } = appFetch();
    await expect(runMaintenance(['on', TIME], { MAINTENANCE_PASSWORD: 'Wrong#Pass1' }, fetchFn)).rejects.toThrow(
      new MaintenanceScriptError(
        'Sign-in as "admin" failed (HTTP 400): Invalid User Id or Password. Check MAINTENANCE_USER and MAINTENANCE_PASSWORD.',
      ),
    );
    expect(calls).toHaveLength(1);
    expect(await feedValue()).toBe('');
  });

  it('fails with a clear message for a user who is not an admin, and changes nothing', async () => {
    const { fetchFn } = appFetch();
    await expect(runMaintenance(['on', TIME], { MAINTENANCE_USER: 'agent1' }, fetchFn)).rejects.toThrow(
      new MaintenanceScriptError(
        'Switching maintenance on failed (HTTP 403): Only an administrator can do this. "agent1" is not an administrator: set MAINTENANCE_USER to one.',
      ),
    );
    expect(await feedValue()).toBe('');
  });

  it('fails with a clear message when the server wants a captcha (CAPTCHA=on)', async () => {
    const captchaOn = await startTestServer({ CAPTCHA: 'on' });
    try {
      await expect(runMaintenance(['on', TIME], {}, appFetch(captchaOn.app).fetchFn)).rejects.toThrow(
        /^Sign-in as "admin" failed \(HTTP 400\): Captcha incorrect\. The server wants a captcha for this sign-in/,
      );
    } finally {
      await captchaOn.close();
    }
  });

  it('fails with a clear message when the server cannot be reached', async () => {
    const refused = () => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4173') }));
    await expect(runMaintenance(['off'], {}, refused)).rejects.toThrow(
      new MaintenanceScriptError(
        'Cannot reach the server at http://localhost:4173 to sign in as "admin" (connect ECONNREFUSED 127.0.0.1:4173). Is it running? Set API_URL or PORT.',
      ),
    );
    // The real fetch, against a port nothing listens on.
    await expect(runMaintenance(['off'], { API_URL: 'http://127.0.0.1:1' }, fetch)).rejects.toThrow(
      /^Cannot reach the server at http:\/\/127\.0\.0\.1:1 to sign in as "admin" \(.+\)\. Is it running\?/,
    );
  });

  it('fails with a clear message when the answer is not the API', async () => {
    const html = () => Promise.resolve(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(runMaintenance(['off'], {}, html)).rejects.toThrow(
      new MaintenanceScriptError('http://localhost:4173 did not answer JSON to sign in as "admin" (HTTP 200). Is API_URL the back-office server?'),
    );
  });

  it('refuses bad arguments and a bad API_URL before calling anything', async () => {
    const { calls, fetchFn } = appFetch();
    const cases: [string[], NodeJS.ProcessEnv, string][] = [
      [[], {}, USAGE],
      [['maybe'], {}, `Cannot read "maybe". ${USAGE}`],
      [['off', 'now'], {}, `Cannot read "off now". ${USAGE}`],
      [['ON'], {}, `Cannot read "ON". ${USAGE}`],
      [['on', ''], {}, `"on" needs a time, or none for now + 1 hour ("off" ends maintenance). ${USAGE}`],
      [['on', 'x'.repeat(101)], {}, `t must be at most 100 characters. ${USAGE}`],
      [['off'], { API_URL: 'not a url' }, 'API_URL is not a URL: "not a url".'],
      [['off'], { API_URL: 'ftp://example.com' }, 'API_URL must be http or https, not "ftp://example.com".'],
    ];
    for (const [args, env, message] of cases) {
      await expect(runMaintenance(args, env, fetchFn), args.join(' ')).rejects.toThrow(new MaintenanceScriptError(message));
    }
    expect(await runMaintenance(['--help'], {}, fetchFn)).toBe(USAGE);
    expect(calls).toEqual([]);
    expect(await feedValue()).toBe('');
  });

  it('as a command: prints what it did, or the failure with exit code 1', () => {
    const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/maintenance.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, API_URL: 'http://127.0.0.1:1', ...env },
      });
    const help = run(['--help']);
    expect([help.status, help.stdout.trim(), help.stderr]).toEqual([0, USAGE, '']);
    const bad = run(['maybe']);
    expect([bad.status, bad.stdout, bad.stderr.trim()]).toEqual([1, '', `Cannot read "maybe". ${USAGE}`]);
    const down = run(['off']);
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/^Cannot reach the server at http:\/\/127\.0\.0\.1:1 to sign in as "admin"/);
  });
});

describe('the whole conversation', () => {
  it('had no 5xx answer in this file but the maintenance ones', () => {
    const unexpected = server.exchanges.filter((e) => e.status >= 500 && !(e.status === 503 && JSON.parse(e.body).subCode === 8000));
    expect(unexpected).toEqual([]);
    expect(server.exchanges.filter((e) => e.status === 503).length).toBeGreaterThan(2 * GATED.length);
  });
});
