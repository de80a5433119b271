/**
 * Share transfers on the ledger (migration 0026; DOMAIN.md 5 "Sub Share and Share Claim move part of
 * an agent's share result to a partner, recorded as statement lines"). A transfer gives `share_bp` of
 * the giver's share result (its 'share' lines, settlement's) at one location, for the settled draws of
 * a day range, to the receiver. Each draw posts two lines carrying the transfer's id:
 *   receiver  +split_half_even(share, bp)      giver  -the same
 * so they sum to zero to the cent, and the remainder of the rounding stays with the giver (DOMAIN.md
 * "Money": one rounding per line, half-even). A loss is shared the same way (both signs turn).
 *
 * Everything here runs in the caller's transaction: both users' rows locked FOR UPDATE in user_id
 * order (as payments lock them: two writers never deadlock), every Credit Left checked before a line
 * is written (DOMAIN.md: it is never taken below zero), the lines, users.acc_bal_cents and one audit
 * row. Posting is idempotent by construction: a draw already posted for the transfer is skipped, and
 * the unique index ledger_entries_transfer refuses a second line anyway. Removing a transfer deletes
 * exactly its lines and takes their amounts back out of AccBal, so every figure is as before it.
 */
import type { FieldProblem } from '../../contract/envelope.ts';
import type { Queryable } from '../db/database.ts';
import { writeAudit } from '../audit.ts';
import { visibleToCaller } from '../memberTree.ts';
import { creditLeftProblem } from './paymentRequest.ts';
import { creditLeftAfter, lockBalance, type Balance } from './payments.ts';

export type TransferKind = 'sub_share' | 'share_claim' | 'share_claim_back';

export interface StoredTransfer {
  transferId: number;
  kind: TransferKind;
  locId: string;
  fromUserId: string;
  toUserId: string;
  shareBp: number;
  drawFrom: string;
  drawTo: string;
  remark: string | null;
  /** A claim back: the claim it returns, and the downline whose share result it measures. */
  claimId?: number | null;
  shareOf?: string | null;
}

interface TransferRow {
  transfer_id: number;
  kind: TransferKind;
  loc_id: string;
  from_user_id: string;
  to_user_id: string;
  share_bp: number;
  draw_from: string;
  draw_to: string;
  remark: string | null;
  claim_id: number | null;
  share_of: string | null;
}

const TRANSFER_COLUMNS = `transfer_id, kind, loc_id, from_user_id, to_user_id, share_bp, draw_from::text as draw_from, draw_to::text as draw_to, remark, claim_id, share_of`;
const fromRow = (row: TransferRow): StoredTransfer => ({
  transferId: Number(row.transfer_id),
  kind: row.kind,
  locId: row.loc_id,
  fromUserId: row.from_user_id,
  toUserId: row.to_user_id,
  shareBp: Number(row.share_bp),
  drawFrom: row.draw_from,
  drawTo: row.draw_to,
  remark: row.remark,
  claimId: row.claim_id === null ? null : Number(row.claim_id),
  shareOf: row.share_of,
});

