import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, IgnoredLocIdSchema, text, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * Sub share and share claims (spec 02 §2.2 Control, §7.14; DOMAIN.md 5). A share transfer moves a
 * part (ShareBp, basis points) of one user's share result at one location, for the settled draws of a
 * day range, to another user of the tree, as statement lines that sum to zero (migration 0026,
 * server/ledger/shareTransfers.ts):
 * - a sub share: an agent (UserId) gives a partner of its downline (PartnerId) part of its own share result;
 * - a share claim: an upline (PartnerId, the caller) claims part of a downline's (UserId) share result.
 */

export const MAX_TRANSFER_REMARK_CHARS = 200;

/** One transfer with what it has posted: the draws and the partner's total (the giver's is its negative). */
export const ShareTransferRowSchema = v.object({
  Id: v.number(),
  LocId: v.string(),
  UserId: v.string(),
  PartnerId: v.string(),
  ShareBp: v.number(),
  DrawFrom: v.string(),
  DrawTo: v.string(),
  Remark: v.nullable(v.string()),
  PostedDraws: v.number(),
  PostedCents: v.number(),
  CreatedBy: v.string(),
  CreatedAt: v.string(),
});
export type ShareTransferRow = v.InferOutput<typeof ShareTransferRowSchema>;

const TRANSFER_SORTABLE = ['Id', 'UserId', 'PartnerId', 'DrawFrom', 'PostedCents'] as const;
const transferListQuery = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...pageQueryEntries(TRANSFER_SORTABLE, { sortBy: 'Id', sortDir: 'desc', pageSize: DEFAULT_PAGE_SIZE }),
});
const transferPage = pageSchema(ShareTransferRowSchema, v.object({ PostedCents: v.number() }));

/**
 * A transfer as the form sends it: shapes only. The values (who, the rate, the range) are checked by
 * the server, every problem on its field in data.Problems.
 */
export const ShareTransferRequestSchema = v.object({
  LocId: IgnoredLocIdSchema,
  UserId: v.nullish(text(64), ''),
  PartnerId: v.nullish(text(64), ''),
  ShareBp: v.nullish(v.number('ShareBp must be a number.')),
  DrawFrom: v.nullish(text(10), ''),
  DrawTo: v.nullish(text(10), ''),
  Remark: v.nullish(text(MAX_TRANSFER_REMARK_CHARS), ''),
});
export type ShareTransferRequest = v.InferOutput<typeof ShareTransferRequestSchema>;

const idParams = v.object({ Id: urlInteger('Id') });
/** A transfer's Id in a body: a number, or its digits as text (a form sends its URL's Id so). */
const BodyIdSchema = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647)),
  ],
  'Id must be a whole number from 1.',
);
const removedAnswer = v.object({ Id: v.number(), RemovedLines: v.number() });

// ---------------------------------------------------------------------------------------------
// Sub share

/** GET {4d|tt}/subShare: the sub shares given by users of the caller's tree (UserId: one giver), at the location. */
export const subShares = endpoint({
  method: 'GET',
  path: 'subShare',
  scope: 'data',
  summary: "The sub shares of the caller's tree, with what each has posted",
  query: transferListQuery,
  answer: transferPage,
  csv: true,
});

/**
 * POST {4d|tt}/subShare: UserId (the caller by default, or an agent of its tree) gives PartnerId (a
 * user below it) ShareBp of its share result at the location, for DrawFrom..DrawTo, and the settled
 * draws of the range are posted at once. Saving the same sub share again posts the draws settled since.
 */
export const createSubShare = endpoint({
  method: 'POST',
  path: 'subShare',
  scope: 'data',
  summary: 'Give a partner part of a share result, and post the settled draws',
  body: ShareTransferRequestSchema,
  answer: ShareTransferRowSchema,
  idempotent: true,
});

/** DELETE {4d|tt}/subShare/{Id}: removes a sub share and takes every line it posted back out of both statements. */
export const deleteSubShare = endpoint({
  method: 'DELETE',
  path: 'subShare/:Id',
  scope: 'data',
  summary: 'Delete a sub share and reverse its lines',
  params: idParams,
  answer: removedAnswer,
  idempotent: true,
});

// ---------------------------------------------------------------------------------------------
// Share claims (menu rule DrawSetting, enforced by the server too)

/** GET {4d|tt}/shareClaim: the share claims of the caller's tree at the location (UserId: claims on one downline). */
export const shareClaims = endpoint({
  method: 'GET',
  path: 'shareClaim',
  scope: 'data',
  summary: "The share claims of the caller's tree, with what each has posted",
  query: transferListQuery,
  answer: transferPage,
  csv: true,
});

