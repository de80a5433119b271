import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any constant works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK_ID = 4_173_001;

/**
 * Applies the SQL files of migrations/ in name order, each once, in its own transaction.
 * An advisory lock keeps two instances starting together against one PostgreSQL from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    const done = new Set(
      (await db.query<{ id: string }>('select id from schema_migrations')).rows.map((row) => row.id),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(migrationsDir + file, 'utf8');
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(sql)) await tx.query(statement);
        await tx.query('insert into schema_migrations (id) values ($1)', [file]);
      });
      applied.push(file);
    }
  } finally {
    await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  }
  return applied;
}

/** Migrations are plain statements separated by semicolons at line ends (no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
