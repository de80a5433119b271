import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, vi, type MockInstance } from 'vitest';
import * as v from 'valibot';
import { decode } from 'hono/jwt';
import { ErrorBodySchema } from '../../contract/envelope.ts';
import { readServerConfig, type ServerConfig } from '../../server/config.ts';
import { prepareServer } from '../../server/start.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import type { JobEngine } from '../../server/jobs/engine.ts';

/** One answer the test server gave, kept so a file can check its whole conversation afterwards. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: string;
}

/**
 * The in-process app: `request` is Hono's `app.request`, with a guard against any 5xx. `env` is what
 * @hono/node-server would give the app (e.g. `{ incoming: { socket: { remoteAddress } } }`).
 */
export interface TestApp {
  request(path: string, init?: RequestInit, env?: object): Promise<Response>;
}

export interface TestServer {
  app: TestApp;
  db: Database;
  /** The server's job engine (`jobs.drain()` waits for the background jobs). */
  jobs: JobEngine;
  /** Every request/answer this server saw, in order. */
  exchanges: Exchange[];
  /** What prepareServer reported on start: migration files applied, whether demo data was seeded. */
  migrations: string[];
  seeded: boolean;
  /** The JWT signing key the app uses (from the database: JWT_SECRET is not set here). */
  signingKey: string;
  /** PostgreSQL schema this server works in (undefined with PGlite). */
  schema: string | undefined;
  /** The configuration the app runs with (from the `env` given to startTestServer). */
  config: ServerConfig;
  /** The app's clock (AppDeps.now): real time plus whatever `advanceClock` added. */
  now(): number;
  /** Moves the app's clock forward (tokens, captchas and sessions all follow it). */
  advanceClock(ms: number): void;
  /**
   * Stops the app's clock where it is (only `advanceClock` moves it) until the returned function is
   * called: what a test counts per unit of time then does not depend on how fast the machine runs.
   */
  freezeClock(): () => void;
  close(): Promise<void>;
}

/** DATABASE_URL of the PostgreSQL server to test against; unset means embedded PGlite in memory. */
export const databaseUrl = process.env.DATABASE_URL || undefined;

/** The seeded PGlite the global setup dumped (tests/server/globalSetup.ts), read once per file. */
let template: Blob | undefined;
function seededTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * Builds the server without a socket. With DATABASE_URL each call works in a fresh schema
 * `t_<random>` (test files run in parallel against one database) that `close` drops again. On
 * PGlite it starts from the migrated and seeded template, unless `fresh` asks for an empty database
 * that the server migrates and seeds itself (what a first start does).
 */
export async function startTestServer(env: NodeJS.ProcessEnv = {}, { fresh = false } = {}): Promise<TestServer> {
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  // JWT_SECRET deliberately unset: the signing key comes from the database, as in production.
  // `env` adds settings such as CAPTCHA=on; the rest of process.env is not read.
  // No delivery worker unless a file asks (MESSAGES_POLL_SECONDS): the outbox rows stay as the action wrote them.
  // A file's in-process requests all come from one sender (no socket) and sign in hundreds of times:
  // the per-address sign-in bucket is set out of their way, and tested with its own setting
  // (signInAddressLimit.test.ts).
  const config = readServerConfig({ MESSAGES_POLL_SECONDS: '0', SIGN_IN_BURST: '1000000', ...env, DATABASE_URL: databaseUrl });
  // readServerConfig always resolves a data directory (./.data by default) and prepareServer hands it
  // to PGlite. An empty dataDir is how openPglite is told "in memory", so parallel files never share
  // (or leave behind) an on-disk database.
  config.dataDir = '';
  let clockOffset = 0;
  let frozenAt: number | null = null;
  const now = () => (frozenAt ?? Date.now()) + clockOffset;
  const jobsSchema = schema ? `${schema}_jobs` : undefined;
  const { app, db, jobs, messages, deps, migrations, seeded } = await prepareServer(config, {
    schema,
    jobsSchema,
    serveApp: false,
    now,
    restoreFrom: fresh ? undefined : seededTemplate(),
  });

  const exchanges: Exchange[] = [];
  const request = async (path: string, init?: RequestInit, env?: object): Promise<Response> => {
    const response = await app.request(path, init, env);
    const body = await response.clone().text();
    const method = init?.method ?? 'GET';
    exchanges.push({ method, path, status: response.status, body });
    if (response.status >= 500) {
      throw new Error(`Server answered ${response.status} to ${method} ${path}: ${body}`);
    }
    return response;
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await messages.stop();
    await jobs.stop(1_000);
    await db.close();
    await dropSchema(schema);
    await dropSchema(jobsSchema);
  };

  const advanceClock = (ms: number) => {
    clockOffset += ms;
  };
  const freezeClock = () => {
    frozenAt = Date.now();
    return () => {
      frozenAt = null;
    };
  };
  return { app: { request }, db, jobs, exchanges, migrations, seeded, signingKey: deps.signingKey, schema, config, now, advanceClock, freezeClock, close };
}

