import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { cleanText, IgnoredLocIdSchema, text, urlInteger } from './fields.ts';
import { LocIdSchema, OptionalLocIdQuerySchema } from './locations.ts';

/**
 * Bet files (spec 02 §5 "file upload form", §7.10) and their processing job (§4 "long-running jobs
 * polled by status"). Upload: POST {4d|tt}/files/upload as multipart/form-data with the fields below.
 */

/** The multipart fields beside `file` (a text file, one bet line per line, at most 10 MB). */
export const UPLOAD_FIELDS = ['UserId', 'ARACode', 'StrictNumber', 'AcceptDecimals', 'Remarks'] as const;
/** Booleans travel as the text 'true' or 'false'; StrictNumber defaults to true, AcceptDecimals to false. */
export const FormBooleanSchema = v.picklist(['true', 'false']);

/**
 * What a file was at upload (spec 02 §7.10 "files/upload (ttt, ara), /upload/dbf"): `ttt` bet lines as
 * typed in Place Bets (the default), `ara` a Backup ARA file read for the file's UserId
 * (domain/bets/araFormat.ts), `dbf` a dBase table whose records became bet lines (server/betting/dbfLines.ts).
 */
export const FILE_KINDS = ['ttt', 'ara', 'dbf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_STATUSES = ['uploaded', 'processing', 'processed', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** One uploaded file: `data` of POST files/upload, an entry of GET files. */
export const BetFileSchema = v.object({
  FileId: v.number(),
  FileName: v.string(),
  UserId: v.string(),
  ARACode: v.string(),
  Kind: v.picklist(FILE_KINDS),
  StrictNumber: v.boolean(),
  AcceptDecimals: v.boolean(),
  Remarks: v.nullable(v.string()),
  FileStatus: v.picklist(FILE_STATUSES),
  /** Non-blank lines in the file. */
  Lines: v.number(),
  CreatedDate: v.string(),
});
export type BetFile = v.InferOutput<typeof BetFileSchema>;
export const BetFilesSchema = v.array(BetFileSchema);

/** The longest file name an upload keeps: what most file systems allow. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * A multipart body's text is decoded as UTF-8 with U+FFFD in place of every byte sequence that is not
 * UTF-8, so a U+FFFD in an upload field means the sender's bytes were not UTF-8 text: refused, not
 * stored changed (issue 19, defect 5).
 */
const isUtf8Text = (value: string) => !value.includes('\uFFFD');

/** An upload text field: bounded, no NUL or lone surrogate (text()), and sent as UTF-8. */
const uploadText = (name: string, max: number) => v.pipe(text(max), v.check(isUtf8Text, `${name} is not UTF-8 text.`));

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/** The uploaded file's name, checked by the upload before anything is stored. */
export const FileNameSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_FILE_NAME_LENGTH, `The file name is longer than ${MAX_FILE_NAME_LENGTH} characters: rename the file.`),
  v.check((name) => !CONTROL_CHARACTER.test(name), 'The file name holds a control character: rename the file.'),
  // A lone surrogate cannot be UTF-8 either (cleanText); a NUL was refused as a control character already.
  v.check((name) => isUtf8Text(name) && cleanText(name), 'The file name is not UTF-8 text: rename the file.'),
);

/** The upload form as the page fills it (spec 02 §5): the file and its fields, before they travel as multipart. */
export interface BetUploadForm {
  file: File;
  UserId: string;
  ARACode: string;
  StrictNumber: boolean;
  AcceptDecimals: boolean;
  Remarks: string;
  /** Which upload (spec 02 §7.10): a text file (ttt, default), a Backup ARA file, a dBase table, an LZH archive (refused). */
  Format?: UploadFormat;
}