export async function transferById(db: Queryable, transferId: number): Promise<StoredTransfer | null> {
  const { rows } = await db.query<TransferRow>(`select ${TRANSFER_COLUMNS} from share_transfers where transfer_id = $1`, [transferId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** What the claim's backs overlapping the range already return, in bp (at most the claim's share in all). */
export async function returnedBp(db: Queryable, claimId: number, t: { drawFrom: string; drawTo: string }): Promise<number> {
  const { rows } = await db.query<{ bp: number }>(
    `select coalesce(sum(share_bp), 0)::int as bp from share_transfers
     where claim_id = $1 and draw_from <= $3::date and draw_to >= $2::date`,
    [claimId, t.drawFrom, t.drawTo],
  );
  return Number(rows[0]?.bp ?? 0);
}

/** Whether the transfer has claim backs (a claim with returns is neither changed nor deleted before them). */
export async function hasBacks(db: Queryable, transferId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from share_transfers where claim_id = $1 limit 1', [transferId]);
  return rows.length > 0;
}

/** Every transfer of the kind at the location whose two users are both in the caller's tree, in id order. */
export async function transfersInTree(db: Queryable, callerId: string, kind: TransferKind, locId: string): Promise<StoredTransfer[]> {
  const { rows } = await db.query<TransferRow>(
    `select ${TRANSFER_COLUMNS} from share_transfers
     where kind = $2 and loc_id = $3 and ${visibleToCaller('from_user_id', 1)} and ${visibleToCaller('to_user_id', 1)}
     order by transfer_id`,
    [callerId, kind, locId],
  );
  return rows.map(fromRow);
}

/** The same transfer saved before (kind, users, location, share and range alike), or null. */
export async function sameTransfer(db: Queryable, t: Omit<StoredTransfer, 'transferId' | 'remark'>): Promise<StoredTransfer | null> {
  const { rows } = await db.query<TransferRow>(
    `select ${TRANSFER_COLUMNS} from share_transfers
     where kind = $1 and loc_id = $2 and from_user_id = $3 and to_user_id = $4 and share_bp = $5 and draw_from = $6::date and draw_to = $7::date
       and claim_id is not distinct from $8::int
     order by transfer_id limit 1`,
    [t.kind, t.locId, t.fromUserId, t.toUserId, t.shareBp, t.drawFrom, t.drawTo, t.claimId ?? null],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * The share the giver has already given out at the location in transfers whose range overlaps this
 * one (every kind), in bp: a new one may take at most the rest, so no draw's share result is given out
 * beyond 100%. (Counting every overlapping transfer is stricter than per day, and simple to trust.)
 */
export async function sharedOutBp(db: Queryable, t: { locId: string; fromUserId: string; drawFrom: string; drawTo: string }): Promise<number> {
  // A claim back gives the claimer's share of its downline, not of its own result: not counted here.
  const { rows } = await db.query<{ bp: number }>(
    `select coalesce(sum(share_bp), 0)::int as bp from share_transfers
     where from_user_id = $1 and loc_id = $2 and draw_from <= $4::date and draw_to >= $3::date and kind <> 'share_claim_back'`,
    [t.fromUserId, t.locId, t.drawFrom, t.drawTo],
  );
  return Number(rows[0]?.bp ?? 0);
}

export async function insertTransfer(tx: Queryable, t: Omit<StoredTransfer, 'transferId'>, by: { userId: string; at: number }): Promise<StoredTransfer> {
  const { rows } = await tx.query<TransferRow>(
    `insert into share_transfers (kind, loc_id, from_user_id, to_user_id, share_bp, draw_from, draw_to, remark, created_by, created_at, claim_id, share_of)
     values ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, to_timestamp($10::float8 / 1000), $11, $12) returning ${TRANSFER_COLUMNS}`,
    [t.kind, t.locId, t.fromUserId, t.toUserId, t.shareBp, t.drawFrom, t.drawTo, t.remark, by.userId, by.at, t.claimId ?? null, t.shareOf ?? null],
  );
  return fromRow(rows[0]!);
}

/** Both users' rows locked in user_id order (payments and settlement lock in that order too). */
async function lockBoth(tx: Queryable, t: StoredTransfer): Promise<Map<string, Balance>> {
  const balances = new Map<string, Balance>();
  for (const userId of [t.fromUserId, t.toUserId].sort()) balances.set(userId, (await lockBalance(tx, userId))!);
  return balances;
}

/** Whether moving each user's AccBal by its delta keeps Credit Left at or above zero; the problems when not. */
function creditProblems(balances: Map<string, Balance>, deltas: [string, number][], field: string): FieldProblem[] {
  return deltas.flatMap(([userId, delta]) => {
    const after = creditLeftAfter(balances.get(userId)!, delta);
    return after.ok ? [] : [creditLeftProblem(field, userId, after.creditLeftCents)];
  });
}

async function moveBalances(tx: Queryable, deltas: [string, number][]): Promise<Record<string, number>> {
  const after: Record<string, number> = {};
  for (const [userId, delta] of deltas) {
    const { rows } = await tx.query<{ acc_bal_cents: string | number }>(
      'update users set acc_bal_cents = acc_bal_cents + $2 where user_id = $1 returning acc_bal_cents',
      [userId, delta],
    );
    after[userId] = Number(rows[0]!.acc_bal_cents);
  }
  return after;
}

const balancesOf = (balances: Map<string, Balance>) => Object.fromEntries([...balances].map(([userId, b]) => [userId, b.accBalCents]));

export type Posted = { ok: true; draws: number; cents: number } | { ok: false; problems: FieldProblem[] };

/**
 * Posts the transfer's draws not posted yet: each settled draw of its location and range where the
 * giver has a share line gives the receiver its part (a part of 0 posts nothing). Refused whole, with
 * nothing written, when a user's Credit Left would fall below zero. The audit row names the draws
 * posted; a transfer just `created` has its row even when no draw of its range is settled yet.
 */
export async function postTransfer(
  tx: Queryable,
  t: StoredTransfer,
  by: { userId: string; at: number; action: string; created: boolean },
): Promise<Posted> {
  const balances = await lockBoth(tx, t);
  const { rows: parts } = await tx.query<{ draw_id: number; part: number }>(
    `select l.draw_id, split_half_even(l.amount_cents, $2)::float8 as part
     from ledger_entries l join draws d on d.draw_id = l.draw_id
     where l.user_id = $3 and l.kind = 'share' and d.loc_id = $4 and d.draw_date between $5::date and $6::date
       and not exists (select 1 from ledger_entries p where p.transfer_id = $1 and p.draw_id = l.draw_id)
       and split_half_even(l.amount_cents, $2) <> 0
     order by l.draw_id`,
    [t.transferId, t.shareBp, t.shareOf ?? t.fromUserId, t.locId, t.drawFrom, t.drawTo],
  );
  const cents = parts.reduce((sum, p) => sum + Number(p.part), 0);
  if (parts.length === 0 && !by.created) return { ok: true, draws: 0, cents: 0 };
  const deltas: [string, number][] = [
    [t.fromUserId, -cents],
    [t.toUserId, cents],
  ];
  const problems = creditProblems(balances, deltas, 'ShareBp');
  if (problems.length > 0) return { ok: false, problems };
  if (parts.length > 0) await tx.query(
    `insert into ledger_entries (user_id, kind, amount_cents, draw_id, loc_id, created_by, remark, created_at, transfer_id)
     select who.user_id, $2, who.sign * p.part, p.draw_id, $3, $4, $5, to_timestamp($6::float8 / 1000), $1
     from unnest($7::int[], $8::bigint[]) as p (draw_id, part)
     cross join (values ($9::text, -1), ($10::text, 1)) as who (user_id, sign)`,
    [t.transferId, t.kind, t.locId, by.userId, t.remark, by.at, parts.map((p) => p.draw_id), parts.map((p) => p.part), t.fromUserId, t.toUserId],
  );
  const after = await moveBalances(tx, deltas);
  await writeAudit(tx, {
    userId: by.userId,
    locId: t.locId,
    action: by.action,
    entity: 'shareTransfer',
    entityId: t.transferId,
    before: { AccBalCents: balancesOf(balances) },
    after: { ...t, DrawIds: parts.map((p) => p.draw_id), PostedCents: cents, AccBalCents: after },
    at: by.at,
  });
  return { ok: true, draws: parts.length, cents };
}

export type Removed = { ok: true; lines: number } | { ok: false; problems: FieldProblem[] };

/**
 * Removes every line the transfer posted, their amounts taken back out of AccBal, and the transfer
 * itself unless `keep` (a share changed: posted again at once), with the audit row.
 */
export async function removeTransfer(
  tx: Queryable,
  t: StoredTransfer,
  by: { userId: string; at: number; action: string; keep?: boolean },
): Promise<Removed> {
  const balances = await lockBoth(tx, t);
  const { rows: sums } = await tx.query<{ user_id: string; cents: number; lines: number }>(
    'select user_id, sum(amount_cents)::float8 as cents, count(*)::int as lines from ledger_entries where transfer_id = $1 group by user_id order by user_id',
    [t.transferId],
  );
  const deltas = sums.map((s): [string, number] => [s.user_id, -Number(s.cents)]);
  const problems = creditProblems(balances, deltas, 'Id');
  if (problems.length > 0) return { ok: false, problems };
  await tx.query('delete from ledger_entries where transfer_id = $1', [t.transferId]);
  if (!by.keep) await tx.query('delete from share_transfers where transfer_id = $1', [t.transferId]);
  const after = await moveBalances(tx, deltas);
  const lines = sums.reduce((n, s) => n + Number(s.lines), 0);
  await writeAudit(tx, {
    userId: by.userId,
    locId: t.locId,
    action: by.action,
    entity: 'shareTransfer',
    entityId: t.transferId,
    before: { ...t, Lines: lines, AccBalCents: balancesOf(balances) },
    after: { AccBalCents: after },
    at: by.at,
  });
  return { ok: true, lines };
}
