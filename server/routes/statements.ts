/**
 * Payments and statements (contract/statements.ts; spec 02 §7.12): the users the caller may pay, the
 * kinds of line, and the payment writes. The paged statements are query files (server/queries/
 * statement*.ts). Every write runs in one transaction (the Idempotency-Key's when the request has
 * one, so a retried payment applies once) with its ledger line, the AccBal it moves and its audit
 * row (server/ledger/payments.ts).
 *
 * Who: a payment is recorded for a user the caller may pay (its direct downlines; an admin anyone
 * below it), and only such a user's payment lines may be deleted. Anyone else is 403, before any
 * problem of the values is looked at, and nothing is written.
 */
import type { Context } from 'hono';
import type { FieldProblem } from '../../contract/envelope.ts';
import {
  deleteStatement2,
  insertStatement2,
  insertStatements,
  paymentUserIds,
  selectStatementType,
  updateStatementSum,
  type PaymentLine,
  type StatementKind,
} from '../../contract/statements.ts';
import type { Queryable } from '../db/database.ts';
import { atomically } from '../db/atomically.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { checkedPayment, creditLeftProblem, paymentProblems, type CheckedPayment } from '../ledger/paymentRequest.ts';
import { creditLeftAfter, lineById, lockBalance, payableBy, payableUser, removePaymentLine, writePaymentLine, type Balance } from '../ledger/payments.ts';

/** The names of the kinds of line, as a statement shows them. */
const KIND_NAMES: Record<StatementKind, string> = {
  opening: 'Opening Balance',
  winloss: 'Win/Loss',
  commission: 'Commission',
  tax: 'Tax',
  share: 'Share',
  downline: 'Downline',
  payment: 'Payment',
  sub_share: 'Sub Share',
  share_claim: 'Share Claim',
  share_claim_back: 'Share Claim Back',
  group_expense: 'Group Expense',
};

const notYours = (userId: string) => `You may record payments only for your own downline: ${userId} is not one.`;
const problemsAnswer = (c: Context, problems: FieldProblem[]) => fail(c, 400, problems[0]!.Message, { data: { Problems: problems } });

type Written = { ok: true; lines: PaymentLine[] } | { ok: false; problems: FieldProblem[] };

/**
 * Writes checked payments in one transaction: every user's row locked first, in user id order (two
 * writers never deadlock), each user's Credit Left checked against all its payments of the request,
 * then every line written. A refusal writes nothing.
 */
async function writePayments(
  db: Queryable,
  payments: readonly (CheckedPayment & { field: string })[],
  by: { userId: string; locId: string; at: number; action: string },
): Promise<Written> {
  return atomically(db, async (tx) => {
    const balances = new Map<string, Balance>();
    for (const userId of [...new Set(payments.map((p) => p.userId))].sort()) balances.set(userId, (await lockBalance(tx, userId))!);
    const moved = new Map<string, number>();
    const problems: FieldProblem[] = [];
    for (const payment of payments) {
      const delta = (moved.get(payment.userId) ?? 0) + payment.amountCents;
      moved.set(payment.userId, delta);
      const after = creditLeftAfter(balances.get(payment.userId)!, delta);
      if (!after.ok) problems.push(creditLeftProblem(payment.field, payment.userId, after.creditLeftCents));
    }
    if (problems.length > 0) return { ok: false, problems };
    const lines: PaymentLine[] = [];
    for (const payment of payments) {
      const before = balances.get(payment.userId)!;
      const line = await writePaymentLine(tx, before, { ...payment, createdBy: by.userId, locId: by.locId, at: by.at, action: by.action });
      balances.set(payment.userId, { ...before, accBalCents: line.AccBalCents });
      lines.push(line);
    }
    return { ok: true, lines };
  });
}

