/**
 * A bet file's text in the database, in chunks of whole lines (bet_file_chunks, migration 0007): stored
 * a statement per chunk with a pause for the event loop between them, and read back a chunk at a time
 * by the processing job, so no step holds the embedded database (and every other request) for long.
 */
import type { Queryable } from '../db/database.ts';
import { yieldToEventLoop } from '../eventLoop.ts';
import { linesOf, type ChunkLines, type LineChunk } from './lineChunks.ts';

export interface StoredChunk extends LineChunk {
  readonly chunkNo: number;
}

export async function storeChunks(db: Queryable, fileId: number, chunks: readonly LineChunk[]): Promise<void> {
  for (const [chunkNo, chunk] of chunks.entries()) {
    await db.query('insert into bet_file_chunks (file_id, chunk_no, first_line, content) values ($1, $2, $3, $4)', [
      fileId, chunkNo, chunk.firstLine, chunk.text,
    ]);
    await yieldToEventLoop();
  }
}

async function readChunk(db: Queryable, fileId: number, where: string, param: number): Promise<StoredChunk | null> {
  const { rows } = await db.query<StoredChunk>(
    `select chunk_no as "chunkNo", first_line as "firstLine", content as text from bet_file_chunks
     where file_id = $1 and ${where} limit 1`,
    [fileId, param],
  );
  return rows[0] ?? null;
}

/** The chunk holding line `lineNumber` (the last chunk when the file is shorter). */
export const chunkHolding = (db: Queryable, fileId: number, lineNumber: number) =>
  readChunk(db, fileId, 'first_line <= $2 order by chunk_no desc', lineNumber);

export const chunkAfter = (db: Queryable, fileId: number, chunk: StoredChunk) =>
  readChunk(db, fileId, 'chunk_no = $2', chunk.chunkNo + 1);

/** The file's first non-blank line (its header day, if it is one); null for a file of blank lines. */
export async function firstNonBlankLine(db: Queryable, fileId: number): Promise<ChunkLines['firstNonBlank']> {
  for (let chunk = await readChunk(db, fileId, 'chunk_no = $2', 0); chunk; chunk = await chunkAfter(db, fileId, chunk)) {
    const { firstNonBlank } = linesOf(chunk);
    if (firstNonBlank) return firstNonBlank;
  }
  return null;
}

/**
 * Removes the files whose upload stopped before all their chunks were stored (the process died): with
 * the embedded database every one found at start (it belongs to this process alone), with a shared
 * PostgreSQL server only those older than an upload can take, as another instance may be storing one.
 */
export async function removeUnstoredFiles(db: Queryable & { engine: 'pglite' | 'postgres' }, now: number): Promise<void> {
  const before = db.engine === 'pglite' ? now + 1 : now - 60 * 60 * 1000;
  await db.query('delete from bet_files where not stored and created_at < $1::timestamptz', [new Date(before).toISOString()]);
}