/**
 * POST {4d|tt}/shareClaim: the caller claims ShareBp of the share result of UserId (a user below it)
 * at the location for DrawFrom..DrawTo; the settled draws of the range are posted at once. Saving the
 * same claim again posts the draws settled since. (PartnerId is the caller and may be left out.)
 */
export const createShareClaim = endpoint({
  method: 'POST',
  path: 'shareClaim',
  scope: 'data',
  summary: "Claim part of a downline's share result, and post the settled draws",
  body: ShareTransferRequestSchema,
  answer: ShareTransferRowSchema,
  idempotent: true,
});

/** DELETE {4d|tt}/shareClaim/{Id}: removes a claim and takes every line it posted back out of both statements. */
export const deleteShareClaim = endpoint({
  method: 'DELETE',
  path: 'shareClaim/:Id',
  scope: 'data',
  summary: 'Delete a share claim and reverse its lines',
  params: idParams,
  answer: removedAnswer,
  idempotent: true,
});

/** What a generation posted: the claims looked at, the draws posted and their total to the claimers. */
export const GeneratedSchema = v.object({ Claims: v.number(), PostedDraws: v.number(), PostedCents: v.number() });

/**
 * PUT {4d|tt}/generateReportPlaceOutShareMix: posts the draws settled since for one claim (Id) or for
 * every claim of the caller's tree at the location. Generating twice posts nothing new.
 */
export const generateShareClaims = endpoint({
  method: 'PUT',
  path: 'generateReportPlaceOutShareMix',
  scope: 'data',
  summary: 'Post the draws settled since for one share claim or all of them',
  body: v.object({ LocId: IgnoredLocIdSchema, Id: v.optional(BodyIdSchema) }),
  answer: GeneratedSchema,
  idempotent: true,
});

/** PUT {4d|tt}/updateReportShare: changes a claim's share; its lines are reversed and posted again at the new share. */
export const updateShareClaim = endpoint({
  method: 'PUT',
  path: 'updateReportShare',
  scope: 'data',
  summary: "Change a share claim's share: its lines are posted again at the new share",
  body: v.object({
    LocId: IgnoredLocIdSchema,
    Id: BodyIdSchema,
    ShareBp: v.nullish(v.number('ShareBp must be a number.')),
  }),
  answer: ShareTransferRowSchema,
  idempotent: true,
});

/** One direct downline of UserId with its share result over the range at the location, and what was claimed of it. */
export const DownlineShareRowSchema = v.object({
  UserId: v.string(),
  Role: v.string(),
  ShareCents: v.number(),
  ClaimedCents: v.number(),
  KeptCents: v.number(),
});
export type DownlineShareRow = v.InferOutput<typeof DownlineShareRowSchema>;

