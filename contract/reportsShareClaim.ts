import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * The share claim report (spec 02 §6 RPTSHARE_CLAIM, §7.13 selectReportShareClaim,
 * selectReportShareClaimBack; DOMAIN.md 5 "recorded as statement lines, shown on the share-claim
 * reports"). One row per claim (or claim back) and draw: what the transfer moved in that draw, read
 * from its ledger lines (kinds share_claim / share_claim_back), with the downline's share result of
 * the draw it was measured on. Both users of a row are in the caller's tree, at the location.
 * UserId narrows to the rows where that user is either side; DrawId to one draw, DrawFrom/DrawTo to
 * a range of draw days. Totals over every row of the query.
 */

const reportQuery = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  DrawId: v.optional(urlInteger('DrawId')),
  DrawFrom: v.optional(calendarDate('DrawFrom')),
  DrawTo: v.optional(calendarDate('DrawTo')),
  ...pageQueryEntries(['DrawDate', 'Id', 'UserId', 'PartnerId', 'MovedCents'], { sortBy: 'DrawDate', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
});

/** One transfer's lines of one draw. */
export const ShareClaimLineRowSchema = v.object({
  /** The claim (or claim back). */
  Id: v.number(),
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  /** The downline whose share result the claim is measured on. */
  UserId: v.string(),
  /** The claimer (its upline). */
  PartnerId: v.string(),
  ShareBp: v.number(),
  /** The downline's share result in the draw (its 'share' line). */
  ShareCents: v.number(),
  /** What the transfer moved in the draw: to the claimer (a claim), back to the downline (a claim back). */
  MovedCents: v.number(),
  /** A claim back: the claim it returns part of; a claim: null. */
  ClaimId: v.nullable(v.number()),
});
export type ShareClaimLineRow = v.InferOutput<typeof ShareClaimLineRowSchema>;

const linesPage = pageSchema(ShareClaimLineRowSchema, v.object({ MovedCents: v.number() }));

/** GET {4d|tt}/selectReportShareClaim: the share claims' lines per claim and draw, for the caller's tree. */
export const reportShareClaim = endpoint({
  method: 'GET',
  path: 'selectReportShareClaim',
  scope: 'data',
  summary: "The share claims' statement lines per claim and draw",
  query: reportQuery,
  answer: linesPage,
  csv: true,
  attribute: 'RPTSHARE_CLAIM',
});

/** GET {4d|tt}/selectReportShareClaimBack: the claim backs' lines per claim back and draw, for the caller's tree. */
export const reportShareClaimBack = endpoint({
  method: 'GET',
  path: 'selectReportShareClaimBack',
  scope: 'data',
  summary: "The share claim backs' statement lines per claim back and draw",
  query: reportQuery,
  answer: linesPage,
  csv: true,
  attribute: 'RPTSHARE_CLAIM',
});
