import * as v from 'valibot';

/**
 * Bet files (spec 02 §5 "file upload form", §7.10) and their processing job (§4 "long-running jobs
 * polled by status"). Upload: POST {4d|tt}/files/upload as multipart/form-data with the fields below.
 */

/** The multipart fields beside `file` (a text file, one bet line per line, at most 10 MB). */
export const UPLOAD_FIELDS = ['UserId', 'ARACode', 'StrictNumber', 'AcceptDecimals', 'Remarks'] as const;
/** Booleans travel as the text 'true' or 'false'; StrictNumber defaults to true, AcceptDecimals to false. */
export const FormBooleanSchema = v.picklist(['true', 'false']);

export const FILE_STATUSES = ['uploaded', 'processing', 'processed', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** One uploaded file: `data` of POST files/upload, an entry of GET files. */
export const BetFileSchema = v.object({
  FileId: v.number(),
  FileName: v.string(),
  UserId: v.string(),
  ARACode: v.string(),
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

/** Body of POST files/processUpload/{FileId} (both optional: the file's own upload choices apply). */
export const ProcessUploadRequestSchema = v.object({
  LocId: v.optional(v.string()),
  StrictNumber: v.optional(v.boolean()),
  AcceptDecimals: v.optional(v.boolean()),
});

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
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
