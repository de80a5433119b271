import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface StorageConfig {
  /** postgres://… to use a PostgreSQL server; absent for embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent keeps the embedded database in memory. */
  dataDir?: string;
  /** Schema to work in on a PostgreSQL server (tests isolate themselves with it). */
  schema?: string;
  /** PGlite in memory only: start from this dumped data directory (see openPglite). */
  restoreFrom?: Blob;
}

export function openDatabase(config: StorageConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.schema) : openPglite(config.dataDir, config.restoreFrom);
}
