import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, IgnoredLocIdSchema, text, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { REPORT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';
import { RoleCodeSchema } from './profile.ts';

/**
 * Statements and payments (spec 02 §2.2 Payments and Payment History, §7.12; DOMAIN.md "Credit",
 * "Collected"). A user's statement is its ledger lines (ledger_entries, migration 0014): AccBal is
 * their sum, positive when the upline owes the user. A payment is money settled between a user and
 * its upline, recorded by the upline (or an admin) as one 'payment' line: negative when paid to the
 * user, positive when received from it. Money in integer cents (fields named ...Cents).
 *
 * A statement is the user's, not a location's: AccBal is one figure per user, so these calls read
 * every line whatever the prefix (4d/ or tt/); a payment line records the location it was made at.
 */

/** The kinds of statement line (migration 0014), in the order a statement explains them. */
export const STATEMENT_KINDS = [
  'opening',
  'winloss',
  'commission',
  'tax',
  'share',
  'downline',
  'payment',
  // Issue 21 (migration 0026): share moved by a sub share, a share claim or its return, and group expenses.
  'sub_share',
  'share_claim',
  'share_claim_back',
  'group_expense',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
/** The kinds a settled draw posts: together the "results" of a statement. */
export const SETTLED_KINDS = ['winloss', 'commission', 'tax', 'share', 'downline'] as const satisfies readonly StatementKind[];
/** The kinds that move a settled result between users afterwards (issue 21): shown as Transfers. */
export const TRANSFER_KINDS = ['sub_share', 'share_claim', 'share_claim_back', 'group_expense'] as const satisfies readonly StatementKind[];
/** A statement's results: the settled draws' lines and what moved them between users. */
export const RESULT_KINDS = [...SETTLED_KINDS, ...TRANSFER_KINDS] as const satisfies readonly StatementKind[];

/** received: the downline paid its upline (AccBal rises); paid: the upline paid the downline (AccBal falls). */
export const PAYMENT_DIRECTIONS = ['received', 'paid'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** The largest payment: $10,000,000.00, far above any demo balance, and within an int4 of cents. */
export const MAX_PAYMENT_CENTS = 1_000_000_000;
export const MAX_REMARK_CHARS = 200;
/** insertStatements records at most this many payments in one call. */
export const MAX_PAYMENTS_AT_ONCE = 50;

const DateRangeEntries = {
  DrawFrom: v.optional(calendarDate('DrawFrom')),
  DrawTo: v.optional(calendarDate('DrawTo')),
};

// ---------------------------------------------------------------------------------------------
// Reads

/** One user the caller may record payments for, with its AccBal now. */
export const PaymentUserSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  ParentId: v.nullable(v.string()),
  AccBalCents: v.number(),
});
export type PaymentUser = v.InferOutput<typeof PaymentUserSchema>;

/** GET {4d|tt}/paymentUserIds: the users the caller may record payments for (its direct downlines; an admin: everyone below it). */
export const paymentUserIds = endpoint({
  method: 'GET',
  path: 'paymentUserIds',
  scope: 'data',
  summary: 'The users the caller may record payments for',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(PaymentUserSchema),
  attribute: 'PAYMENT',
});

/**
 * One row of selectStatementSum: one direct downline over the range. Opening is its balance brought
 * forward (every line before DrawFrom, and 'opening' lines); Results the settled draws' lines in the
 * range; Payments the payment lines in the range; Balance = Opening + Results + Payments, its balance
 * at the end of the range; AccBal its balance now (equal to Balance when the range reaches today).
 */
const sumEntries = {
  UserId: v.string(),
  UserName: v.string(),
  Role: RoleCodeSchema,
  OpeningCents: v.number(),
  ResultsCents: v.number(),
  PaymentsCents: v.number(),
  BalanceCents: v.number(),
  AccBalCents: v.number(),
  /**
   * Whether the caller may record a payment for the user (its direct downline; an admin anyone):
   * false on a sub-agent's downline, which pays through that sub-agent.
   */
  Payable: v.boolean(),
};
export const StatementSumRowSchema = v.object(sumEntries);
export type StatementSumRow = v.InferOutput<typeof StatementSumRowSchema>;
const sumTotals = {
  OpeningCents: v.number(),
  ResultsCents: v.number(),
  PaymentsCents: v.number(),
  BalanceCents: v.number(),
  AccBalCents: v.number(),
};
export const StatementSumTotalsSchema = v.object(sumTotals);

/** selectStatementSumFull's row: the same with the results by kind (their sum is ResultsCents). */
const kindEntries = {
  WinLossCents: v.number(),
  CommissionCents: v.number(),
  TaxCents: v.number(),
  ShareCents: v.number(),
  DownlineCents: v.number(),
  /** Sub shares, share claims and group expenses (TRANSFER_KINDS). */
  TransfersCents: v.number(),
};
export const StatementSumFullRowSchema = v.object({ ...sumEntries, ...kindEntries });
export type StatementSumFullRow = v.InferOutput<typeof StatementSumFullRowSchema>;
export const StatementSumFullTotalsSchema = v.object({ ...sumTotals, ...kindEntries });

const SUM_SORTABLE = ['UserId', 'OpeningCents', 'ResultsCents', 'PaymentsCents', 'BalanceCents', 'AccBalCents'] as const;
/** Query of the sums: the direct downlines of UserId (the caller by default; one user of its tree), over DrawFrom..DrawTo (both optional). */
const sumQuery = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...DateRangeEntries,
  ...pageQueryEntries(SUM_SORTABLE, { sortBy: 'UserId', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
});

/** GET {4d|tt}/selectStatementSum: each direct downline's opening, results, payments and balance. */
export const selectStatementSum = endpoint({
  method: 'GET',
  path: 'selectStatementSum',
  scope: 'data',
  summary: "Each direct downline's statement: opening, results, payments and balance",
  query: sumQuery,
  answer: pageSchema(StatementSumRowSchema, StatementSumTotalsSchema),
  csv: true,
  attribute: 'PAYMENT',
});

/** GET {4d|tt}/selectStatementSumFull: selectStatementSum with the results by kind. */
export const selectStatementSumFull = endpoint({
  method: 'GET',
  path: 'selectStatementSumFull',
  scope: 'data',
  summary: "Each direct downline's statement with its results by kind",
  query: sumQuery,
  answer: pageSchema(StatementSumFullRowSchema, StatementSumFullTotalsSchema),
  csv: true,
  attribute: 'PAYMENT',
});

/** GET {4d|tt}/selectStatementType: the kinds of statement line. */
export const selectStatementType = endpoint({
  method: 'GET',
  path: 'selectStatementType',
  scope: 'data',
  summary: 'The kinds of statement line',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(v.object({ Kind: v.picklist(STATEMENT_KINDS), Name: v.string() })),
  attribute: 'PAYMENTHIST',
});

/**
 * One statement line. Date is the draw's day for a settled draw's line, else the operator's day
 * (GMT+8) it was written; BalanceCents the user's balance after it (lines in the order written).
 */
export const StatementLineSchema = v.object({
  EntryId: v.number(),
  UserId: v.string(),
  Date: v.string(),
  DrawId: v.nullable(v.number()),
  Kind: v.picklist(STATEMENT_KINDS),
  AmountCents: v.number(),
  BalanceCents: v.number(),
  Remark: v.nullable(v.string()),
  CreatedBy: v.nullable(v.string()),
  CreatedAt: v.string(),
});
export type StatementLine = v.InferOutput<typeof StatementLineSchema>;

/**
 * GET {4d|tt}/statementByUserId: a user's lines (UserId, one of the caller's tree, itself included),
 * by draw; without UserId the lines of every user the caller may record payments for (Payment
 * History, with Kind=payment). Kind and the range narrow them.
 */
export const statementByUserId = endpoint({
  method: 'GET',
  path: 'statementByUserId',
  scope: 'data',
  summary: "A user's statement lines, by draw",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    Kind: v.optional(v.picklist(STATEMENT_KINDS, `Kind must be one of ${STATEMENT_KINDS.join(', ')}.`)),
    ...DateRangeEntries,
    ...pageQueryEntries(['EntryId', 'Date', 'UserId', 'AmountCents'], { sortBy: 'EntryId', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(StatementLineSchema, v.object({ AmountCents: v.number() })),
  csv: true,
  attribute: 'PAYMENTHIST',
});

/** One month of a user's statement: balance brought forward, results and payments, balance at its end. */
export const StatementMonthSchema = v.object({
  Month: v.string(),
  OpeningCents: v.number(),
  ResultsCents: v.number(),
  PaymentsCents: v.number(),
  BalanceCents: v.number(),
});
export type StatementMonth = v.InferOutput<typeof StatementMonthSchema>;

/** GET {4d|tt}/statementByMonth?UserId=: a user's statement per month (months by line Date). */
export const statementByMonth = endpoint({
  method: 'GET',
  path: 'statementByMonth',
  scope: 'data',
  summary: "A user's statement per month",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    ...DateRangeEntries,
    ...pageQueryEntries(['Month'], { sortBy: 'Month', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(StatementMonthSchema, v.object({ ResultsCents: v.number(), PaymentsCents: v.number() })),
  csv: true,
  attribute: 'PAYMENTHIST',
});

// ---------------------------------------------------------------------------------------------
// Writes: each idempotent (Idempotency-Key), one transaction with its audit row.

/**
 * A payment as the form sends it. Checked for shape only here: what is wrong with a value (no user,
 * an amount that is not whole positive cents, an unknown direction) is answered by the server as
 * data.Problems, each on its field, so the form shows it there.
 */
export const PaymentRequestSchema = v.object({
  LocId: IgnoredLocIdSchema,
  UserId: v.nullish(text(64), ''),
  AmountCents: v.nullish(v.number('AmountCents must be a number.')),
  Direction: v.nullish(text(16), ''),
  Remark: v.nullish(text(MAX_REMARK_CHARS), ''),
});
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;

/** A payment line as written, with the user's AccBal after it. */
export const PaymentLineSchema = v.object({
  EntryId: v.number(),
  UserId: v.string(),
  AmountCents: v.number(),
  Remark: v.nullable(v.string()),
  CreatedBy: v.string(),
  CreatedAt: v.string(),
  AccBalCents: v.number(),
});
export type PaymentLine = v.InferOutput<typeof PaymentLineSchema>;

/** POST {4d|tt}/insertStatement2: records one payment from or to a downline. */
export const insertStatement2 = endpoint({
  method: 'POST',
  path: 'insertStatement2',
  scope: 'data',
  summary: 'Record a payment from or to a downline',
  body: PaymentRequestSchema,
  answer: PaymentLineSchema,
  idempotent: true,
  attribute: 'PAYMENT',
});

/** POST {4d|tt}/insertStatements: records several payments, all or none. */
export const insertStatements = endpoint({
  method: 'POST',
  path: 'insertStatements',
  scope: 'data',
  summary: 'Record several payments at once, all or none',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    Payments: v.pipe(
      v.array(v.omit(PaymentRequestSchema, ['LocId'])),
      v.minLength(1, 'Payments must hold at least one payment.'),
      v.maxLength(MAX_PAYMENTS_AT_ONCE, `At most ${MAX_PAYMENTS_AT_ONCE} payments at once.`),
    ),
  }),
  answer: v.object({ Lines: v.array(PaymentLineSchema) }),
  idempotent: true,
  attribute: 'PAYMENT',
});

/** POST {4d|tt}/updateStatementSum: settles a downline's whole balance to zero with one payment line. */
export const updateStatementSum = endpoint({
  method: 'POST',
  path: 'updateStatementSum',
  scope: 'data',
  summary: "Settle a downline's whole balance with one payment",
  body: v.object({ LocId: IgnoredLocIdSchema, UserId: v.nullish(text(64), ''), Remark: v.nullish(text(MAX_REMARK_CHARS), '') }),
  answer: PaymentLineSchema,
  idempotent: true,
  attribute: 'PAYMENT',
});

/** DELETE {4d|tt}/deleteStatement2/{EntryId}: removes a payment line and reverses its effect on AccBal. */
export const deleteStatement2 = endpoint({
  method: 'DELETE',
  path: 'deleteStatement2/:EntryId',
  scope: 'data',
  summary: 'Delete a payment line (its effect on AccBal is reversed)',
  params: v.object({ EntryId: urlInteger('EntryId', 1, Number.MAX_SAFE_INTEGER) }),
  answer: v.object({ EntryId: v.number(), UserId: v.string(), AccBalCents: v.number() }),
  idempotent: true,
  attribute: 'PAYMENT',
});
