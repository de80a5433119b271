/**
 * Issue 19, contradiction 5: the TT commission follows spec 02 §5, 0 to 0.3 in steps of 0.01
 * (0-3000 bp in steps of 100), in the database (migration 0013). A rate 0010 allowed between those
 * steps is rounded down to its step on migration, with an audit row.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openScratchDatabase } from './testServer.ts';

const migrationsDir = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));
const BEFORE_0013 = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql') && name < '0013').sort();

let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;

/** A user with that TT commission, as the migrations before 0013 allow it. */
const addUser = (userId: string, ttCommissionBp: number) =>
  scratch.db.query(`insert into users (user_id, password_hash, role, loc_id, tt_commission_bp) values ($1, 'x', 'MEM', 'TT', $2)`, [userId, ttCommissionBp]);

const setRate = (ttCommissionBp: number) => scratch.db.query(`update users set tt_commission_bp = $1 where user_id = 'u0'`, [ttCommissionBp]);

beforeAll(async () => {
  // A database of the version before: migrations up to 0012, with rates on 0010's 0.005 steps.
  scratch = await openScratchDatabase();
  for (const file of BEFORE_0013) await scratch.db.exec(readFileSync(migrationsDir + file, 'utf8'));
  await scratch.db.exec(`create table schema_migrations (id text primary key, applied_at timestamptz not null default now())`);
  for (const file of BEFORE_0013) await scratch.db.query('insert into schema_migrations (id) values ($1)', [file]);
  await scratch.db.query(`insert into locations (loc_id, name) values ('TT', 'TOTO') on conflict do nothing`);
  await addUser('u0', 0);
  await addUser('u1250', 1250);
  await addUser('u2000', 2000);
  await addUser('u50', 50);
  // 0013 first; the later migrations apply after it.
  expect((await migrate(scratch.db))[0]).toBe('0013_tt_commission_range.sql');
}, 120_000);
afterAll(async () => {
  await scratch?.close();
});

describe('TT commission range (migration 0013)', () => {
  it('rounds a rate between the new steps down to its step, with an audit row, and keeps the others', async () => {
    const { rows } = await scratch.db.query<{ user_id: string; tt_commission_bp: number }>('select user_id, tt_commission_bp from users order by user_id');
    expect(rows.map((row) => [row.user_id, row.tt_commission_bp])).toEqual([['u0', 0], ['u1250', 1200], ['u2000', 2000], ['u50', 0]]);
    const { rows: audit } = await scratch.db.query<{ entity_id: string; before: unknown; after: unknown }>(
      `select entity_id, before, after from audit_log where action = 'user.ttCommission.round' order by entity_id`,
    );
    expect(audit).toEqual([
      { entity_id: 'u1250', before: { TtCommissionBp: 1250 }, after: { TtCommissionBp: 1200 } },
      { entity_id: 'u50', before: { TtCommissionBp: 50 }, after: { TtCommissionBp: 0 } },
    ]);
  });

  it('takes 0 to 0.3 in steps of 0.01 and refuses anything else', async () => {
    for (const accepted of [0, 100, 2100, 2900, 3000]) {
      await setRate(accepted);
      const { rows } = await scratch.db.query<{ tt_commission_bp: number }>(`select tt_commission_bp from users where user_id = 'u0'`);
      expect(rows[0]!.tt_commission_bp).toBe(accepted);
    }
    for (const refused of [-100, 3100, 50, 2950, 3050, 1]) {
      await expect(setRate(refused), `${refused} bp`).rejects.toThrow(/users_tt_commission_bp_check/);
    }
  });
});
