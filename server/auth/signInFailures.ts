import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';

/** The key failures are counted under: the user id as typed, trimmed and lower-cased. */
export const failureKey = (userId: string) => userId.trim().toLowerCase();

/**
 * Counts a sign-in attempt as a failure before its password is checked, and answers the failures
 * counted before it. Counting first (one atomic upsert) means a burst of parallel guesses cannot all
 * pass below the captcha threshold; an attempt that turns out not to be a password failure is taken
 * back with `forgetAttempt` (captcha refused) or clears the count (`clearFailures`, success).
 */
export async function countAttempt(db: Queryable, key: string, now: number): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into sign_in_failures (user_key, failures, last_failed_at) values ($1, 1, $2::timestamptz)
     on conflict (user_key) do update
       set failures = sign_in_failures.failures + 1, last_failed_at = excluded.last_failed_at
     returning failures`,
    [key, timestamp(now)],
  );
  return rows[0]!.failures - 1;
}

/** Takes back an attempt `countAttempt` counted that was not a password failure. */
export async function forgetAttempt(db: Queryable, key: string): Promise<void> {
  await db.query(`update sign_in_failures set failures = failures - 1 where user_key = $1 and failures > 0`, [key]);
}

/** A successful sign-in starts the count again. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query(`delete from sign_in_failures where user_key = $1`, [key]);
}
