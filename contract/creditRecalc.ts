import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema } from './fields.ts';

/**
 * Credit Recalc (spec 02 §2.2 Utilities /utilities/creditRecal, §7.3 `relcalCredit`; issue 20): a job
 * that recomputes every user's open stakes (from the unsettled tickets) and AccBal (the sum of its
 * ledger lines), reports each user whose stored figures differed, and stores the computed ones.
 * Decision: POST relcalCredit starts a run (or answers the one under way), GET relcalCredit answers the
 * latest run, so a GET never writes. Admins only. Money in dollars with two decimals, as every figure
 * of the API.
 */

export const CREDIT_RECALC_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** A user whose stored figures differed from the recomputed ones (before they were corrected). */
export const CreditRecalcDifferenceSchema = v.object({
  UserId: v.string(),
  StoredOpenStakes: v.number(),
  ComputedOpenStakes: v.number(),
  StoredAccBal: v.number(),
  ComputedAccBal: v.number(),
});
export type CreditRecalcDifference = v.InferOutput<typeof CreditRecalcDifferenceSchema>;

export const CreditRecalcRunSchema = v.object({
  RunId: v.number(),
  Status: v.picklist(CREDIT_RECALC_STATUSES),
  StartedBy: v.string(),
  /** Users whose figures were checked (every user), once the run has done its work. */
  UsersChecked: v.number(),
  Differences: v.array(CreditRecalcDifferenceSchema),
  /** Why the run failed; null otherwise. */
  Message: v.nullable(v.string()),
  CreatedAt: v.string(),
  FinishedAt: v.nullable(v.string()),
});
export type CreditRecalcRun = v.InferOutput<typeof CreditRecalcRunSchema>;

/** POST relcalCredit: starts a recalculation, or answers the one queued or running. */
export const startCreditRecalc = endpoint({
  method: 'POST',
  path: 'relcalCredit',
  scope: 'auth',
  summary: 'Start recalculating every user’s credit figures from the ledger',
  /** Nothing but the LocId the client adds to every POST (ignored). */
  body: v.looseObject({ LocId: IgnoredLocIdSchema }),
  answer: CreditRecalcRunSchema,
});

/** GET relcalCredit: the latest recalculation (null before the first). */
export const creditRecalc = endpoint({
  method: 'GET',
  path: 'relcalCredit',
  scope: 'auth',
  summary: 'The latest credit recalculation and the users whose figures differed',
  answer: v.nullable(CreditRecalcRunSchema),
});