async function dropSchema(schema: string | undefined) {
  if (!schema || !databaseUrl) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await admin.end();
  }
}

/** An empty database on the engine under test (nothing migrated), for migration tests. */
export async function openScratchDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDatabase({ databaseUrl, schema });
  return {
    db,
    close: async () => {
      await db.close();
      await dropSchema(schema);
    },
  };
}

/**
 * Captures the console for the whole file: the server logs the failures such a file provokes on
 * purpose, and the file checks what was logged. Call it at the top level, before the file's own
 * hooks; it answers a function giving every line logged so far.
 */
export function captureConsoleForFile(): () => string[] {
  let spies: MockInstance[] = [];
  beforeAll(() => {
    spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method));
  });
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return () => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
}

// ---------------------------------------------------------------------------------------------
// Small request helpers shared by the test files.

export const DEMO_PASSWORD = 'Demo@1234';

/** A form-encoded POST, as the app's sign-in sends it. */
export function form(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

export const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

export async function json(response: Response): Promise<unknown> {
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  return response.json();
}

/**
 * Signs in with the password grant and answers the raw envelope's `data` (asserting a 200). Like the
 * app, it then agrees to the terms (the API refuses data calls until then), unless `acceptTerms` is
 * false: a test of the terms themselves, or of what a fresh session may do.
 */
export async function signIn(app: TestApp, username: string, password = DEMO_PASSWORD, { acceptTerms = true } = {}) {
  const response = await app.request('/api/v1/oauth/token', form({ username, password }));
  const body = (await json(response)) as { success: boolean; data: { access_token: string; refresh_token: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  if (acceptTerms) await agreeToTerms(app, body.data.access_token);
  return body.data;
}

/**
 * Signs in a user whose password change is demanded (newuser) through a session opened before the
 * demand: such a sign-in opens no session any more. For files that compare what every account sees.
 */
export async function signInBeforePasswordDemand(server: Pick<TestServer, 'app' | 'db'>, userId: string) {
  await server.db.query('update users set update_password = false where user_id = $1', [userId]);
  try {
    return await signIn(server.app, userId);
  } finally {
    await server.db.query('update users set update_password = true where user_id = $1', [userId]);
  }
}

/** POST terms/accept for the session of `accessToken`, as the terms page's Agree does (asserting a 200). */
export async function agreeToTerms(app: TestApp, accessToken: string): Promise<void> {
  const response = await app.request('/api/v1/terms/accept', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

export async function countRows(
  db: Database,
  table: 'refresh_tokens' | 'users' | 'announcements' | 'sessions' | 'captchas' | 'sign_in_failures',
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]!.count;
}

/** Asserts a 200 success envelope and parses its data with the shared schema (the contract). */
export async function successData<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  const body = (await json(response)) as { success: unknown; data: unknown };
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['data', 'success']);
  expect(body.success).toBe(true);
  return v.parse(schema, body.data);
}

/** Asserts the status and that the body is the error envelope. */
export async function errorEnvelope(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  const body = await json(response);
  v.parse(ErrorBodySchema, body);
  return body as Record<string, unknown>;
}

/** The session id (`sid` claim) an access token carries. */
export function sessionIdOf(accessToken: string): string {
  return String(decode(accessToken).payload.sid);
}

/** A PUT with a JSON body, signed in when `accessToken` is given. */
export function putJson(body: unknown, accessToken?: string): RequestInit {
  return {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  };
}

/** A captcha the server issued: the x-token header and the image. */
export interface IssuedCaptcha {
  token: string;
  svg: string;
}

/** Fetches a new captcha (GET /api/captcha, asserting the 200 and the headers of the contract). */
export async function fetchCaptcha(app: TestApp): Promise<IssuedCaptcha> {
  const response = await app.request(`/api/captcha?t=${Date.now()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  const token = response.headers.get('x-token');
  expect(token).toMatch(/^[\w-]{43}$/);
  return { token: token!, svg: await response.text() };
}

/**
 * The answer of a captcha, read where the server keeps it (lower-cased: answers are
 * case-insensitive). Tests stand in for the person who reads the image.
 */
export async function captchaAnswer(db: Database, token: string): Promise<string> {
  const { rows } = await db.query<{ answer: string }>('select answer from captchas where token_hash = $1', [hashToken(token)]);
  expect(rows).toHaveLength(1);
  return rows[0]!.answer;
}

/** A fresh captcha and its right answer. */
export async function solvedCaptcha(server: Pick<TestServer, 'app' | 'db'>): Promise<{ token: string; answer: string }> {
  const { token } = await fetchCaptcha(server.app);
  return { token, answer: await captchaAnswer(server.db, token) };
}
