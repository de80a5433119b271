/**
 * The credit rule (DOMAIN.md "Credit"; issue 20), for PUT agents/credit and a create's initial
 * credit, run inside the caller's transaction:
 * - what a parent grants its direct downlines in total never exceeds its own Credit, even under
 *   parallel grants: the parent's row is locked FOR UPDATE before its children's credit is summed, so
 *   two grants under one parent serialise and the second sees the first;
 * - a reduction never takes the child's Credit Left (Credit - open stakes + min(AccBal, 0)) below zero:
 *   the child's row is locked too, so a bet reserving on it waits or is seen.
 * Both rows are locked in one statement in rank order (the parent first), the order a bet's
 * reservation walks the tree from the bettor's side never inverts for a pair of rows.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { dollars } from './dollars.ts';

interface LockedRow {
  user_id: string;
  rank: number;
  credit_cents: string | number;
  open_stake_cents: string | number;
  acc_bal_cents: string | number;
}

export type GrantOutcome = { ok: true; beforeCents: number; afterCents: number } | { ok: false; problem: FieldProblem };

const problem = (Message: string): FieldProblem => ({ Field: 'CreditCents', Code: 'credit', Message });

/**
 * Sets `childId`'s Credit to `cents` under `parentId` (its parent), or answers why not. `callerId`
 * words the message ("your Credit" when the caller is the parent). Writes nothing on a refusal.
 */
export async function grantCredit(tx: Queryable, { parentId, childId, cents, callerId }: { parentId: string; childId: string; cents: number; callerId: string }): Promise<GrantOutcome> {
  if (cents < 0) return { ok: false, problem: problem('Credit cannot be below $0.00.') };
  const { rows } = await tx.query<LockedRow>(
    `select user_id, rank, credit_cents, open_stake_cents, acc_bal_cents from users
     where user_id in ($1, $2) order by rank, user_id for update`,
    [parentId, childId],
  );
  const parent = rows.find((row) => row.user_id === parentId);
  const child = rows.find((row) => row.user_id === childId);
  if (!parent || !child) throw new Error(`grantCredit: ${parentId} or ${childId} is gone`);
  const { rows: sums } = await tx.query<{ others: string | number }>(
    `select coalesce(sum(credit_cents), 0) as others from users where parent_id = $1 and user_id <> $2 and status <> 'deleted'`,
    [parentId, childId],
  );
  const parentCredit = Number(parent.credit_cents);
  const others = Number(sums[0]!.others);
  const before = Number(child.credit_cents);
  const most = parentCredit - others;
  if (cents > before && cents > most) {
    const whose = parentId === callerId ? 'your Credit is' : `${parentId}'s Credit is`;
    return {
      ok: false,
      problem: problem(
        `You can grant ${childId} at most ${dollars(Math.max(most, 0))}: ${whose} ${dollars(parentCredit)} and ${dollars(others)} of it is granted to other downlines.`,
      ),
    };
  }
  const open = Number(child.open_stake_cents);
  const balance = Math.min(Number(child.acc_bal_cents), 0);
  const least = open - balance;
  if (cents < before && cents - open + balance < 0) {
    return {
      ok: false,
      problem: problem(
        `Credit cannot be below ${dollars(least)}: ${childId} has ${dollars(open)} in open bets and a balance of ${dollars(Number(child.acc_bal_cents))}, and its Credit Left may not fall below $0.00.`,
      ),
    };
  }
  await tx.query(`update users set credit_cents = $2 where user_id = $1`, [childId, cents]);
  return { ok: true, beforeCents: before, afterCents: cents };
}
