/**
 * Payments on the ledger (DOMAIN.md "Credit", "Collected"): money settled between a user and its
 * upline is one 'payment' statement line of that user, negative when the upline paid the user,
 * positive when the user paid its upline. It moves only that user's AccBal (the cash changed hands
 * between the two; the upline's own account with its upline is untouched), and so its Credit Left by
 * the change of min(AccBal, 0).
 *
 * The line, users.acc_bal_cents and the audit row are written together in the caller's transaction.
 * The user's row is locked first (FOR UPDATE), so two payments for one user serialise and each reads
 * the balance the other left. A change that would take Credit Left below zero (a payment to a user
 * beyond what it is owed, or deleting a payment it made) is refused: DOMAIN.md "Credit Left is never
 * negative".
 */
import type { Queryable } from '../db/database.ts';
import { writeAudit } from '../audit.ts';

export interface Balance {
  userId: string;
  accBalCents: number;
  creditLeftCents: number;
}

interface LockedUser {
  user_id: string;
  acc_bal_cents: string | number;
  credit_cents: string | number;
  open_stake_cents: string | number;
}

/** Credit Left = Credit - open stakes + min(AccBal, 0) (server/users.ts toCredit), in cents. */
const creditLeftOf = (user: LockedUser, accBal: number) => Number(user.credit_cents) - Number(user.open_stake_cents) + Math.min(accBal, 0);

