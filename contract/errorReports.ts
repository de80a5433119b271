import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** One stored error report (spec 01 §8 "the error is reported"): what the app's Sentry SDK sent. */
export const ErrorReportSchema = v.object({
  ReportId: v.number(),
  ReceivedAt: v.string(),
  EventId: v.string(),
  Release: v.string(),
  /** `Type: message` of the reported error. */
  Message: v.string(),
  /** The Sentry envelope as received (secrets scrubbed by the app before sending). */
  Envelope: v.string(),
});
export type ErrorReport = v.InferOutput<typeof ErrorReportSchema>;

/**
 * GET errorReports (admins only): the 50 newest reports the tunnel stored. Not in spec 02 §7: the
 * reference server keeps the reports an operator would read in Sentry, so they can be checked
 * without one. The tunnel itself (POST /api/error-reports) is not a call of the contract: its body
 * is Sentry's envelope, not JSON (server/routes/errorReports.ts).
 */
export const errorReports = endpoint({
  method: 'GET',
  path: 'errorReports',
  scope: 'auth',
  summary: 'The newest error reports the app sent (admins only)',
  answer: v.array(ErrorReportSchema),
});
