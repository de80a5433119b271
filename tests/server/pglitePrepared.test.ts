/**
 * PGlite's named prepared statements (server/db/pglitePrepared.ts, Queryable.query's `prepared`): the
 * same rows as an unnamed query, types parsed the same way, parsed once and reused across transactions,
 * including after one that failed and rolled back, and an error reported as PGlite reports it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import type { Database } from '../../server/db/database.ts';

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await db.exec('create table prepared_probe (id int primary key, label text, cents bigint)');
});

afterAll(async () => {
  await db.close();
});

const insert = `insert into prepared_probe (id, label, cents) select * from unnest($1::int[], $2::text[], $3::bigint[])
  returning id, label, cents`;

describe('PGlite named prepared statements', () => {
  it('answers what the unnamed query answers, with the same types', async () => {
    const named = await db.query('select $1::int + 1 as n, $2::text as t, $3::bigint as b, null::text as z', [1, "it's", 5], 'probe_select');
    const unnamed = await db.query('select $1::int + 1 as n, $2::text as t, $3::bigint as b, null::text as z', [1, "it's", 5]);
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.rows).toEqual([{ n: 2, t: "it's", b: 5, z: null }]);
  });

  it('is reused across transactions, also after one that failed', async () => {
    await db.transaction((tx) => tx.query(insert, [[1, 2], ['a', 'b'], [100, 200]], 'probe_insert'));
    await expect(
      db.transaction((tx) => tx.query(insert, [[3, 1], ['c', 'again'], [300, 0]], 'probe_insert')),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.transaction((tx) => tx.query(insert, [[3], ['c'], [300]], 'probe_insert'));
    expect(rows).toEqual([{ id: 3, label: 'c', cents: 300 }]);
    const all = await db.query('select id, label, cents from prepared_probe order by id');
    expect(all.rows).toEqual([
      { id: 1, label: 'a', cents: 100 },
      { id: 2, label: 'b', cents: 200 },
      { id: 3, label: 'c', cents: 300 },
    ]);
  });

  it('reports an error of the execution, and the next call is answered', async () => {
    await expect(db.query('select 10 / $1::int as n', [0], 'probe_divide')).rejects.toMatchObject({ code: '22012' });
    expect((await db.query('select 10 / $1::int as n', [5], 'probe_divide')).rows).toEqual([{ n: 2 }]);
    expect((await db.query('select $1::text as t', ['next'], 'probe_other')).rows).toEqual([{ t: 'next' }]);
  });

  it('reports a statement that does not parse, and the name stays free', async () => {
    await expect(db.query('select from from', [], 'probe_bad')).rejects.toThrow(/syntax error/);
    const { rows } = await db.query('select 7 as n', [], 'probe_bad');
    expect(rows).toEqual([{ n: 7 }]);
    expect((await db.query('select $1::int as n', [8], 'probe_after_bad')).rows).toEqual([{ n: 8 }]);
  });
});
