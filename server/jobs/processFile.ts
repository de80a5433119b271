/**
 * One run of a file's processing job: claim the job, then read and parse the file a chunk of whole lines
 * at a time with its options (never the whole file in one step: that held every other request for
 * up to a second on a big file), and store its lines in batches. Each batch (its tickets, its rejected lines, the counts and the next line to do) is
 * one transaction, so a client polling the status sees the progress, and a run that stops anywhere
 * (crash, restart, lost database) resumes from the last committed batch without storing a line twice.
 */
import { randomUUID } from 'node:crypto';
import {
  fileParser,
  type BetParser,
  type Location,
  type ParseContext,
  type ParsedLine,
  type ValidLine,
} from '../../domain/bets/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { insertTickets } from '../betting/ticketStore.ts';
import { splitLines } from '../betting/lines.ts';
import { dayOfDate } from '../betting/draws.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { openDrawForBets, refusingClosedDays } from '../betting/closedDraws.ts';
import { chunkAfter, chunkHolding, firstNonBlankLine } from '../betting/betFileChunks.ts';
import { yieldToEventLoop } from '../eventLoop.ts';
import { requestsSettled } from '../http/requestsInFlight.ts';

/** Lines per transaction: large enough to be fast, small enough for progress to move visibly. */
export const BATCH_LINES = 1000;
/**
 * After a batch, the job waits for the requests under way to be answered, this long at most: under a
 * steady load it still stores a batch every 100 ms or so (10 000 lines a second).
 */
const GIVE_WAY_MAX_MS = 100;

export interface JobDeps {
  db: Database;
  now: () => number;
}

/** A rejected line as listed: a bet line is short, so a longer one is cut rather than stored whole. */
export const REJECTED_TEXT_MAX = 200;
const shown = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > REJECTED_TEXT_MAX ? `${trimmed.slice(0, REJECTED_TEXT_MAX - 1)}…` : trimmed;
};

/** Another run took the job over (this one was judged dead): stop without touching it. */
class JobLost extends Error {}

/** The uploader may no longer place these bets (bet placing disabled, left the tree): the job fails with the rule's message. */
class BetsRefused extends Error {}

interface FileToProcess {
  loc_id: Location;
  user_id: string;
  uploaded_by: string;
  draw_id: number;
  draw_date: string;
  strict_number: boolean;
  accept_decimals: boolean;
}

/**
 * Claims the job when it is queued, or running but silent since `staleBefore` (its run died), and
 * processes it to the end. Answers false when there was nothing to claim.
 */
export async function processFileJob({ db, now }: JobDeps, fileId: number, staleBefore: number): Promise<boolean> {
  const token = randomUUID();
  const claimed = await db.query<{ next_line: number }>(
    `update bet_file_jobs set status = 'running', run_token = $2, heartbeat_at = $3::timestamptz,
       started_at = coalesce(started_at, $3::timestamptz), message = null
     where file_id = $1 and (status = 'queued' or (status = 'running' and heartbeat_at < $4::timestamptz))
     returning next_line`,
    [fileId, token, timestamp(now()), timestamp(staleBefore)],
  );
  const nextLine = claimed.rows[0]?.next_line;
  if (nextLine === undefined) return false;
  try {
    await runBatches({ db, now }, fileId, token, nextLine);
    await db.query(
      `update bet_file_jobs set status = 'succeeded', finished_at = $3::timestamptz, heartbeat_at = $3::timestamptz
       where file_id = $1 and run_token = $2`,
      [fileId, token, timestamp(now())],
    );
  } catch (error) {
    if (error instanceof JobLost) return true;
    const reason = error instanceof Error ? error.message : String(error);
    const message = error instanceof BetsRefused ? reason : `Processing stopped (${reason}). Process the file again to continue where it stopped.`;
    await db
      .query(
        `update bet_file_jobs set status = 'failed', finished_at = $3::timestamptz, message = $4
         where file_id = $1 and run_token = $2`,
        [fileId, token, timestamp(now()), message],
      )
      .catch(() => undefined);
  }
  return true;
}

