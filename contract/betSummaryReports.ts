import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './paging.ts';
import { drawFiguresQuery, rangeFiguresQuery } from './betFigures.ts';

/**
 * The Bet Summary reports (spec 02 §7.7 betSummaryReportFull, betSummaryFull, betSummary3Full): per user
 * of the branch and per draw, the tickets (Bets: accepted lines), the entries (Tickets, as everywhere in
 * the house) and the turnover per bet type, in integer cents; CostCents is the sum of the bet types'
 * turnovers, and the Totals are the sums of the rows to the cent. Whose branch: the caller's, or with
 * UserId one user's of its tree (403 outside it). README "Bet calls" says how the three differ.
 */
const reportEntries = {
  Bets: v.number(),
  Tickets: v.number(),
  StraightCents: v.number(),
  RollCents: v.number(),
  IBetCents: v.number(),
  KBetCents: v.number(),
  TotoCents: v.number(),
  CostCents: v.number(),
};
export const ReportTotalsSchema = v.object(reportEntries);
export type ReportTotals = v.InferOutput<typeof ReportTotalsSchema>;
export const ReportRowSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  ...reportEntries,
});
export type ReportRow = v.InferOutput<typeof ReportRowSchema>;

const REPORT_SORT = ['UserId', 'DrawDate', 'Bets', 'Tickets', 'CostCents'] as const;
const ReportPageSchema = pageSchema(ReportRowSchema, ReportTotalsSchema);

/** GET betSummaryReportFull?DrawId=: one draw, a row per user of the branch with bets (its own tickets). */
export const betSummaryReportFull = endpoint({
  method: 'GET',
  path: 'betSummaryReportFull',
  attribute: 'BETSUMMARY',
  scope: 'data',
  summary: 'Bets of one draw per user of the branch and bet type',
  query: drawFiguresQuery(REPORT_SORT, 'UserId'),
  answer: ReportPageSchema,
  csv: true,
});

/** GET betSummaryFull?DrawFrom=&DrawTo=: the draws of a range, a row per user of the branch and draw (its own tickets). */
export const betSummaryFull = endpoint({
  method: 'GET',
  path: 'betSummaryFull',
  attribute: 'BETSUMMARY',
  scope: 'data',
  summary: 'Bets of the draws from DrawFrom to DrawTo per user of the branch, draw and bet type',
  query: rangeFiguresQuery(REPORT_SORT, 'DrawDate'),
  answer: ReportPageSchema,
  csv: true,
});

/** GET betSummary3Full?DrawId=: one draw, a row for the user's own tickets and one per direct downline (its whole branch). */
export const betSummary3Full = endpoint({
  method: 'GET',
  path: 'betSummary3Full',
  attribute: 'BETSUMMARY',
  scope: 'data',
  summary: 'Bets of one draw per direct downline (its whole branch) and bet type',
  query: drawFiguresQuery(REPORT_SORT, 'UserId'),
  answer: ReportPageSchema,
  csv: true,
});
