import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { REPORT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Summary (spec 02 §2.2 /report/summary, §6 RPTSUM and RPTMEM, §7.13; DOMAIN.md "The reports": totals
 * per draw for the caller). Three calls, one row per draw of the call's location in DrawFrom..DrawTo
 * (or one DrawId), for the subject (the caller, or UserId of its tree; a member only itself):
 * - reportSummary3 (RPTSUM): the subject's branch (itself and everyone below it): turnover, and its
 *   users' settled ledger lines by kind; Net is their sum, which is the subject's own movement with its
 *   upline for the draw (its statement's results of the draw), the company's: what its branch moved.
 * - mMemberReportSummary (RPTMEM): the subject's own bets only (draw_user_results): tickets,
 *   turnover, strikes, win/loss, commission and tax on its own turnover.
 * - dSelectStatementSummary (PAYMENTHIST): the subject's statement lines summed per draw and kind
 *   (lines of no draw, payments and transfers without one, per day). Money in integer cents.
 */

const rangeQuery = <const S extends readonly [string, ...string[]]>(sortable: S, sortBy: S[number]) =>
  v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    DrawId: v.optional(urlInteger('DrawId')),
    DrawFrom: v.optional(calendarDate('DrawFrom')),
    DrawTo: v.optional(calendarDate('DrawTo')),
    ...pageQueryEntries(sortable, { sortBy, sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  });

const branchFigures = {
  TurnoverCents: v.number(),
  WinLossCents: v.number(),
  CommissionCents: v.number(),
  /** Negative: paid. */
  TaxCents: v.number(),
  ShareCents: v.number(),
  /** WinLoss + Commission + Tax + Share. */
  NetCents: v.number(),
};
export const SummaryRowSchema = v.object({ DrawId: v.number(), DrawDate: v.string(), ...branchFigures });
export type SummaryRow = v.InferOutput<typeof SummaryRowSchema>;

/** GET {4d|tt}/reportSummary3: per draw, the subject's branch's turnover and settled results. */
export const reportSummary3 = endpoint({
  method: 'GET',
  path: 'reportSummary3',
  scope: 'data',
  summary: "Summary: per draw, the branch's turnover, win/loss, commission, tax, share and net",
  query: rangeQuery(['DrawDate', 'TurnoverCents', 'NetCents'], 'DrawDate'),
  answer: pageSchema(SummaryRowSchema, v.object(branchFigures)),
  csv: true,
  attribute: 'RPTSUM',
});

const memberFigures = {
  Tickets: v.number(),
  TurnoverCents: v.number(),
  Strikes: v.number(),
  StrikeCents: v.number(),
  /** Strikes - stakes. */
  WinLossCents: v.number(),
  CommissionCents: v.number(),
  /** Positive: the tax paid on the own turnover. */
  TaxCents: v.number(),
  /** WinLoss + Commission - Tax. */
  NetCents: v.number(),
};
export const MemberSummaryRowSchema = v.object({ DrawId: v.number(), DrawDate: v.string(), ...memberFigures });
export type MemberSummaryRow = v.InferOutput<typeof MemberSummaryRowSchema>;

/** GET {4d|tt}/mMemberReportSummary: per draw, the subject's own bets and their settled result. */
export const mMemberReportSummary = endpoint({
  method: 'GET',
  path: 'mMemberReportSummary',
  scope: 'data',
  summary: 'Member summary: per draw, the own tickets, turnover, strikes, win/loss, commission, tax and net',
  query: rangeQuery(['DrawDate', 'TurnoverCents', 'NetCents'], 'DrawDate'),
  answer: pageSchema(MemberSummaryRowSchema, v.object(memberFigures)),
  csv: true,
  attribute: 'RPTMEM',
});

const statementFigures = {
  WinLossCents: v.number(),
  CommissionCents: v.number(),
  TaxCents: v.number(),
  ShareCents: v.number(),
  DownlineCents: v.number(),
  TransfersCents: v.number(),
  PaymentsCents: v.number(),
  /** The sum of the row's lines: how the statement's balance moved. */
  TotalCents: v.number(),
};
export const StatementSummaryRowSchema = v.object({ DrawId: v.nullable(v.number()), Date: v.string(), ...statementFigures });
export type StatementSummaryRow = v.InferOutput<typeof StatementSummaryRowSchema>;

/** GET {4d|tt}/dSelectStatementSummary: the subject's statement summed per draw (per day for lines of no draw) and kind. */
export const dSelectStatementSummary = endpoint({
  method: 'GET',
  path: 'dSelectStatementSummary',
  scope: 'data',
  summary: "Statement summary: the subject's statement lines per draw and kind",
  query: rangeQuery(['Date', 'TotalCents'], 'Date'),
  answer: pageSchema(StatementSummaryRowSchema, v.object(statementFigures)),
  csv: true,
  attribute: 'PAYMENTHIST',
});