export function mountStatementRoutes(router: ApiRouter, { now }: RouteDeps) {
  router.implement(paymentUserIds, async ({ caller, db }) => {
    const { rows } = await db.query<{ UserId: string; Role: 'ADMIN' | 'AG' | 'MEM'; ParentId: string | null; AccBalCents: number }>(
      `select u.user_id as "UserId", u.role as "Role", u.parent_id as "ParentId", u.acc_bal_cents::float8 as "AccBalCents"
       from users u where ${payableBy('u.user_id', 1)} order by u.user_id`,
      [caller.userId],
    );
    // The users table has no display name yet: the dropdown shows the id (server/routes/memberLists.ts).
    return rows.map((row) => ({ ...row, UserName: '' }));
  });

  router.implement(selectStatementType, async () =>
    Object.entries(KIND_NAMES).map(([kind, name]) => ({ Kind: kind as StatementKind, Name: name })),
  );

  router.implement(insertStatement2, async ({ body, caller, location, db, c }) => {
    if (body.UserId?.trim()) {
      const userId = await payableUser(db, caller.userId, body.UserId.trim());
      if (!userId) return fail(c, 403, notYours(body.UserId.trim()));
      body = { ...body, UserId: userId };
    }
    const problems = paymentProblems(body);
    if (problems.length > 0) return problemsAnswer(c, problems);
    const written = await writePayments(db, [{ ...checkedPayment(body), field: 'AmountCents' }], {
      userId: caller.userId,
      locId: location,
      at: now(),
      action: 'payment.create',
    });
    return written.ok ? written.lines[0]! : problemsAnswer(c, written.problems);
  });

  router.implement(insertStatements, async ({ body, caller, location, db, c }) => {
    const payments = [];
    for (const payment of body.Payments) {
      const named = payment.UserId?.trim();
      const userId = named ? await payableUser(db, caller.userId, named) : '';
      if (userId === null) return fail(c, 403, notYours(named!));
      payments.push({ ...payment, UserId: userId });
    }
    const problems = payments.flatMap((payment, index) => paymentProblems(payment, `Payments[${index}].`));
    if (problems.length > 0) return problemsAnswer(c, problems);
    const checked = payments.map((payment, index) => ({ ...checkedPayment(payment), field: `Payments[${index}].AmountCents` }));
    const written = await writePayments(db, checked, { userId: caller.userId, locId: location, at: now(), action: 'payment.create' });
    return written.ok ? { Lines: written.lines } : problemsAnswer(c, written.problems);
  });

  router.implement(updateStatementSum, async ({ body, caller, location, db, c }) => {
    const named = body.UserId?.trim();
    if (!named) return problemsAnswer(c, [{ Field: 'UserId', Code: 'required', Message: 'Choose the user.' }]);
    const userId = await payableUser(db, caller.userId, named);
    if (!userId) return fail(c, 403, notYours(named));
    const answer = await atomically(db, async (tx) => {
      const before = (await lockBalance(tx, userId))!;
      // Paying out what the upline owes (AccBal > 0) or receiving what the user owes (AccBal < 0):
      // either way AccBal ends at zero, so Credit Left never falls.
      if (before.accBalCents === 0) return null;
      return writePaymentLine(tx, before, {
        userId,
        amountCents: -before.accBalCents,
        remark: body.Remark?.trim() || 'Balance settled',
        createdBy: caller.userId,
        locId: location,
        at: now(),
        action: 'payment.settle',
      });
    });
    return answer ?? problemsAnswer(c, [{ Field: 'UserId', Code: 'settled', Message: `${userId}'s balance is already $0.00: there is nothing to settle.` }]);
  });

  router.implement(deleteStatement2, async ({ params, caller, location, db, c }) => {
    const line = await lineById(db, params.EntryId);
    if (!line) return fail(c, 404, `Statement line ${params.EntryId} does not exist.`);
    if (!(await payableUser(db, caller.userId, line.user_id))) return fail(c, 403, `Statement line ${params.EntryId} is not a payment of your downline.`);
    if (line.kind !== 'payment') return fail(c, 400, `Statement line ${params.EntryId} is not a payment: only payments can be deleted.`);
    type Removal = { refused: FieldProblem } | { removed: Awaited<ReturnType<typeof removePaymentLine>> };
    const answer = await atomically(db, async (tx): Promise<Removal> => {
      const before = (await lockBalance(tx, line.user_id))!;
      const after = creditLeftAfter(before, -Number(line.amount_cents));
      if (!after.ok) return { refused: creditLeftProblem('EntryId', line.user_id, after.creditLeftCents) };
      return { removed: await removePaymentLine(tx, before, { entryId: params.EntryId, by: caller.userId, locId: location, at: now() }) };
    });
    if ('refused' in answer) return fail(c, 409, answer.refused.Message);
    return answer.removed ?? fail(c, 404, `Statement line ${params.EntryId} does not exist.`);
  });
}