/** Locks the user's row and answers its balance; null for an unknown user. */
export async function lockBalance(tx: Queryable, userId: string): Promise<Balance | null> {
  const { rows } = await tx.query<LockedUser>(
    'select user_id, acc_bal_cents, credit_cents, open_stake_cents from users where user_id = $1 for update',
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const accBal = Number(user.acc_bal_cents);
  return { userId: user.user_id, accBalCents: accBal, creditLeftCents: creditLeftOf(user, accBal) };
}

/**
 * Whether moving AccBal by `deltaCents` keeps Credit Left at or above zero (a rise never lowers it).
 * Answers the Credit Left after the move either way.
 */
export function creditLeftAfter(balance: Balance, deltaCents: number): { ok: boolean; creditLeftCents: number } {
  const after = balance.creditLeftCents - Math.min(balance.accBalCents, 0) + Math.min(balance.accBalCents + deltaCents, 0);
  return { ok: after >= 0 || after >= balance.creditLeftCents, creditLeftCents: after };
}

export interface PaymentWrite {
  /** The user whose statement gets the line (a downline of `createdBy`, or anyone below an admin). */
  userId: string;
  /** The line's amount: negative when paid to the user, positive when received from it. Never 0. */
  amountCents: number;
  remark: string | null;
  createdBy: string;
  locId: string | null;
  /** The app's clock (ms). */
  at: number;
  /** The audit action: 'payment.create', 'payment.settle'. */
  action: string;
}

export interface WrittenLine {
  EntryId: number;
  UserId: string;
  AmountCents: number;
  Remark: string | null;
  CreatedBy: string;
  CreatedAt: string;
  AccBalCents: number;
}

/**
 * Writes a payment line for a user whose row the transaction has locked (`lockBalance`): the line,
 * the AccBal it moves and the audit row (AccBal before and after). The caller has checked Credit Left.
 */
export async function writePaymentLine(tx: Queryable, before: Balance, payment: PaymentWrite): Promise<WrittenLine> {
  const { rows } = await tx.query<{ entry_id: string | number; created_at: string | Date }>(
    `insert into ledger_entries (user_id, kind, amount_cents, loc_id, created_by, remark, created_at)
     values ($1, 'payment', $2, $3, $4, $5, to_timestamp($6::float8 / 1000)) returning entry_id, created_at`,
    [payment.userId, payment.amountCents, payment.locId, payment.createdBy, payment.remark, payment.at],
  );
  const { rows: updated } = await tx.query<{ acc_bal_cents: string | number }>(
    'update users set acc_bal_cents = acc_bal_cents + $2 where user_id = $1 returning acc_bal_cents',
    [payment.userId, payment.amountCents],
  );
  const line: WrittenLine = {
    EntryId: Number(rows[0]!.entry_id),
    UserId: payment.userId,
    AmountCents: payment.amountCents,
    Remark: payment.remark,
    CreatedBy: payment.createdBy,
    CreatedAt: new Date(rows[0]!.created_at).toISOString(),
    AccBalCents: Number(updated[0]!.acc_bal_cents),
  };
  await writeAudit(tx, {
    userId: payment.createdBy,
    locId: payment.locId,
    action: payment.action,
    entity: 'ledgerEntry',
    entityId: line.EntryId,
    before: { UserId: payment.userId, AccBalCents: before.accBalCents },
    after: { ...line },
    at: payment.at,
  });
  return line;
}

interface StoredLine {
  entry_id: string | number;
  user_id: string;
  kind: string;
  amount_cents: string | number;
  remark: string | null;
  created_by: string | null;
  created_at: string | Date;
}

/** A statement line by id, or null. */
export async function lineById(db: Queryable, entryId: number): Promise<StoredLine | null> {
  const { rows } = await db.query<StoredLine>(
    'select entry_id, user_id, kind, amount_cents, remark, created_by, created_at from ledger_entries where entry_id = $1',
    [entryId],
  );
  return rows[0] ?? null;
}

/**
 * Removes a payment line of a user whose row the transaction has locked, and takes its amount back
 * out of AccBal, with the audit row. False when the line was removed meanwhile.
 */
export async function removePaymentLine(
  tx: Queryable,
  before: Balance,
  removal: { entryId: number; by: string; locId: string | null; at: number },
): Promise<{ EntryId: number; UserId: string; AccBalCents: number } | null> {
  const { rows } = await tx.query<StoredLine>(
    `delete from ledger_entries where entry_id = $1 and kind = 'payment' and user_id = $2
     returning entry_id, user_id, kind, amount_cents, remark, created_by, created_at`,
    [removal.entryId, before.userId],
  );
  const line = rows[0];
  if (!line) return null;
  const { rows: updated } = await tx.query<{ acc_bal_cents: string | number }>(
    'update users set acc_bal_cents = acc_bal_cents - $2 where user_id = $1 returning acc_bal_cents',
    [before.userId, Number(line.amount_cents)],
  );
  const accBal = Number(updated[0]!.acc_bal_cents);
  await writeAudit(tx, {
    userId: removal.by,
    locId: removal.locId,
    action: 'payment.delete',
    entity: 'ledgerEntry',
    entityId: removal.entryId,
    before: {
      EntryId: removal.entryId,
      UserId: line.user_id,
      AmountCents: Number(line.amount_cents),
      Remark: line.remark,
      CreatedBy: line.created_by,
      AccBalCents: before.accBalCents,
    },
    after: { UserId: line.user_id, AccBalCents: accBal },
    at: removal.at,
  });
  return { EntryId: removal.entryId, UserId: line.user_id, AccBalCents: accBal };
}

/**
 * The users `callerId` may record payments for, read from the database: its direct downlines; an
 * admin everyone but itself (an admin's tree is everyone, server/memberTree.ts). As a condition on a
 * user id column, with the caller as parameter $n.
 */
export const payableBy = (column: string, callerParam: number) =>
  `(${column} <> $${callerParam} and (
     ${column} in (select user_id from users where parent_id = $${callerParam})
     or exists (select 1 from users where user_id = $${callerParam} and role = 'ADMIN')))`;

/** The user id as stored when `callerId` may record (and delete) payments of `userId` (any case), else null. */
export async function payableUser(db: Queryable, callerId: string, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `select u.user_id from users u where lower(u.user_id) = lower($2) and ${payableBy('u.user_id', 1)}`,
    [callerId, userId],
  );
  return rows[0]?.user_id ?? null;
}
