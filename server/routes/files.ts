/**
 * Bet files (spec 02 §5 upload form, §7.10) and their processing job (§4): POST {4d|tt}/files/upload
 * (multipart), GET files, DELETE files/{FileId}, POST files/processUpload/{FileId} and GET its /status.
 *
 * Decisions: a file is seen by its uploader, by the user whose bets it holds and by that user's uplines;
 * it is uploaded, processed and deleted by admins and agents (and holders of BetEntry) only. Deleting a
 * file deletes its tickets too (the bets came from it), and is refused while its job is queued or
 * running, and once its draw is closed (those bets are settled). A file's plain lines (no day code)
 * are for the location's next regular draw at upload (the first whose cut-off is still ahead); a draw is closed
 * once its cut-off (closes_at) has come by the server's clock.
 */
import * as v from 'valibot';
import {
  BetFileSchema,
  betFiles,
  FileNameSchema,
  deleteBetFile,
  processUpload,
  processUploadStatus,
  uploadBetFile,
  type BetFile,
  type FileKind,
  LZH_REFUSED,
  updateFilesBatch,
  uploadDbfBetFile,
  uploadLzhBetFile,
} from '../../contract/files.ts';
import { fileParser } from '../../domain/bets/index.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, HandlerRequest } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayUploadBets } from '../betting/bettor.ts';
import { visibleToCaller } from '../memberTree.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { nextOpenDraw } from '../betting/draws.ts';
import { timestamp } from '../db/timestamp.ts';
import { fileJobs } from '../jobs/fileJobs.ts';
import { locationsServed } from '../http/locationGate.ts';
import type { Game } from '../../contract/endpoint.ts';
import { betLineCount, readUploadedText } from '../betting/uploadedText.ts';
import { removeUnstoredFiles, storeChunks } from '../betting/betFileChunks.ts';
import { stakeInDraw, TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';
import { releaseOpenStakes } from '../ledger/reserveStake.ts';
import { chainScopeOf, recomputeScope } from '../intake/ticketsGone.ts';
import { writeAudit } from '../audit.ts';
import { betTextOf } from '../betting/uploadFormats.ts';

/** The largest file accepted (spec: a text file, one bet per line). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and the other fields around the file. */
const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;

const FILE_TOO_LARGE = 'The file is larger than 10 MB: split it into smaller files.';
/** Uploading, processing and deleting files; the user whose bets a file holds may still list it and see its job. */
const UPLOAD_ROLES = 'Bet Upload is for agents and admins.';
const NOT_TEXT = 'The file is not a text file: save it as plain text (UTF-8), one bet per line.';

const FILE_COLUMNS = `
  f.file_id as "FileId", f.file_name as "FileName", f.user_id as "UserId", f.ara_code as "ARACode", f.file_kind as "Kind",
  f.strict_number as "StrictNumber", f.accept_decimals as "AcceptDecimals", f.remarks as "Remarks",
  case when j.status is null then 'uploaded' when j.status in ('queued', 'running') then 'processing'
       when j.status = 'succeeded' then 'processed' else 'failed' end as "FileStatus",
  f.lines as "Lines", to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedDate"`;

/** A file of a batch whose processing started meanwhile: the whole batch is rolled back. */
class BatchRefused extends Error {
  constructor(readonly fileId: number) {
    super(`file ${fileId} is being processed`);
  }
}

/** Mounts the file calls and defines their processing job on the engine (which takes over unfinished jobs). */
export function mountFileRoutes(router: ApiRouter, deps: RouteDeps) {
  const { db, now } = deps;
  const jobs = fileJobs(deps.jobs, deps);
  void removeUnstoredFiles(db, now()).catch((error: unknown) => console.error('[files] could not remove unfinished uploads', error));

  /**
   * The file when the caller may see it: it uploaded it, or the file's user is in its downline; and
   * the file is of a location of the call's prefix that the caller works at (else it is not there).
   */
  const visibleFile = async (fileId: number, caller: { userId: string; locations: string[] }, game: Game) => {
    const { rows } = await db.query<BetFile & { loc_id: string; draw_closed: boolean }>(
      `select ${FILE_COLUMNS}, f.loc_id, (d.is_finalised or d.closes_at <= $3::timestamptz) as draw_closed
       from bet_files f join draws d on d.draw_id = f.draw_id left join bet_file_jobs j on j.file_id = f.file_id
       where f.file_id = $1 and f.stored and (f.uploaded_by = $2 or ${visibleToCaller('f.user_id', 2)}) and f.loc_id = any($4::text[])`,
      [fileId, caller.userId, timestamp(now()), locationsServed(game, caller.locations)],
    );
    return rows[0] ?? null;
  };

  /**
   * An upload of any kind (spec 02 §7.10): the kind's text of bet lines (uploadFormats.ts) counted,
   * stored a chunk at a time and recorded for the location's next open draw, for the form's UserId.
   */
  const acceptUpload = async ({ body: form, caller, game, location, c }: HandlerRequest<typeof uploadDbfBetFile>, kind: FileKind) => {
    const { file } = form;
    if (!(file instanceof File)) return fail(c, 400, 'Choose a file to upload.');
    // Bounded and checked before anything is stored: a NUL failed in PostgreSQL (500), 100 000 characters were kept.
    const fileName = v.safeParse(FileNameSchema, file.name);
    if (!fileName.success) return fail(c, 400, fileName.issues[0].message);
    if (!(await mayUploadBets(db, caller))) return fail(c, 403, UPLOAD_ROLES);
    // The file's bets are placed for its UserId: the rule of Place Bets decides (betting/betPlacement.ts).
    const bettor = await mayBetFor(db, caller.userId, form.UserId, location);
    if (!bettor.ok) return fail(c, bettor.status, bettor.message);

    if (file.size > MAX_FILE_BYTES) return fail(c, 400, FILE_TOO_LARGE);
    if (file.size === 0) return fail(c, 400, 'The file is empty.');
    const betText = await betTextOf(kind, file, bettor.userId);
    if (!betText.ok) return fail(c, 400, betText.message);
    // Decoded, counted and stored a chunk of lines at a time, and parsed only by the processing job:
    // a big upload never holds the other requests for long (issue 14, finding 11).
    const text = await readUploadedText(betText.text);
    if (text === null) return fail(c, 400, NOT_TEXT);
    const draw = await nextOpenDraw(db, location, now());
    if (!draw) return fail(c, 400, `There is no open draw at ${location} to bet on.`);
    // A Backup ARA file writes its amounts to the cent (domain/bets/araFormat.ts): it is read so.
    const options = { strictNumber: form.StrictNumber === 'true', acceptDecimals: kind === 'ara' || form.AcceptDecimals === 'true' };
    const lines = betLineCount(text, fileParser(options), { location, nextDraw: [draw.day] });
    if (lines === 0) return fail(c, 400, 'The file has no bet lines: write one bet per line, e.g. 1234 1-2');

    const { rows } = await db.query<{ file_id: number }>(
      `insert into bet_files (loc_id, user_id, uploaded_by, draw_id, file_name, ara_code, strict_number, accept_decimals,
         remarks, lines, created_at, stored, file_kind)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz, false, $12) returning file_id`,
      [
        location, bettor.userId, caller.userId, draw.drawId, file.name || 'upload.txt', form.ARACode,
        options.strictNumber, options.acceptDecimals, form.Remarks || null, lines, timestamp(now()), kind,
      ],
    );
    const fileId = rows[0]!.file_id;
    try {
      await storeChunks(db, fileId, text.chunks);
      // The file exists for everyone once stored: that write and its audit row are one transaction.
      await db.transaction(async (tx) => {
        await tx.query('update bet_files set stored = true where file_id = $1', [fileId]);
        const uploaded = { FileName: file.name || 'upload.txt', UserId: bettor.userId, DrawId: draw.drawId, Lines: lines, ARACode: form.ARACode, Kind: kind };
        await writeAudit(tx, { userId: caller.userId, locId: location, action: 'file.upload', entity: 'betFile', entityId: fileId, before: null, after: uploaded, at: now() });
      });
    } catch (error) {
      await db.query('delete from bet_files where file_id = $1', [fileId]).catch(() => undefined);
      throw error;
    }
    return v.parse(BetFileSchema, await visibleFile(fileId, caller, game));
  };
  const uploadLimits = { maxBodyBytes: MAX_UPLOAD_BODY_BYTES, tooLargeMessage: FILE_TOO_LARGE };

  router.implement(uploadBetFile, (request) => acceptUpload(request, request.body.Kind), uploadLimits);
  router.implement(uploadDbfBetFile, (request) => acceptUpload(request, 'dbf'), uploadLimits);
  // Refused after the caller's checks (who may upload), before the body is looked at: see LZH_REFUSED.
  router.implement(uploadLzhBetFile, async ({ c }) => fail(c, 400, LZH_REFUSED), uploadLimits);

  router.implement(updateFilesBatch, async ({ body: { Files }, caller, game, c }) => {
    if (!(await mayUploadBets(db, caller))) return fail(c, 403, UPLOAD_ROLES);
    const ids = Files.map((file) => file.FileId);
    if (new Set(ids).size !== ids.length) return fail(c, 400, 'A file is named twice: name each file once.');
    const files = new Map<number, NonNullable<Awaited<ReturnType<typeof visibleFile>>>>();
    for (const id of ids) {
      const file = await visibleFile(id, caller, game);
      if (!file) return fail(c, 404, `There is no file ${id}.`);
      files.set(id, file);
    }
    for (const change of Files) {
      const file = files.get(change.FileId)!;
      const options = (change.StrictNumber ?? file.StrictNumber) !== file.StrictNumber || (change.AcceptDecimals ?? file.AcceptDecimals) !== file.AcceptDecimals;
      if (options && file.FileStatus !== 'uploaded') {
        return fail(c, 409, `File ${file.FileId} was processed: its StrictNumber and AcceptDecimals can no longer change (upload it again).`);
      }
    }
    // All or none, each change with its audit row. The job's status is read again under the row lock:
    // a file whose processing started meanwhile keeps its options.
    const refused = await db.transaction(async (tx) => {
      for (const change of Files) {
        const file = files.get(change.FileId)!;
        const after = {
          Remarks: change.Remarks === undefined ? file.Remarks : change.Remarks || null,
          StrictNumber: change.StrictNumber ?? file.StrictNumber,
          AcceptDecimals: change.AcceptDecimals ?? file.AcceptDecimals,
        };
        const { rows } = await tx.query(
          `update bet_files f set remarks = $2, strict_number = $3, accept_decimals = $4 where f.file_id = $1
             and (($3 = f.strict_number and $4 = f.accept_decimals) or not exists (select 1 from bet_file_jobs j where j.file_id = f.file_id))
           returning 1`,
          [file.FileId, after.Remarks, after.StrictNumber, after.AcceptDecimals],
        );
        // Thrown, not returned: the changes before it in the batch are rolled back with it.
        if (rows.length === 0) throw new BatchRefused(file.FileId);
        const before = { Remarks: file.Remarks, StrictNumber: file.StrictNumber, AcceptDecimals: file.AcceptDecimals };
        await writeAudit(tx, { userId: caller.userId, locId: file.loc_id, action: 'file.update', entity: 'betFile', entityId: file.FileId, before, after, at: now() });
      }
      return null;
    }).catch((error: unknown) => {
      if (error instanceof BatchRefused) return error.fileId;
      throw error;
    });
    if (refused !== null) return fail(c, 409, `File ${refused} is being processed: its options can no longer change.`);
    const answer: BetFile[] = [];
    for (const id of ids) answer.push(v.parse(BetFileSchema, await visibleFile(id, caller, game)));
    return answer;
  });

  router.implement(betFiles, async ({ caller, location }) => {
    const { rows } = await db.query<BetFile>(
      `select ${FILE_COLUMNS} from bet_files f left join bet_file_jobs j on j.file_id = f.file_id
       where f.loc_id = $1 and f.stored and (f.uploaded_by = $2 or ${visibleToCaller('f.user_id', 2)})
       order by f.file_id desc`,
      [location, caller.userId],
    );
    return rows;
  });

  router.implement(deleteBetFile, async ({ params: { FileId }, caller, game, c }) => {
    if (!(await mayUploadBets(db, caller))) return fail(c, 403, UPLOAD_ROLES);
    const file = await visibleFile(FileId, caller, game);
    if (!file) return fail(c, 404, `There is no file ${FileId}.`);
    // The bets of a draw that is over stay: they are what the draw is settled on.
    if (file.draw_closed && (file.FileStatus === 'processed' || file.FileStatus === 'failed')) {
      return fail(c, 409, 'The draw of this file is closed: its bets can no longer be deleted.');
    }
    // One statement decides: a job that starts meanwhile either finds no file or keeps it from being deleted.
    // Its tickets' open stakes (unsettled draws) are read in the same snapshot and released in the same
    // transaction (DOMAIN.md "Credit": the bets are gone, so is what they reserved).
    const deleted = await db.transaction(async (tx) => {
      const chainScope = await chainScopeOf(tx, { fileId: FileId });
      // Per ticket owner: a ticket of the file may have been transferred to another bettor (bet/transfer).
      const { rows } = await tx.query<{ file_id: number; tickets: number; user_id: string; open_cents: [string, number][] }>(
        `with open_stakes as (
           select t.user_id, coalesce(sum(${stakeInDraw('t')}), 0)::float8 as cents
           from ${TICKETS_IN_DRAWS} join draws d on d.draw_id = td.draw_id where t.file_id = $1 and not d.is_finalised
           group by t.user_id
         ), gone as (
           delete from bet_files f where f.file_id = $1 and not exists (
             select 1 from bet_file_jobs j where j.file_id = f.file_id and j.status in ('queued', 'running'))
           returning f.file_id, f.user_id)
         select file_id, user_id, (select coalesce(json_agg(json_build_array(user_id, cents)), '[]'::json) from open_stakes) as open_cents,
           (select count(*)::int from tickets where file_id = $1) as tickets from gone`,
        [FileId],
      );
      const gone = rows[0];
      if (gone) {
        await releaseOpenStakes(tx, new Map(gone.open_cents.map(([userId, cents]) => [userId, Number(cents)])));
        // The chain of the file's draws and numbers, without its tickets (issue 21), after the path's locks.
        await recomputeScope(tx, chainScope);
        const before = { FileName: file.FileName, UserId: file.UserId, FileStatus: file.FileStatus, Lines: file.Lines, Tickets: gone.tickets };
        await writeAudit(tx, { userId: caller.userId, locId: file.loc_id, action: 'file.delete', entity: 'betFile', entityId: FileId, before, after: null, at: now() });
      }
      return gone;
    });
    if (!deleted) return fail(c, 409, 'The file is being processed: delete it when processing has finished.');
    return { FileId: deleted.file_id, TicketsDeleted: deleted.tickets };
  });

  router.implement(processUpload, async ({ params: { FileId }, body, caller, game, c }) => {
    if (!(await mayUploadBets(db, caller))) return fail(c, 403, UPLOAD_ROLES);
    const file = await visibleFile(FileId, caller, game);
    if (!file) return fail(c, 404, `There is no file ${FileId}.`);
    // Asked again here: the file's user may have lost bet placing (or left the caller's tree) since the upload.
    const bettor = await mayBetFor(db, caller.userId, file.UserId, file.loc_id);
    if (!bettor.ok) return fail(c, bettor.status, bettor.message);
    const strictNumber = body.StrictNumber ?? file.StrictNumber;
    const acceptDecimals = body.AcceptDecimals ?? file.AcceptDecimals;
    const changesOptions = strictNumber !== file.StrictNumber || acceptDecimals !== file.AcceptDecimals;
    if (file.FileStatus !== 'uploaded' && changesOptions) {
      return fail(c, 409, 'The file was processed with other options: upload it again to process it with these.');
    }
    // Starting (or continuing a failed job) would add bets to a draw that is over.
    if ((file.FileStatus === 'uploaded' || file.FileStatus === 'failed') && file.draw_closed) {
      return fail(c, 400, 'The draw this file was uploaded for is closed: upload it again for the next draw.');
    }
    await db.transaction(async (tx) => {
      if (changesOptions) {
        await tx.query('update bet_files set strict_number = $2, accept_decimals = $3 where file_id = $1', [
          FileId, strictNumber, acceptDecimals,
        ]);
      }
      // One job per file: processing again finds it. A failed job is queued again and resumes where it stopped.
      const { rows: queued } = await tx.query(
        `insert into bet_file_jobs (file_id, status, lines_total) select file_id, 'queued', lines from bet_files where file_id = $1
         on conflict (file_id) do update set status = 'queued', message = null, finished_at = null
         where bet_file_jobs.status = 'failed'
         returning 1`,
        [FileId],
      );
      // Processing starts (or starts again after a failure): asking about a file under way writes nothing.
      if (queued.length > 0 || changesOptions) {
        await writeAudit(tx, {
          userId: caller.userId, locId: file.loc_id, action: 'file.process.start', entity: 'betFile', entityId: FileId,
          before: { FileStatus: file.FileStatus, StrictNumber: file.StrictNumber, AcceptDecimals: file.AcceptDecimals },
          after: { FileStatus: 'processing', StrictNumber: strictNumber, AcceptDecimals: acceptDecimals },
          at: now(),
        });
      }
    });
    // Sent unless it is done; a job of the file that is queued or running already is left as it is.
    if (file.FileStatus !== 'processed') await jobs.start(FileId);
    const job = await jobs.status(FileId);
    return job ?? fail(c, 404, `There is no file ${FileId}.`);
  });

  router.implement(processUploadStatus, async ({ params: { FileId }, caller, game, c }) => {
    const file = await visibleFile(FileId, caller, game);
    if (!file) return fail(c, 404, `There is no file ${FileId}.`);
    const job = await jobs.status(FileId);
    if (!job) return fail(c, 404, `File ${FileId} has not been processed yet: process it first.`);
    return job;
  });
}
