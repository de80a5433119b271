/**
 * Group expense (spec 02 §7.14 GET/POST groupExpense, DELETE groupExpense/{id}; decision in the
 * README): the caller (an agent or admin; players are refused) shares an expense among users strictly
 * below it. Members outside the caller's tree are 403; the caller itself, a repeated or unknown member
 * and a bad amount are 400 on their field. The money is moved by server/ledger/groupExpenses.ts.
 */
import { createGroupExpense, deleteGroupExpense } from '../../contract/shareTransfers.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { MAX_PAYMENT_CENTS } from '../../contract/statements.ts';
import { Refused, refusedFor } from '../admin/atomically.ts';
import { adminRouter } from '../admin/notForPlayers.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember } from '../memberTree.ts';
import { removeExpense, saveExpense } from '../ledger/groupExpenses.ts';
import { groupExpenseRow } from '../queries/groupExpenses.ts';
import { answerOf } from './adminAnswer.ts';
import { belowCaller } from './shareTransfers.ts';

export function mountGroupExpenseRoutes(router: ApiRouter, { now }: RouteDeps) {
  const admin = adminRouter(router);

  admin.implement(createGroupExpense, async ({ body, caller, location, db, c }) => {
    const problems: FieldProblem[] = [];
    const named = (body.Members ?? '').split(',').map((m) => m.trim()).filter(Boolean);
    const members: string[] = [];
    if (named.length === 0) problems.push({ Field: 'Members', Code: 'required', Message: 'Name the members, separated by commas.' });
    for (const name of named) {
      const below = await belowCaller(db, caller.userId, name);
      if (below === 'outside') return answerOf<never>(c, new Refused(403, `${name} is not in your tree.`));
      if (below === 'notBelow') problems.push({ Field: 'Members', Code: 'notBelow', Message: `${name} is not below you.` });
      else if (members.includes(below.userId)) problems.push({ Field: 'Members', Code: 'repeated', Message: `${below.userId} is named twice.` });
      else members.push(below.userId);
    }
    const amount = body.AmountCents;
    if (amount === null || amount === undefined) problems.push({ Field: 'AmountCents', Code: 'required', Message: 'Enter the amount.' });
    else if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_PAYMENT_CENTS) {
      problems.push({ Field: 'AmountCents', Code: 'range', Message: 'The amount is more than $0.00 and at most $10,000,000.00, in whole cents.' });
    }
    if (problems.length > 0) return answerOf<never>(c, refusedFor(problems));
    const saved = await saveExpense(
      db,
      { locId: location, ownerId: caller.userId, members, amountCents: amount!, remark: body.Remark?.trim() || null },
      { userId: caller.userId, at: now() },
    );
    return saved instanceof Refused ? answerOf<never>(c, saved) : groupExpenseRow(db, saved);
  });

  admin.implement(deleteGroupExpense, async ({ params, caller, location, db, c }) => {
    const { rows } = await db.query<{ owner_id: string }>('select owner_id from group_expenses where expense_id = $1', [params.Id]);
    if (!rows[0]) return answerOf<never>(c, new Refused(404, `Group expense ${params.Id} does not exist.`));
    if (!(await mayAccessMember(db, caller.userId, rows[0].owner_id))) return answerOf<never>(c, new Refused(403, `Group expense ${params.Id} is not of your tree.`));
    const removed = await removeExpense(db, params.Id, { userId: caller.userId, at: now(), locId: location });
    return removed instanceof Refused ? answerOf<never>(c, removed) : { Id: params.Id, RemovedLines: removed };
  });
}
