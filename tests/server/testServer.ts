import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import * as v from 'valibot';
import { ErrorBodySchema } from '../../src/api/schemas/envelope.ts';
import { readServerConfig } from '../../server/config.ts';
import { prepareServer } from '../../server/start.ts';
import type { Database } from '../../server/db/database.ts';

/** One answer the test server gave, kept so a file can check its whole conversation afterwards. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: string;
}

/** The in-process app: `request` is Hono's `app.request`, with a guard against any 5xx. */
export interface TestApp {
  request(path: string, init?: RequestInit): Promise<Response>;
}

export interface TestServer {
  app: TestApp;
  db: Database;
  /** Every request/answer this server saw, in order. */
  exchanges: Exchange[];
  /** What prepareServer reported on start: migration files applied, whether demo data was seeded. */
  migrations: string[];
  seeded: boolean;
  /** The JWT signing key the app uses (from the database: JWT_SECRET is not set here). */
  signingKey: string;
  /** PostgreSQL schema this server works in (undefined with PGlite). */
  schema: string | undefined;
  close(): Promise<void>;
}

/** DATABASE_URL of the PostgreSQL server to test against; unset means embedded PGlite in memory. */
export const databaseUrl = process.env.DATABASE_URL || undefined;

/**
 * Builds the server without a socket. With DATABASE_URL each call works in a fresh schema
 * `t_<random>` (test files run in parallel against one database) that `close` drops again.
 */
export async function startTestServer(): Promise<TestServer> {
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  // JWT_SECRET deliberately unset: the signing key comes from the database, as in production.
  const config = readServerConfig({ DATABASE_URL: databaseUrl });
  // readServerConfig always resolves a data directory (./.data by default) and prepareServer hands it
  // to PGlite. An empty dataDir is how openPglite is told "in memory", so parallel files never share
  // (or leave behind) an on-disk database.
  config.dataDir = '';
  const { app, db, deps, migrations, seeded } = await prepareServer(config, { schema, serveApp: false });

  const exchanges: Exchange[] = [];
  const request = async (path: string, init?: RequestInit): Promise<Response> => {
    const response = await app.request(path, init);
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
    await db.close();
    if (schema && databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.end();
      }
    }
  };

  return { app: { request }, db, exchanges, migrations, seeded, signingKey: deps.signingKey, schema, close };
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

/** Signs in with the password grant and answers the raw envelope's `data` (asserting a 200). */
export async function signIn(app: TestApp, username: string, password = DEMO_PASSWORD) {
  const response = await app.request('/api/v1/oauth/token', form({ username, password }));
  const body = (await json(response)) as { success: boolean; data: { access_token: string; refresh_token: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
  return body.data;
}

export async function countRows(db: Database, table: 'refresh_tokens' | 'users' | 'announcements'): Promise<number> {
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
