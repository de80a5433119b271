/**
 * One run of a file's processing job (server/jobs/fileJobs.ts sends it on the job engine): read and
 * parse the file a chunk of whole lines at a time with its options (never the whole file in one step:
 * that held every other request for up to a second on a big file), and store its lines in batches.
 * Each batch (its tickets, its rejected lines, the counts and the next line to do) is one transaction
 * that first locks the job's row and reads where the job stands: a run that stops anywhere (crash,
 * restart, lost database) is retried by the engine and resumes from the last committed batch, and two
 * runs at once (a run taken for dead that was only slow) never store a line twice.
 */
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
import { checkBetLimits } from '../betting/betLimits.ts';
import { splitLines } from '../betting/lines.ts';
import { dayOfDate } from '../betting/draws.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { openDrawForBets, refusingClosedDays } from '../betting/closedDraws.ts';
import { JobFailure } from './engine.ts';
import { chunkAfter, chunkHolding, firstNonBlankLine } from '../betting/betFileChunks.ts';
import { yieldToEventLoop } from '../eventLoop.ts';
import { requestsSettled } from '../http/requestsInFlight.ts';
import { creditShortMessage, lockCreditPath, reserveOnPath } from '../ledger/reserveStake.ts';
import { writeAudit } from '../audit.ts';

/**
 * Lines per transaction: large enough to be fast, small enough for progress to move visibly. 500 since
 * the intake chain is written in the batch's insert: on the embedded database a statement holds the
 * event loop, and 1 000 lines with their chain held it over 300 ms on a loaded machine.
 */
export const BATCH_LINES = 500;
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

/** The file is gone (deleted meanwhile): the run stops, there is nothing left to do. */
class FileGone extends Error {}

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
 * Processes the file's job to the end from where it stands. A failure the run cannot get past (the
 * uploader may no longer place these bets) fails the job at once (JobFailure); any other error is
 * thrown for the engine to retry, and recorded on the job when it was the last attempt.
 */
export async function processFileJob({ db, now }: JobDeps, fileId: number, finalAttempt: boolean, signal?: AbortSignal): Promise<void> {
  const { rows } = await db.query<{ next_line: number }>(
    `update bet_file_jobs set status = 'running', started_at = coalesce(started_at, $2::timestamptz), message = null
     where file_id = $1 and status <> 'succeeded' returning next_line`,
    [fileId, timestamp(now())],
  );
  const nextLine = rows[0]?.next_line;
  if (nextLine === undefined) return; // done already, or the file was deleted
  try {
    await runBatches({ db, now }, fileId, nextLine, signal);
    // Every line is stored: that is the truth, whatever an earlier look at a stopped run recorded.
    await db.transaction(async (tx) => {
      const { rows: ended } = await tx.query<JobCounts>(
        `update bet_file_jobs set status = 'succeeded', finished_at = $2::timestamptz, message = null where file_id = $1
         returning ${JOB_COUNTS}`,
        [fileId, timestamp(now())],
      );
      if (ended[0]) await auditProcessingEnd(tx, fileId, now(), ended[0]);
    });
  } catch (error) {
    if (error instanceof FileGone) return;
    // Told to stop (another run holds the job now, or the server stops): the job goes on, nothing to record.
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const refused = error instanceof JobFailure;
    if (refused || finalAttempt) await recordFailure(db, fileId, now(), refused ? reason : stoppedMessage(reason));
    throw error;
  }
}

/** The message of a job whose runs all failed: what stopped it, and what the user can do. */
export const stoppedMessage = (reason: string) =>
  `Processing stopped (${reason}). Process the file again to continue where it stopped.`;

/** The job failed for good: the file's list and its delete see it as failed. */
export async function recordFailure(db: Database, fileId: number, at: number, message: string) {
  await db
    .transaction(async (tx) => {
      const { rows } = await tx.query<JobCounts>(
        `update bet_file_jobs set status = 'failed', finished_at = $2::timestamptz, message = $3
         where file_id = $1 and status in ('queued', 'running') returning ${JOB_COUNTS}`,
        [fileId, timestamp(at), message],
      );
      if (rows[0]) await auditProcessingEnd(tx, fileId, at, rows[0]);
    })
    .catch((error: unknown) => console.error(`[jobs] could not record the failure of file ${fileId}`, error));
}

/** What the end of a file's processing records: how it ended and its counts. */
const JOB_COUNTS = `status, message, lines_total, lines_processed, lines_accepted, lines_rejected`;
interface JobCounts {
  status: string;
  message: string | null;
  lines_total: number;
  lines_processed: number;
  lines_accepted: number;
  lines_rejected: number;
}

/** The audit row of a processing's end, in the transaction that records it (by the job: no user, no address). */
async function auditProcessingEnd(tx: Queryable, fileId: number, at: number, job: JobCounts) {
  const { rows } = await tx.query<{ loc_id: string }>('select loc_id from bet_files where file_id = $1', [fileId]);
  await writeAudit(tx, {
    userId: null,
    locId: rows[0]?.loc_id ?? null,
    action: 'file.process.end',
    entity: 'betFile',
    entityId: fileId,
    before: { FileStatus: 'processing' },
    after: {
      FileStatus: job.status === 'succeeded' ? 'processed' : 'failed',
      Message: job.message,
      LinesTotal: job.lines_total,
      LinesProcessed: job.lines_processed,
      LinesAccepted: job.lines_accepted,
      LinesRejected: job.lines_rejected,
    },
    at,
  });
}

