import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any constant works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK_ID = 4_173_001;

/**
 * Applies the SQL files of migrations/ in name order, each once, all in one transaction.
 * A transaction-scoped advisory lock keeps two instances starting together against one PostgreSQL
 * from racing; it lives on the transaction's own connection and ends with it.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).rows.map((row) => row.id));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(migrationsDir + file, 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/**
 * Migrations are statements separated by semicolons at line ends. A semicolon inside a dollar-quoted
 * body (`$$ ... $$`, `$tag$ ... $tag$`: a function's or trigger's) ends no statement.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  /** The tag of the dollar quote we are in, or null outside one. */
  let quote: string | null = null;
  for (const line of sql.split('\n')) {
    current.push(line);
    if (quote === null && /^\s*--/.test(line)) continue;
    for (const [tag] of line.matchAll(/\$[A-Za-z_]*\$/g)) {
      if (quote === null) quote = tag;
      else if (tag === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) {
      statements.push(current.join('\n'));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements
    .map((statement) => statement.replace(/;\s*$/, '').replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
