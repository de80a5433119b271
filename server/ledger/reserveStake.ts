/**
 * Credit reservation (DOMAIN.md "Credit", "The life of a bet" 1): a bet reserves its cost in the
 * transaction that stores it, for the bettor AND every user above it (an agent's open stakes include
 * its branch's). For each user of that path, Credit - (open stakes + cost) + min(AccBal, 0) >= 0, or
 * the bet is refused whole. The one rule of every path that creates bets: Place Bets, file processing,
 * and later fixed bets and transfers.
 *
 * Why it holds under concurrency: the path's user rows are locked FOR UPDATE in user_id order (so two
 * bets, or a bet and a settlement, never wait on each other in a cycle), and the figures are read from
 * the locked rows: on PostgreSQL a SELECT ... FOR UPDATE at READ COMMITTED answers the row as the
 * transaction it waited for committed it; PGlite runs one transaction at a time. The check and the
 * update then happen with nobody else able to move those rows. The lock is FOR NO KEY UPDATE (what
 * an update of a non-key column takes anyway): FOR UPDATE would conflict with the KEY SHARE locks
 * that inserting rows referencing a user takes (the Idempotency-Key row, the tickets), which a
 * concurrent bet holds before it asks for the path, and deadlock.
 */
import type { Queryable } from '../db/database.ts';

export interface PathUser {
  userId: string;
  /** Credit Left now, in cents. */
  leftCents: number;
}

/** The bettor and every user above it, locked, with their Credit Left; the bettor first. */
export interface CreditPath {
  bettorId: string;
  users: PathUser[];
}

/** Locks the rows of `userId` and every user above it (in user_id order) and reads their Credit Left. */
export async function lockCreditPath(tx: Queryable, userId: string): Promise<CreditPath> {
  const { rows } = await tx.query<{ user_id: string; left_cents: number; depth: number }>(
    `with recursive path (user_id, parent_id, depth) as (
       select user_id, parent_id, 0 from users where user_id = $1
       union all
       select u.user_id, u.parent_id, p.depth + 1 from path p join users u on u.user_id = p.parent_id where p.depth < 64
     ), locked as materialized (
       select u.user_id, (u.credit_cents - u.open_stake_cents + least(u.acc_bal_cents, 0))::float8 as left_cents
       from users u where u.user_id in (select user_id from path)
       order by u.user_id for no key update of u
     )
     select l.user_id, l.left_cents, p.depth from locked l join path p on p.user_id = l.user_id`,
    [userId],
  );
  const users = [...rows].sort((a, b) => a.depth - b.depth).map((r) => ({ userId: r.user_id, leftCents: Number(r.left_cents) }));
  return { bettorId: userId, users };
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The refusal when `costCents` does not fit the path's Credit Left, naming whose; null when it fits.
 * `heldCents`: what this transaction reserves already without having written it (a file's batch).
 */
export function creditShortMessage(path: CreditPath, costCents: number, heldCents = 0): string | null {
  // The user with the least Credit Left is the one that refuses (the bettor first when they tie).
  let short: PathUser | undefined;
  for (const user of path.users) if (!short || user.leftCents < short.leftCents) short = user;
  // Nothing to reserve (no valid line) is never refused.
  if (!short || costCents === 0 || costCents + heldCents <= short.leftCents) return null;
  const whose = short.userId === path.bettorId ? 'Credit Left' : `${short.userId}'s Credit Left`;
  return `Not enough credit: ${whose} is ${dollars(Math.max(short.leftCents - heldCents, 0))}, this bet costs ${dollars(costCents)}.`;
}

/** Adds `costCents` to the open stakes of every user of the (locked) path, and to its figures here. */
export async function reserveOnPath(tx: Queryable, path: CreditPath, costCents: number): Promise<void> {
  if (costCents === 0) return;
  await tx.query('update users set open_stake_cents = open_stake_cents + $2 where user_id = any($1::text[])', [
    path.users.map((u) => u.userId),
    costCents,
  ]);
  for (const user of path.users) user.leftCents -= costCents;
}

/**
 * Reserves `costCents` for a bet of `userId`: answers the refusal message (and changes nothing) when
 * a user of its path has not that much Credit Left. Call it in the transaction that stores the bet.
 */
export async function reserveStake(tx: Queryable, userId: string, costCents: number): Promise<string | null> {
  return (await reserveStakeOnPath(tx, userId, costCents)).refusal;
}

/** reserveStake answering also the locked path: insertTickets reads the chain's depth from it instead of asking again. */
export async function reserveStakeOnPath(
  tx: Queryable,
  userId: string,
  costCents: number,
): Promise<{ refusal: string | null; path: CreditPath }> {
  const path = await lockCreditPath(tx, userId);
  const refusal = creditShortMessage(path, costCents);
  if (!refusal) await reserveOnPath(tx, path, costCents);
  return { refusal, path };
}

/**
 * Releases open stakes (a deleted file's unsettled tickets): each user's amount comes off it and off
 * every user above it. Rows are locked in user_id order first, like a reservation.
 */
export async function releaseOpenStakes(tx: Queryable, byUser: ReadonlyMap<string, number>): Promise<void> {
  const users = [...byUser].filter(([, cents]) => cents !== 0);
  if (users.length === 0) return;
  await tx.query(
    `with recursive own (user_id, cents) as (
       select * from unnest($1::text[], $2::bigint[])
     ), up (user_id, cents, depth) as (
       select user_id, cents, 0 from own
       union all
       select u.parent_id, up.cents, up.depth + 1 from up join users u on u.user_id = up.user_id
       where u.parent_id is not null and up.depth < 64
     ), total as (
       select user_id, sum(cents)::bigint as cents from up group by user_id
     ), locked as materialized (
       select u.user_id from users u where u.user_id in (select user_id from total) order by u.user_id for no key update of u
     )
     update users u set open_stake_cents = u.open_stake_cents - t.cents
     from total t where u.user_id = t.user_id and u.user_id in (select user_id from locked)`,
    [users.map(([id]) => id), users.map(([, cents]) => cents)],
  );
}