export const UPLOAD_FORMATS = ['ttt', 'ara', 'dbf', 'lzh'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The multipart form of POST files/upload as the server reads it (UPLOAD_FIELDS, plus the file). */
export const UploadFormSchema = v.object({
  // Checked by the server's handler (a File), so a missing file and a text field named file get the same message.
  file: v.optional(v.unknown()),
  UserId: v.optional(v.pipe(uploadText('UserId', 50), v.trim(), v.minLength(1, 'UserId is required.'))),
  // A missing ARACode reads as '' so it gets the same message as a blank one.
  ARACode: v.pipe(v.optional(uploadText('ARACode', 50), ''), v.trim(), v.minLength(1, 'ARACode is required.')),
  StrictNumber: v.optional(FormBooleanSchema, 'true'),
  AcceptDecimals: v.optional(FormBooleanSchema, 'false'),
  Remarks: v.optional(v.pipe(uploadText('Remarks', 500), v.trim())),
  LocId: v.optional(LocIdSchema),
});

/** The form of POST files/upload: the upload form and its kind, `ttt` (default) or `ara` (files/upload/dbf is the `dbf` kind). */
export const TextUploadFormSchema = v.object({ ...UploadFormSchema.entries, Kind: v.optional(v.picklist(['ttt', 'ara']), 'ttt') });

/** The {FileId} path segment: a positive file id. */
export const FileIdParamsSchema = v.object({
  FileId: urlInteger('FileId'),
});

/** Body of POST files/processUpload/{FileId} (both optional: the file's own upload choices apply). */
export const ProcessUploadRequestSchema = v.object({
  LocId: IgnoredLocIdSchema,
  StrictNumber: v.optional(v.boolean()),
  AcceptDecimals: v.optional(v.boolean()),
});

/**
 * A job's Status. `resuming`: its run stopped before the end (the server running it died, or the run
 * failed and is retried) and another run is taking it up where it stopped; nothing is lost or done twice.
 */
export const JOB_STATUSES = ['queued', 'running', 'resuming', 'succeeded', 'failed'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];

/** A rejected line of a processed file, with the reason a person can act on. */
export const RejectedLineSchema = v.object({
  LineNumber: v.number(),
  Text: v.string(),
  Reason: v.string(),
});
export type RejectedLine = v.InferOutput<typeof RejectedLineSchema>;

/**
 * `data` of POST files/processUpload/{FileId} and of GET files/processUpload/{FileId}/status.
 * Processing a file again answers its existing job: a file's bets are never stored twice.
 */
export const ProcessJobSchema = v.object({
  FileId: v.number(),
  Status: v.picklist(JOB_STATUSES),
  LinesTotal: v.number(),
  LinesProcessed: v.number(),
  LinesAccepted: v.number(),
  LinesRejected: v.number(),
  /** The first 1000 rejected lines, in line order. */
  Rejected: v.array(RejectedLineSchema),
  /** Why the job failed; null otherwise. */
  Message: v.nullable(v.string()),
});
export type ProcessJob = v.InferOutput<typeof ProcessJobSchema>;

/** `data` of DELETE files/{FileId}: the file that went and how many of its tickets went with it. */
export const DeletedFileSchema = v.object({ FileId: v.number(), TicketsDeleted: v.number() });

/** POST {4d|tt}/files/upload (multipart/form-data): stores a bet file for the location's next open draw. */
export const uploadBetFile = endpoint({
  method: 'POST',
  path: 'files/upload',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'Upload a bet file (text, one bet per line, or a Backup ARA file; at most 10 MB)',
  body: TextUploadFormSchema,
  bodyEncoding: 'multipart',
  answer: BetFileSchema,
});

/** GET {4d|tt}/files: the location's files the caller may see, newest first. */
export const betFiles = endpoint({
  method: 'GET',
  path: 'files',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'The bet files the caller may see, newest first',
  query: OptionalLocIdQuerySchema,
  answer: BetFilesSchema,
});

/** DELETE {4d|tt}/files/{FileId}: deletes a file and its tickets (not while processed, nor once its draw is closed). */
export const deleteBetFile = endpoint({
  method: 'DELETE',
  path: 'files/:FileId',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'Delete a bet file and its tickets',
  params: FileIdParamsSchema,
  answer: DeletedFileSchema,
});

/** POST {4d|tt}/files/processUpload/{FileId}: starts the file's job, or answers its existing one. */
export const processUpload = endpoint({
  method: 'POST',
  path: 'files/processUpload/:FileId',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: "Start processing a bet file (or answer its job)",
  params: FileIdParamsSchema,
  body: ProcessUploadRequestSchema,
  answer: ProcessJobSchema,
});

/** GET {4d|tt}/files/processUpload/{FileId}/status: the file's processing job. */
export const processUploadStatus = endpoint({
  method: 'GET',
  path: 'files/processUpload/:FileId/status',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: "The state of a bet file's processing job",
  params: FileIdParamsSchema,
  answer: ProcessJobSchema,
});

/** POST {4d|tt}/files/upload/dbf (multipart, the upload form): a dBase table of bets (server/betting/dbfLines.ts). */
export const uploadDbfBetFile = endpoint({
  method: 'POST',
  path: 'files/upload/dbf',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'Upload a dBase (.dbf) bet file: records with LINE, or NUMBER, BIG and SMALL',
  body: UploadFormSchema,
  bodyEncoding: 'multipart',
  answer: BetFileSchema,
});

/**
 * POST {4d|tt}/files/upload/lzh: always refused (400) with what to upload instead. No maintained LZH
 * (LHA) decoder exists for Node, and an unmaintained decompressor is not put before untrusted uploads.
 */
export const uploadLzhBetFile = endpoint({
  method: 'POST',
  path: 'files/upload/lzh',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'LZH archives are refused: upload the text or dBase file inside instead',
  body: UploadFormSchema,
  bodyEncoding: 'multipart',
  answer: BetFileSchema,
});

/** The message of every files/upload/lzh. */
export const LZH_REFUSED =
  'LZH archives cannot be read here: extract the file inside (with 7-Zip or LHA) and upload it as a text file (.txt) or a dBase file (.dbf).';

/** One file's changes in PUT files/updateFilesBatchByFileId: each field optional (absent: unchanged). */
export const FileUpdateSchema = v.object({
  FileId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  Remarks: v.optional(v.nullable(v.pipe(text(500), v.trim()))),
  StrictNumber: v.optional(v.boolean()),
  AcceptDecimals: v.optional(v.boolean()),
});

/** The most files one batch changes (a page of the file list). */
export const MAX_FILES_PER_BATCH = 200;

/**
 * PUT {4d|tt}/files/updateFilesBatchByFileId: changes several files at once, all or none. Remarks any
 * time; StrictNumber and AcceptDecimals only before a file is processed (they decide how it is read).
 * Only files the caller may upload and see (its own uploads and its tree's files).
 */
export const updateFilesBatch = endpoint({
  method: 'PUT',
  path: 'files/updateFilesBatchByFileId',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'Update the remarks and processing options of several files at once',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    Files: v.pipe(v.array(FileUpdateSchema), v.minLength(1, 'Choose at least one file.'), v.maxLength(MAX_FILES_PER_BATCH)),
  }),
  answer: BetFilesSchema,
});
