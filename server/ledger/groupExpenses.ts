/**
 * Group expense (issue 21; migration 0026): an expense the owner shares among users below it, as
 * statement lines in one transaction with the audit row: each member -its part (the amount split
 * equally, the odd cents one each to the first members in user_id order, so the parts add up exactly),
 * the owner +the whole: they sum to zero. Every user locked FOR UPDATE in user_id order, every Credit
 * Left checked first (never below zero). Deleting removes exactly its lines.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { writeAudit } from '../audit.ts';
import { atomically, Refused, refusedFor } from '../admin/atomically.ts';
import { creditLeftProblem } from './paymentRequest.ts';
import { creditLeftAfter, lockBalance, type Balance } from './payments.ts';

/** Each member's part, in the members' order (already sorted by user id): equal, the odd cents to the first. */
export function equalParts(amountCents: number, members: number): number[] {
  const base = Math.floor(amountCents / members);
  const odd = amountCents - base * members;
  return Array.from({ length: members }, (_, i) => base + (i < odd ? 1 : 0));
}

async function lockAll(tx: Queryable, userIds: readonly string[]): Promise<Map<string, Balance>> {
  const balances = new Map<string, Balance>();
  for (const userId of [...new Set(userIds)].sort()) balances.set(userId, (await lockBalance(tx, userId))!);
  return balances;
}

async function move(tx: Queryable, deltas: Map<string, number>) {
  for (const [userId, delta] of deltas) await tx.query('update users set acc_bal_cents = acc_bal_cents + $2 where user_id = $1', [userId, delta]);
}

function creditProblems(balances: Map<string, Balance>, deltas: Map<string, number>, field: string): FieldProblem[] {
  return [...deltas].flatMap(([userId, delta]) => {
    const after = creditLeftAfter(balances.get(userId)!, delta);
    return after.ok ? [] : [creditLeftProblem(field, userId, after.creditLeftCents)];
  });
}

export function saveExpense(
  db: Queryable,
  e: { locId: string; ownerId: string; members: string[]; amountCents: number; remark: string | null },
  by: { userId: string; at: number },
): Promise<number | Refused> {
  return atomically(db, async (tx) => {
    const members = [...e.members].sort();
    const balances = await lockAll(tx, [e.ownerId, ...members]);
    const parts = equalParts(e.amountCents, members.length);
    const deltas = new Map<string, number>([[e.ownerId, e.amountCents], ...members.map((m, i) => [m, -parts[i]!] as [string, number])]);
    const problems = creditProblems(balances, deltas, 'AmountCents');
    if (problems.length > 0) throw refusedFor(problems);
    const { rows } = await tx.query<{ expense_id: number }>(
      `insert into group_expenses (loc_id, owner_id, amount_cents, members, remark, created_by, created_at)
       values ($1, $2, $3, $4::text[], $5, $6, to_timestamp($7::float8 / 1000)) returning expense_id`,
      [e.locId, e.ownerId, e.amountCents, members, e.remark, by.userId, by.at],
    );
    const id = Number(rows[0]!.expense_id);
    await tx.query(
      `insert into ledger_entries (user_id, kind, amount_cents, loc_id, created_by, remark, created_at, expense_id)
       select u, 'group_expense', a, $1, $2, $3, to_timestamp($4::float8 / 1000), $5 from unnest($6::text[], $7::bigint[]) as x (u, a)`,
      [e.locId, by.userId, e.remark, by.at, id, [...deltas.keys()], [...deltas.values()]],
    );
    await move(tx, deltas);
    await writeAudit(tx, {
      userId: by.userId,
      locId: e.locId,
      action: 'groupExpense.create',
      entity: 'groupExpense',
      entityId: id,
      before: { AccBalCents: Object.fromEntries([...balances].map(([u, b]) => [u, b.accBalCents])) },
      after: { ...e, members, Lines: Object.fromEntries(deltas) },
      at: by.at,
    });
    return id;
  });
}

export function removeExpense(db: Queryable, expenseId: number, by: { userId: string; at: number; locId: string }): Promise<number | Refused> {
  return atomically(db, async (tx) => {
    const { rows: lines } = await tx.query<{ user_id: string; amount: number }>(
      'select user_id, amount_cents::float8 as amount from ledger_entries where expense_id = $1',
      [expenseId],
    );
    const balances = await lockAll(tx, lines.map((l) => l.user_id));
    const deltas = new Map(lines.map((l) => [l.user_id, -Number(l.amount)] as [string, number]));
    const problems = creditProblems(balances, deltas, 'Id');
    if (problems.length > 0) throw new Refused(409, problems[0]!.Message);
    await tx.query('delete from ledger_entries where expense_id = $1', [expenseId]);
    await tx.query('delete from group_expenses where expense_id = $1', [expenseId]);
    await move(tx, deltas);
    await writeAudit(tx, {
      userId: by.userId,
      locId: by.locId,
      action: 'groupExpense.delete',
      entity: 'groupExpense',
      entityId: expenseId,
      before: { Lines: Object.fromEntries(lines.map((l) => [l.user_id, Number(l.amount)])) },
      after: null,
      at: by.at,
    });
    return lines.length;
  });
}
