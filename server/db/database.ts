/**
 * The one storage interface the server uses. Two engines implement it with the same SQL:
 * embedded PGlite (default, in DATA_DIR) and a real PostgreSQL server (DATABASE_URL).
 */
import type { Cursor, PlainRows } from './plainRows.ts';

export interface Queryable {
  /**
   * `prepared`: a name for a statement whose text is always the same for that name. PostgreSQL parses and
   * plans it once per connection (and, after a few runs, keeps a generic plan); PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], prepared?: string): Promise<{ rows: Row[] }>;
  /**
   * PostgreSQL only: the rows as arrays of JSON-equal values (./plainRows.ts), or null when a column's
   * type has no such form. Absent where one JSON text is the cheaper form (PGlite).
   */
  plainRows?(sql: string, params: unknown[]): Promise<PlainRows | null>;
  /**
   * PostgreSQL's pool only: a cursor over the statement's rows in a read-only transaction of its own
   * connection (a CSV export reads its query once, in batches). Absent, or null when the pool's
   * cursors are all taken (a cursor holds its connection for the whole download): read in keyset batches.
   */
  openCursor?(sql: string, params: unknown[]): Promise<Cursor | null>;
  /**
   * PostgreSQL's pool only: `query` with JIT compiling off for this one statement (its own read-only
   * transaction, `set local jit = off`), for a statement the planner prices far above `jit_above_cost`
   * that runs in less time than compiling it takes. Absent where there is no JIT (PGlite) or inside a
   * transaction: use `query`.
   */
  queryWithoutJit?<Row = Record<string, unknown>>(sql: string, params: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs a statement or a script of several without parameters and answers the rows of its last
   * statement (the job engine's SQL: PGlite's `query` refuses several statements in one call).
   */
  script<Row = Record<string, unknown>>(sql: string): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar, for `openPglite`'s `restoreFrom`. */
  dump?(): Promise<Blob>;
  readonly engine: 'pglite' | 'postgres';
}
