import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger, UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * Backup ARA (spec 02 §2.2 Utilities, §7.5) and the bet page's ARA exports (§7.6): a draw's bets as an
 * ARA file (domain/bets/araFormat.ts), the format Bet Upload reads as its `ara` kind. The files are
 * downloads (`answerEncoding: 'file'`); their name says the location, the draw's day and the user.
 */

/** A file download: its name and its text (the server answers it as an attachment). */
export const FileDownloadSchema = v.object({ FileName: v.string(), Content: v.string() });

/** One draw of countCreateARA: what a backup of the caller's tree would hold, and the caller's last one. */
export const AraDrawCountSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.string(),
  /** Tickets of the caller's tree in the draw (a day-code ticket counts in each draw it is in). */
  Tickets: v.number(),
  /** When the caller last took this draw's backup (ISO instant), null when never or since reset. */
  CreatedDate: v.nullable(v.string()),
  /** How many tickets that backup held. */
  CreatedTickets: v.nullable(v.number()),
});
export type AraDrawCount = v.InferOutput<typeof AraDrawCountSchema>;

export const ARA_SORT_COLUMNS = ['DrawDate'] as const;

/**
 * GET {4d|tt}/countCreateARA: the location's draws with tickets of the caller's tree or a backup mark
 * of the caller, newest first (a paged call: the Backup ARA screen's rows, CSV too).
 */
export const countCreateAra = endpoint({
  method: 'GET',
  path: 'countCreateARA',
  scope: 'data',
  summary: "Per draw: the tickets a Backup ARA of the caller's tree would hold, and when it was last created",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    ...pageQueryEntries(ARA_SORT_COLUMNS, { sortBy: 'DrawDate', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(AraDrawCountSchema, v.object({ Tickets: v.number() })),
  csv: true,
});

/** PUT {4d|tt}/resetUpdateCreateARA/{DrawId}: clears the caller's "created" mark of the draw. */
export const resetUpdateCreateAra = endpoint({
  method: 'PUT',
  path: 'resetUpdateCreateARA/:DrawId',
  scope: 'data',
  summary: "Clear the caller's Backup ARA mark of a draw",
  params: v.object({ DrawId: urlInteger('DrawId') }),
  body: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.object({ DrawId: v.number(), Cleared: v.boolean() }),
});

const DrawBodySchema = v.object({ LocId: v.optional(LocIdSchema), DrawId: jsonInteger('DrawId') });

/** POST {4d|tt}/backupARA: the draw's bets of the caller's tree, a section per user; marks the draw created. */
export const backupAra = endpoint({
  method: 'POST',
  path: 'backupARA',
  scope: 'data',
  summary: "Download the draw's bets of the caller's tree as an ARA file",
  body: DrawBodySchema,
  answer: FileDownloadSchema,
  answerEncoding: 'file',
});

/** The body of the bet page's exports: one draw, the caller or (UserId) one user of its tree. */
const ExportBodySchema = v.object({ ...DrawBodySchema.entries, UserId: v.optional(UserIdSchema) });

/** POST {4d|tt}/bet/page/exportAra: the user's own tickets of the draw, one section. A read (no mark). */
export const exportAra = endpoint({
  method: 'POST',
  path: 'bet/page/exportAra',
  attribute: 'TICKET',
  scope: 'data',
  summary: "Download the user's tickets of a draw as an ARA file",
  body: ExportBodySchema,
  answer: FileDownloadSchema,
  answerEncoding: 'file',
});

/** POST {4d|tt}/bet/page/exportDetailsAra: the tickets of the user's whole branch, a section per user. */
export const exportDetailsAra = endpoint({
  method: 'POST',
  path: 'bet/page/exportDetailsAra',
  attribute: 'TICKET',
  scope: 'data',
  summary: "Download the tickets of the user's branch of a draw as an ARA file, a section per user",
  body: ExportBodySchema,
  answer: FileDownloadSchema,
  answerEncoding: 'file',
});

/**
 * POST {4d|tt}/bet/page/exportIntakeAra: what the user takes in of the draw (its Intake of the chain,
 * per number and bet type) as bet lines, one section: the file an intake is passed on with.
 */
export const exportIntakeAra = endpoint({
  method: 'POST',
  path: 'bet/page/exportIntakeAra',
  attribute: 'TICKET',
  scope: 'data',
  summary: "Download the user's intake of a draw as an ARA file",
  body: ExportBodySchema,
  answer: FileDownloadSchema,
  answerEncoding: 'file',
});
