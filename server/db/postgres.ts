import pg from 'pg';
import type { Database } from './database.ts';
import { allJsonEqual, jsonEqualTypes, type Cursor, type PlainRows } from './plainRows.ts';

// int8 and numeric arrive as strings from pg; PGlite gives numbers. Parse them the same way so the
// queries and their callers behave identically on both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A query for pg: named when the caller says its text is fixed for that name (Queryable.query `prepared`). */
const statement = (text: string, values: unknown[] | undefined, name: string | undefined): pg.QueryConfig =>
  name ? { name, text, values } : { text, values };

/** A statement whose rows arrive as arrays of JSON-equal values (./plainRows.ts). */
const plainStatement = (text: string, values?: unknown[]): pg.QueryArrayConfig => ({ text, values, rowMode: 'array', types: jsonEqualTypes });

const plainAnswer = (result: pg.QueryArrayResult): PlainRows | null =>
  allJsonEqual(result.fields) ? { columns: result.fields.map((field) => field.name), rows: result.rows } : null;

/**
 * Cursors open at once per pool, of its 10 connections: each holds one for a whole download (slow
 * readers hold it long), so the rest of the server always keeps most of the pool. A download past
 * this reads in keyset batches, one pooled query each.
 */
const MAX_OPEN_CURSORS = 3;
interface CursorSlots {
  open: number;
}

/**
 * A cursor in a read-only transaction of its own connection. The connection is held until `close`
 * (a CSV export closes it at its end, on an error, or when its download is cancelled).
 */
async function openCursor(pool: pg.Pool, slots: CursorSlots, sql: string, params: unknown[]): Promise<Cursor | null> {
  if (slots.open >= MAX_OPEN_CURSORS) return null;
  slots.open++;
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    slots.open--;
    throw error;
  }
  try {
    await client.query('begin read only');
    await client.query(`declare paged_rows no scroll cursor for ${sql}`, params);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    slots.open--;
    throw error;
  }
  let closed = false;
  return {
    fetch: async (rows) => plainAnswer(await client.query(plainStatement(`fetch forward ${Math.trunc(rows)} from paged_rows`))),
    close: async () => {
      if (closed) return;
      closed = true;
      slots.open--;
      // After a failed fetch the transaction is aborted and commit answers a rollback; a broken
      // connection is thrown away rather than pooled.
      try {
        await client.query('commit');
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : true);
      }
    },
  };
}

/** One statement in a read-only transaction of its own with JIT off (Queryable.queryWithoutJit). */
async function queryWithoutJit(pool: pg.Pool, sql: string, params: unknown[]): Promise<{ rows: never[] }> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin read only');
    await client.query('set local jit = off');
    const { rows } = await client.query(sql, params);
    await client.query('commit');
    return { rows: rows as never[] };
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      // A connection that cannot roll back is thrown away rather than pooled.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A real PostgreSQL server. `schema`, when given, isolates this connection pool (used by tests). */
export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const cursorSlots: CursorSlots = { open: 0 };
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  return {
    engine: 'postgres',
    query: async (sql, params, prepared) => ({ rows: (await pool.query(statement(sql, params, prepared))).rows }),
    plainRows: async (sql, params) => plainAnswer(await pool.query(plainStatement(sql, params))),
    openCursor: (sql, params) => openCursor(pool, cursorSlots, sql, params),
    queryWithoutJit: (sql, params) => queryWithoutJit(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    script: async (sql) => {
      // Several statements answer one result each (an array); one statement answers one result.
      const answer: pg.QueryResult | pg.QueryResult[] = await pool.query(sql);
      return { rows: (Array.isArray(answer) ? (answer.at(-1)?.rows ?? []) : answer.rows) as never[] };
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async (sql, params, prepared) => ({ rows: (await client.query(statement(sql, params, prepared))).rows }),
          plainRows: async (sql, params) => plainAnswer(await client.query(plainStatement(sql, params))),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
