import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { processFileJob } from '../../server/jobs/processFile.ts';
import { databaseUrl, DEMO_PASSWORD, form, openScratchDatabase, startTestServer, type TestServer } from './testServer.ts';

// The five accounts of the first seed, and the downline-test users of the signed-in area's seed.
const DEMO_USERS = ['admin', 'agent1', 'member1', 'ttagent', 'newuser', 'member2', 'agent2', 'member3', 'agent3', 'member4'];
// Every migration file, in the order they apply (file name order): a new one joins without editing this test.
const MIGRATIONS = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
  .filter((name) => name.endsWith('.sql'))
  .sort();
// Every table the migrations create (and none drops), by name: all of them, and only they, are in the schema.
const TABLES_CREATED = [
  'schema_migrations',
  ...MIGRATIONS.flatMap((name) =>
    [...readFileSync(new URL(`../../server/db/migrations/${name}`, import.meta.url), 'utf8').matchAll(/^create table (\w+)/gim)].map((m) => m[1]!),
  ),
].sort();

describe('storage: migrations and seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A first start: nothing migrated or seeded yet.
    server = await startTestServer({}, { fresh: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs on the engine the environment asks for', async () => {
    expect(server.db.engine).toBe(databaseUrl ? 'postgres' : 'pglite');
    if (databaseUrl) {
      // Isolation: every table of this file lives in its own schema.
      expect(server.schema).toMatch(/^t_[0-9a-f]{12}$/);
      const { rows } = await server.db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = $1 order by table_name`,
        [server.schema],
      );
      expect(rows.map((r) => r.table_name)).toEqual(TABLES_CREATED);
      const { rows: current } = await server.db.query<{ schema: string }>('select current_schema() as schema');
      expect(current[0]!.schema).toBe(server.schema);
    }
  });

  it('applied every migration once on start, and a second migrate applies none', async () => {
    expect(server.migrations).toEqual(MIGRATIONS);
    const { rows } = await server.db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((r) => r.id)).toEqual(MIGRATIONS);

    expect(await migrate(server.db)).toEqual([]);
    const { rows: after } = await server.db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(after.map((r) => r.id)).toEqual(MIGRATIONS);
  });

  it('releases the migration lock: migrate can run again right after', async () => {
    // A lock left held would make this (and every other instance's start) wait forever.
    expect(await migrate(server.db)).toEqual([]);
  });

  it('seeded demo data on start, and a second seed leaves the database alone', async () => {
    expect(server.seeded).toBe(true);
    const before = await server.db.query<{ count: number }>('select count(*)::int as count from users');
    expect(await seed(server.db)).toBe(false);
    const after = await server.db.query<{ count: number }>('select count(*)::int as count from users');
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
    const announcements = await server.db.query<{ count: number }>('select count(*)::int as count from announcements');
    expect(announcements.rows[0]!.count).toBe(8);
  });

  it('has exactly the ten demo accounts, each with the demo password (stored hashed)', async () => {
    const { rows } = await server.db.query<{ user_id: string; password_hash: string; role: string }>(
      'select user_id, password_hash, role from users order by user_id',
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([...DEMO_USERS].sort());
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.role]))).toEqual({
      admin: 'ADMIN', agent1: 'AG', member1: 'MEM', ttagent: 'AG', newuser: 'MEM',
      member2: 'MEM', agent2: 'AG', member3: 'MEM', agent3: 'AG', member4: 'MEM',
    });
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
      expect(await verifyPassword('Demo@12345', row.password_hash)).toBe(false);
    }
  });

  it('lets every demo account sign in with the demo password', async () => {
    for (const username of DEMO_USERS) {
      const response = await server.app.request('/api/v1/oauth/token', form({ username, password: DEMO_PASSWORD }));
      expect(response.status, username).toBe(200);
      const body = (await response.json()) as { success: boolean; data: { user: { UserId: string } } };
      expect(body.success).toBe(true);
      expect(body.data.user.UserId).toBe(username);
    }
  });

  it('keeps the signing key in the database, stable across loads', async () => {
    const { rows } = await server.db.query<{ value: string }>(`select value from secrets where name = 'jwt'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toBe(server.signingKey);
    expect(server.signingKey.length).toBeGreaterThanOrEqual(32);
  });
});