async function runBatches({ db, now }: JobDeps, fileId: number, nextLine: number, signal?: AbortSignal) {
  const { rows } = await db.query<FileToProcess>(
    `select f.loc_id, f.user_id, f.uploaded_by, f.draw_id, to_char(d.draw_date, 'YYYY-MM-DD') as draw_date,
       f.strict_number, f.accept_decimals
     from bet_files f join draws d on d.draw_id = f.draw_id where f.file_id = $1 and f.stored`,
    [fileId],
  );
  const file = rows[0];
  if (!file) throw new FileGone();
  // Every run asks the rule again: a run resumed after a crash may come long after the upload.
  const placement = await mayBetFor(db, file.uploaded_by, file.user_id, file.loc_id);
  if (!placement.ok) throw new JobFailure(placement.message);
  // Issue 15: a run that starts after the draw's cut-off stores nothing; lines of closed days are refused.
  const drawForBets = await openDrawForBets(db, file.draw_id, file.loc_id, now());
  if (!drawForBets.ok) throw new JobFailure(drawForBets.message);
  const parser = refusingClosedDays(fileParser({ strictNumber: file.strict_number, acceptDecimals: file.accept_decimals }), drawForBets.dayRefusals);
  const context = { location: file.loc_id, nextDraw: [dayOfDate(file.draw_date)] };
  const owner = { location: file.loc_id, userId: file.user_id, drawId: file.draw_id, fileId, placedBy: file.uploaded_by };

  // The file is read and parsed a chunk of whole lines at a time (a few ms each), from the chunk that
  // holds the first line not yet stored; the lines wait in `pending` until a batch is full.
  const pending: FileLine[] = [];
  const storeFirst = async (count: number) => {
    signal?.throwIfAborted();
    const batch = pending.splice(0, count);
    await db.transaction((tx) => storeBatch(tx, { fileId, at: now() }, owner, batch));
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

/** A parsed line of the file, with its text (listed, cut by `shown`, when it is rejected). */
interface FileLine {
  line: ParsedLine;
  text: string;
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
      lines.push({ line, text: texts[line.lineNumber - chunk.firstLine] ?? '' });
    }
    yield lines;
  }
}

async function storeBatch(
  tx: Queryable,
  run: { fileId: number; at: number },
  owner: Omit<Parameters<typeof insertTickets>[1], 'at'>,
  lines: readonly FileLine[],
) {
  // First, in the same transaction: lock the job and read where it stands. Another run may have
  // stored some of these lines already (it was taken for dead but was only slow): those are skipped.
  const { rows } = await tx.query<{ next_line: number }>('select next_line from bet_file_jobs where file_id = $1 for update', [run.fileId]);
  const nextLine = rows[0]?.next_line;
  if (nextLine === undefined) throw new FileGone();
  const batch = lines.filter(({ line }) => line.lineNumber >= nextLine);
  if (batch.length === 0) return;
  const accepted: ValidLine[] = [];
  const rejected: { lineNumber: number; text: string; reason: string }[] = [];
  // Credit (DOMAIN.md "Credit"): the bettor's path is locked once per batch; its lines are taken in
  // file order, each stored when its cost still fits every Credit Left of the path, else rejected with
  // the credit message (the file's report lists it). The batch's total is reserved in one update.
  // Limits first (server/betting/betLimits.ts: their rows are locked before the path's users): a line
  // over one is rejected with the limit's message, or stored cut down; a cut line is not reported.
  const limits = await checkBetLimits(tx, owner, batch.flatMap(({ line }) => (line.ok ? [line] : [])));
  const path = await lockCreditPath(tx, owner.userId);
  let reservedCents = 0;
  for (const { line: parsedLine, text } of batch) {
    const verdict = parsedLine.ok ? limits.fit(parsedLine) : null;
    const line = verdict?.ok ? verdict.line : null;
    const refusal = line ? creditShortMessage(path, line.costCents, reservedCents) : null;
    if (line && !refusal) {
      accepted.push(line);
      limits.record(line);
      reservedCents += line.costCents;
    } else {
      const reason = !parsedLine.ok ? parsedLine.message : verdict && !verdict.ok ? verdict.reason : refusal!;
      rejected.push({ lineNumber: parsedLine.lineNumber, text: shown(text), reason });
    }
  }
  await reserveOnPath(tx, path, reservedCents);
  await tx.query(
    `update bet_file_jobs set lines_processed = lines_processed + $2, lines_accepted = lines_accepted + $3,
       lines_rejected = lines_rejected + $4, next_line = $5
     where file_id = $1`,
    [run.fileId, batch.length, accepted.length, rejected.length, batch[batch.length - 1]!.line.lineNumber + 1],
  );
  await insertTickets(tx, { ...owner, at: run.at }, accepted, { path });
  if (rejected.length > 0) {
    await tx.query(
      `insert into bet_file_rejected_lines (file_id, line_number, text, reason)
       select $1, r.line_number, r.text, r.reason from unnest($2::int[], $3::text[], $4::text[]) as r (line_number, text, reason)
       on conflict (file_id, line_number) do nothing`,
      [run.fileId, rejected.map((r) => r.lineNumber), rejected.map((r) => r.text), rejected.map((r) => r.reason)],
    );
  }
}