/** GET {4d|tt}/reportDownLine: the direct downlines of UserId (the caller by default) with their share results and claims. */
export const reportDownLine = endpoint({
  method: 'GET',
  path: 'reportDownLine',
  scope: 'data',
  summary: 'Each direct downline with its share result over the range and what was claimed of it',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    DrawFrom: v.optional(calendarDate('DrawFrom')),
    DrawTo: v.optional(calendarDate('DrawTo')),
    ...pageQueryEntries(['UserId', 'ShareCents', 'ClaimedCents'], { sortBy: 'UserId', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(DownlineShareRowSchema, v.object({ ShareCents: v.number(), ClaimedCents: v.number(), KeptCents: v.number() })),
  csv: true,
});

// ---------------------------------------------------------------------------------------------
// Share claim back: a claimer returns part of a claim to the downline (menu rule DrawSetting)

/** A claim that can be returned, with the share its backs return (summed over them, whatever their days). */
export const ReturnableClaimSchema = v.object({
  ClaimId: v.number(),
  ...v.pick(ShareTransferRowSchema, ['LocId', 'UserId', 'PartnerId', 'ShareBp', 'DrawFrom', 'DrawTo']).entries,
  ReturnedBp: v.number(),
});

/** POST {4d|tt}/shareClaimBackSelect: the claims of the caller's tree at the location (ClaimId: one) that can be returned. Reads only. */
export const shareClaimBackSelect = endpoint({
  method: 'POST',
  path: 'shareClaimBackSelect',
  scope: 'data',
  summary: 'The share claims that can be returned, with what is returned already',
  body: v.object({ LocId: IgnoredLocIdSchema, ClaimId: v.optional(BodyIdSchema) }),
  answer: v.array(ReturnableClaimSchema),
});

/** A claim back as the form sends it: the claim, the share of the downline's result returned, the range (within the claim's). */
export const ShareClaimBackRequestSchema = v.object({
  LocId: IgnoredLocIdSchema,
  ClaimId: BodyIdSchema,
  ShareBp: v.nullish(v.number('ShareBp must be a number.')),
  DrawFrom: v.nullish(text(10), ''),
  DrawTo: v.nullish(text(10), ''),
  Remark: v.nullish(text(MAX_TRANSFER_REMARK_CHARS), ''),
});

/** POST {4d|tt}/shareClaimBack: returns part of a claim to its downline; the settled draws of the range are posted at once. */
export const createShareClaimBack = endpoint({
  method: 'POST',
  path: 'shareClaimBack',
  scope: 'data',
  summary: 'Return part of a share claim to the downline, and post the settled draws',
  body: ShareClaimBackRequestSchema,
  answer: ShareTransferRowSchema,
  idempotent: true,
});

/** PUT {4d|tt}/shareClaimBack: changes a claim back's share; its lines are posted again at the new share. */
export const updateShareClaimBack = endpoint({
  method: 'PUT',
  path: 'shareClaimBack',
  scope: 'data',
  summary: "Change a claim back's share: its lines are posted again at the new share",
  body: v.object({ LocId: IgnoredLocIdSchema, Id: BodyIdSchema, ShareBp: v.nullish(v.number('ShareBp must be a number.')) }),
  answer: ShareTransferRowSchema,
  idempotent: true,
});

/** DELETE {4d|tt}/shareClaimBack/{Id}: removes a claim back and reverses its lines. */
export const deleteShareClaimBack = endpoint({
  method: 'DELETE',
  path: 'shareClaimBack/:Id',
  scope: 'data',
  summary: 'Delete a claim back and reverse its lines',
  params: idParams,
  answer: removedAnswer,
  idempotent: true,
});

/** PUT {4d|tt}/shareClaimBackImport: returns all that is left of a claim, over its whole range (one claim back). */
export const importShareClaimBack = endpoint({
  method: 'PUT',
  path: 'shareClaimBackImport',
  scope: 'data',
  summary: 'Return all that is left of a share claim',
  body: v.object({ LocId: IgnoredLocIdSchema, ClaimId: BodyIdSchema }),
  answer: ShareTransferRowSchema,
  idempotent: true,
});

/** PUT {4d|tt}/generateShareClaimReport: posts the draws settled since for one claim back (Id) or all of the caller's tree. */
export const generateShareClaimBacks = endpoint({
  method: 'PUT',
  path: 'generateShareClaimReport',
  scope: 'data',
  summary: 'Post the draws settled since for one claim back or all of them',
  body: v.object({ LocId: IgnoredLocIdSchema, Id: v.optional(BodyIdSchema) }),
  answer: GeneratedSchema,
  idempotent: true,
});

// ---------------------------------------------------------------------------------------------
// Group expense: an expense the caller shares among users below it (statement lines)

export const GroupExpenseRowSchema = v.object({
  Id: v.number(),
  LocId: v.string(),
  UserId: v.string(),
  Members: v.string(),
  AmountCents: v.number(),
  Remark: v.nullable(v.string()),
  CreatedAt: v.string(),
});
export type GroupExpenseRow = v.InferOutput<typeof GroupExpenseRowSchema>;

/** GET {4d|tt}/groupExpense: the group expenses of the caller's tree at the location. */
export const groupExpenses = endpoint({
  method: 'GET',
  path: 'groupExpense',
  scope: 'data',
  summary: "The group expenses of the caller's tree",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    ...pageQueryEntries(['Id', 'AmountCents'], { sortBy: 'Id', sortDir: 'desc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(GroupExpenseRowSchema, v.object({ AmountCents: v.number() })),
  csv: true,
});

/** POST {4d|tt}/groupExpense: Members (user ids below the caller, separated by commas) share AmountCents; the caller's line is the whole. */
export const createGroupExpense = endpoint({
  method: 'POST',
  path: 'groupExpense',
  scope: 'data',
  summary: 'Share an expense among users below the caller, as statement lines',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    Members: v.nullish(text(2000), ''),
    AmountCents: v.nullish(v.number('AmountCents must be a number.')),
    Remark: v.nullish(text(MAX_TRANSFER_REMARK_CHARS), ''),
  }),
  answer: GroupExpenseRowSchema,
  idempotent: true,
});

/** DELETE {4d|tt}/groupExpense/{Id}: removes a group expense and reverses its lines. */
export const deleteGroupExpense = endpoint({
  method: 'DELETE',
  path: 'groupExpense/:Id',
  scope: 'data',
  summary: 'Delete a group expense and reverse its lines',
  params: idParams,
  answer: removedAnswer,
  idempotent: true,
});