async function runBatches({ db, now }: JobDeps, fileId: number, token: string, nextLine: number) {
  const { rows } = await db.query<FileToProcess>(
    `select f.loc_id, f.user_id, f.uploaded_by, f.draw_id, to_char(d.draw_date, 'YYYY-MM-DD') as draw_date,
       f.strict_number, f.accept_decimals
     from bet_files f join draws d on d.draw_id = f.draw_id where f.file_id = $1 and f.stored`,
    [fileId],
  );
  const file = rows[0];
  if (!file) throw new JobLost();
  // Every run asks the rule again: a run resumed after a crash may come long after the upload.
  const placement = await mayBetFor(db, file.uploaded_by, file.user_id, file.loc_id);
  if (!placement.ok) throw new BetsRefused(placement.message);
  // Issue 15: a run that starts after the draw's cut-off stores nothing; lines of closed days are refused.
  const drawForBets = await openDrawForBets(db, file.draw_id, file.loc_id, now());
  if (!drawForBets.ok) throw new BetsRefused(drawForBets.message);
  const parser = refusingClosedDays(fileParser({ strictNumber: file.strict_number, acceptDecimals: file.accept_decimals }), drawForBets.dayRefusals);
  const context = { location: file.loc_id, nextDraw: [dayOfDate(file.draw_date)] };
  const owner = { location: file.loc_id, userId: file.user_id, drawId: file.draw_id, fileId, placedBy: file.uploaded_by };

  // The file is read and parsed a chunk of whole lines at a time (a few ms each), from the chunk that
  // holds the first line not yet stored; the lines wait in `pending` until a batch is full.
  const pending: FileLine[] = [];
  const storeFirst = async (count: number) => {
    const batch = pending.splice(0, count);
    await db.transaction((tx) => storeBatch(tx, { fileId, token, at: now() }, owner, batch));
    // Embedded PGlite answers in microtasks: without this the whole file would be stored before any
    // other request (a status poll among them) is served. Then the requests under way go first.
    await yieldToEventLoop();
    await requestsSettled(GIVE_WAY_MAX_MS);
  };
  for await (const lines of fileLinesFrom(db, fileId, nextLine, parser, context)) {
    pending.push(...lines);
    while (pending.length >= BATCH_LINES) await storeFirst(BATCH_LINES);
  }
  if (pending.length > 0) await storeFirst(pending.length);
}

/** A parsed line of the file, with its text as listed when it is rejected. */
interface FileLine {
  line: ParsedLine;
  rejectedText: string;
}

/** The file's parsed lines from line `fromLine` on, a chunk at a time. */
async function* fileLinesFrom(
  db: Queryable,
  fileId: number,
  fromLine: number,
  parser: BetParser,
  context: ParseContext,
): AsyncGenerator<FileLine[]> {
  // The whole file's first non-blank line governs every line after it (a header day), wherever the run starts.
  const leadingLine = await firstNonBlankLine(db, fileId);
  for (let chunk = await chunkHolding(db, fileId, fromLine); chunk; chunk = await chunkAfter(db, fileId, chunk)) {
    // Each step apart: the reading before, the parse, and the batches stored after it.
    await yieldToEventLoop();
    const parsed = parser.parseBetMessage(chunk.text, context, { firstLineNumber: chunk.firstLine, leadingLine });
    const texts = splitLines(chunk.text);
    const lines: FileLine[] = [];
    for (const line of parsed.lines) {
      if (line.lineNumber < fromLine) continue;
      lines.push({ line, rejectedText: line.ok ? '' : shown(texts[line.lineNumber - chunk.firstLine] ?? '') });
    }
    yield lines;
  }
}

async function storeBatch(
  tx: Queryable,
  run: { fileId: number; token: string; at: number },
  owner: Omit<Parameters<typeof insertTickets>[1], 'at'>,
  batch: readonly FileLine[],
) {
  const accepted: ValidLine[] = [];
  const rejected: { lineNumber: number; text: string; reason: string }[] = [];
  for (const { line, rejectedText } of batch) {
    if (line.ok) accepted.push(line);
    else rejected.push({ lineNumber: line.lineNumber, text: rejectedText, reason: line.message });
  }
  // First, in the same transaction: this run still owns the job (else nothing of the batch is kept).
  const owned = await tx.query(
    `update bet_file_jobs set heartbeat_at = $3::timestamptz, lines_processed = lines_processed + $4,
       lines_accepted = lines_accepted + $5, lines_rejected = lines_rejected + $6, next_line = $7
     where file_id = $1 and run_token = $2 and status = 'running' returning file_id`,
    [run.fileId, run.token, timestamp(run.at), batch.length, accepted.length, rejected.length, batch[batch.length - 1]!.line.lineNumber + 1],
  );
  if (owned.rows.length === 0) throw new JobLost();
  await insertTickets(tx, { ...owner, at: run.at }, accepted);
  if (rejected.length > 0) {
    await tx.query(
      `insert into bet_file_rejected_lines (file_id, line_number, text, reason)
       select $1, r.line_number, r.text, r.reason from unnest($2::int[], $3::text[], $4::text[]) as r (line_number, text, reason)
       on conflict (file_id, line_number) do nothing`,
      [run.fileId, rejected.map((r) => r.lineNumber), rejected.map((r) => r.text), rejected.map((r) => r.reason)],
    );
  }
}
