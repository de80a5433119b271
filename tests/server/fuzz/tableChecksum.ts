import type { Queryable } from '../../../server/db/database.ts';

/**
 * A fingerprint of everything the database holds: per table of the current schema, its row count
 * and an md5 of its rows in a stable order. Equal before and after means nothing was written.
 */
export async function tableChecksums(db: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: number; sum: string | null }>(
      `select count(*)::int as count, md5(string_agg(t::text, '|' order by t::text)) as sum from "${name}" t`,
    );
    sums[name] = `${rows[0]!.count} ${rows[0]!.sum ?? '-'}`;
  }
  return sums;
}