describe('storage: 0002 upgrades a database of 0001', () => {
  it('keeps the users, drops the refresh tokens that have no session, and adds the new tables', async () => {
    const scratch = await openScratchDatabase();
    const { db } = scratch;
    try {
      // A database as 0001 left it (migrate's own bookkeeping included), with a user and a refresh token.
      await db.exec(readFileSync(new URL('../../server/db/migrations/0001_init.sql', import.meta.url), 'utf8'));
      await db.exec(`create table schema_migrations (id text primary key, applied_at timestamptz not null default now());
        insert into schema_migrations (id) values ('0001_init.sql')`);
      await db.exec(`insert into locations (loc_id, name) values ('SG', 'Singapore');
        insert into users (user_id, password_hash, role, loc_id) values ('old', 'scrypt$x$y', 'MEM', 'SG');
        insert into refresh_tokens (token_hash, user_id, expires_at) values ('hash', 'old', now() + interval '1 day')`);

      expect(await migrate(db)).toEqual(MIGRATIONS.slice(1));

      const count = async (table: string) => (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows[0]!.count;
      expect(await count('users')).toBe(1);
      expect(await count('refresh_tokens')).toBe(0);
      for (const table of ['sessions', 'captchas', 'sign_in_failures']) expect(await count(table)).toBe(0);
      // A refresh token must now name its session.
      await expect(
        db.query(`insert into refresh_tokens (token_hash, user_id, expires_at) values ('h2', 'old', now())`),
      ).rejects.toThrow(/session_id/);
    } finally {
      await scratch.close();
    }
  }, 120_000);
});

describe('storage: 0007 moves the text of the files already uploaded into chunks', () => {
  it('keeps each file whole, listed and processable', async () => {
    const scratch = await openScratchDatabase();
    const { db } = scratch;
    try {
      // A database as 0005 left it, with a file uploaded then (its text in bet_files.content).
      await db.exec(`create table schema_migrations (id text primary key, applied_at timestamptz not null default now())`);
      for (const file of MIGRATIONS.slice(0, 5)) {
        await db.exec(readFileSync(new URL(`../../server/db/migrations/${file}`, import.meta.url), 'utf8'));
        await db.query('insert into schema_migrations (id) values ($1)', [file]);
      }
      await db.exec(`insert into locations (loc_id, name) values ('SG', 'Singapore');
        insert into users (user_id, password_hash, role, loc_id) values ('old', 'scrypt$x$y', 'AG', 'SG');
        insert into user_locations (user_id, loc_id) values ('old', 'SG');
        insert into draws (loc_id, draw_date) values ('SG', '2030-01-05'), ('SG', '2030-01-09');
        insert into bet_files (loc_id, user_id, uploaded_by, draw_id, file_name, ara_code, strict_number, accept_decimals, content, lines)
          select 'SG', 'old', 'old', draw_id, 'old.txt', 'A', true, false, E'3\\n1234 1-1\\n\\n5678 x', 2 from draws where draw_date = '2030-01-05';
        insert into bet_file_jobs (file_id, status, lines_total) select file_id, 'queued', 2 from bet_files`);

      // Every migration after 0005 runs, 0007 among them.
      expect(await migrate(db)).toEqual(MIGRATIONS.slice(5));
      const { rows } = await db.query<{ file_id: number; stored: boolean; chunk_no: number; first_line: number; content: string }>(
        'select f.file_id, f.stored, c.chunk_no, c.first_line, c.content from bet_files f join bet_file_chunks c using (file_id)',
      );
      expect(rows).toEqual([{ file_id: rows[0]!.file_id, stored: true, chunk_no: 0, first_line: 1, content: '3\n1234 1-1\n\n5678 x' }]);
      // Bets reserve credit since 0014 (the old user had none): enough for its line.
      await db.query(`update users set credit_cents = 10000 where user_id = 'old'`);
      await processFileJob({ db, now: Date.now }, rows[0]!.file_id, true);
      const job = await db.query('select status, lines_accepted, lines_rejected from bet_file_jobs');
      expect(job.rows).toEqual([{ status: 'succeeded', lines_accepted: 1, lines_rejected: 1 }]);
      const tickets = await db.query(`select number, draws, line_number from tickets`);
      // The header day 3 (Wed) of line 1 governs line 2, not the file's draw (a Saturday).
      expect(tickets.rows).toEqual([{ number: '1234', draws: ['Wed'], line_number: 2 }]);
    } finally {
      await scratch.close();
    }
  }, 120_000);
});
