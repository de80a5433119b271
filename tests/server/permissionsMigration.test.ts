/**
 * Migration 0019 (issue 20): enforcing the §6 attributes must change nothing for an existing account
 * until someone revokes. Every user without '*' gets every attribute it lacks, after its own names,
 * with an audit row; '*' is left alone; a user inserted later without a Granted list gets them all.
 * The expected lists are built from contract/permissionAttributes.ts, the one the server checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSION_ATTRIBUTES } from '../../contract/permissionAttributes.ts';
import { openScratchDatabase } from './testServer.ts';

const DIR = new URL('../../server/db/migrations/', import.meta.url);
const sql = (file: string) => readFileSync(new URL(file, DIR), 'utf8');

describe('migration 0019_permissions', () => {
  it("gives every account without '*' every attribute, once, with an audit row each", async () => {
    const scratch = await openScratchDatabase();
    try {
      const { db } = scratch;
      for (const file of readdirSync(DIR).filter((name) => name.endsWith('.sql') && name < '0019').sort()) await db.exec(sql(file));
      await db.exec(`insert into locations (loc_id, name) values ('SG', 'Singapore');
        insert into users (user_id, password_hash, role, parent_id, loc_id, granted) values
          ('top', 'x', 'ADMIN', null, 'SG', '{*}'),
          ('agent', 'x', 'AG', 'top', 'SG', '{BetEntry,Report}'),
          ('member', 'x', 'MEM', 'agent', 'SG', '{}'),
          ('partial', 'x', 'MEM', 'agent', 'SG', '{TICKET,PLACEBET}')`);
      await db.exec(sql('0019_permissions.sql'));

      const { rows } = await db.query<{ user_id: string; granted: string[] }>('select user_id, granted from users order by user_id');
      const granted = Object.fromEntries(rows.map((row) => [row.user_id, row.granted]));
      expect(granted.top).toEqual(['*']);
      expect(granted.agent).toEqual(['BetEntry', 'Report', ...PERMISSION_ATTRIBUTES]);
      expect(granted.member).toEqual([...PERMISSION_ATTRIBUTES]);
      expect(granted.partial).toEqual(['TICKET', 'PLACEBET', ...PERMISSION_ATTRIBUTES.filter((name) => name !== 'TICKET' && name !== 'PLACEBET')]);

      const { rows: audits } = await db.query<{ entity_id: string; before: { Granted: string[] }; after: { Granted: string[] } }>(
        `select entity_id, before, after from audit_log where action = 'permission.migrate' order by entity_id`,
      );
      expect(audits).toEqual([
        { entity_id: 'agent', before: { Granted: ['BetEntry', 'Report'] }, after: { Granted: granted.agent } },
        { entity_id: 'member', before: { Granted: [] }, after: { Granted: granted.member } },
        { entity_id: 'partial', before: { Granted: ['TICKET', 'PLACEBET'] }, after: { Granted: granted.partial } },
      ]);

      // A user created without a Granted list holds every attribute, like every account before it.
      await db.exec(`insert into users (user_id, password_hash, role, parent_id, loc_id) values ('later', 'x', 'MEM', 'agent', 'SG')`);
      const { rows: later } = await db.query<{ granted: string[] }>(`select granted from users where user_id = 'later'`);
      expect(later[0]!.granted).toEqual([...PERMISSION_ATTRIBUTES]);
    } finally {
      await scratch.close();
    }
  }, 120_000);
});
