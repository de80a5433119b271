import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { KeyedLimiter } from './keyedLimiter.ts';

/** The key failures are counted under: the user id as typed, trimmed and lower-cased. */
export const failureKey = (userId: string) => userId.trim().toLowerCase();

/**
 * How long a user id's failures are remembered after its last one. After that its count starts
 * again and its row is deleted, so ids nobody uses (typos, guesses of unknown ids) do not grow the
 * table forever. An hour: a person who failed three times still meets the captcha when trying again
 * soon after, and a guesser gets at most threshold-many unassisted guesses an hour per user id.
 */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

/** A password check in flight that has not finished in this time (a crashed instance) no longer holds its place. */
export const CHECK_LEASE_MS = 30 * 1000;

/** How long a sign-in waits for a place among the checks in flight on other instances before it gives up. */
const BUSY_WAIT_MS = 10_000;

/**
 * One sign-in's password check. `captchaNeeded`: the user id has failed threshold-many times (or
 * CAPTCHA=on), so the password may be checked only after a valid captcha. Exactly one of `failed`,
 * `succeeded` or `abandon` must be called.
 */
export interface PasswordCheck {
  captchaNeeded: boolean;
  /** Counts a real failure; answers the user id's failures now. */
  failed(): Promise<number>;
  /** The right password: the count starts again. */
  succeeded(): Promise<void>;
  /** Neither (a refused captcha, an error): nothing is counted. */
  abandon(): Promise<void>;
}

/**
 * The captcha rule of spec 01 with only real failures counted. A sign-in below the threshold
 * claims one of the threshold-many places (failures plus checks in flight, one atomic upsert of the
 * user id's row), so a burst of parallel guesses still checks at most threshold-many passwords;
 * a correct sign-in gives its place back and clears the failures, so any number of correct
 * sign-ins in parallel all succeed (they take turns, at most threshold-many at once). In this
 * process the turns are a queue (KeyedLimiter); the database's count covers other instances.
 */
export function signInFailures({ db, now, threshold, captchaAlways }: { db: Queryable; now: () => number; threshold: number; captchaAlways: boolean }) {
  const localTurns = new KeyedLimiter(threshold);

  const finishCheck = (key: string, claimed: boolean, release: () => void): Omit<PasswordCheck, 'captchaNeeded'> => ({
    async failed() {
      try {
        return await recordFailure(db, key, now(), claimed);
      } finally {
        release();
      }
    },
    async succeeded() {
      try {
        await recordSuccess(db, key, claimed);
      } finally {
        release();
      }
    },
    async abandon() {
      try {
        if (claimed) await giveBackPlace(db, key);
      } finally {
        release();
      }
    },
  });

  return {
    async begin(key: string): Promise<PasswordCheck | 'busy'> {
      const withCaptcha = () => ({ captchaNeeded: true, ...finishCheck(key, false, () => {}) });
      if (captchaAlways) return withCaptcha();
      const deadline = now() + BUSY_WAIT_MS;
      for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
        const release = await localTurns.acquire(key);
        let outcome: Claim;
        try {
          outcome = await claimPlace(db, key, now(), threshold);
        } catch (error) {
          release();
          throw error;
        }
        if (outcome === 'claimed') return { captchaNeeded: false, ...finishCheck(key, true, release) };
        release();
        if (outcome === 'captcha') return withCaptcha();
        // Every place is held by checks in flight on other instances: wait for one to finish.
        if (now() > deadline) return 'busy';
        await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
      }
    },
  };
}

type Claim = 'claimed' | 'captcha' | 'busy';

/** The count of a row as of `at`: failures older than the window and leases past their time count 0. */
const liveFailures = `(case when f.last_failed_at < $3::timestamptz then 0 else f.failures end)`;
const liveChecks = `(case when f.checking_since < $4::timestamptz then 0 else f.checking end)`;

async function claimPlace(db: Queryable, key: string, at: number, threshold: number): Promise<Claim> {
  const params = [key, timestamp(at), timestamp(at - FAILURE_WINDOW_MS), timestamp(at - CHECK_LEASE_MS), threshold];
  const { rows } = await db.query(
    `insert into sign_in_failures as f (user_key, failures, last_failed_at, checking, checking_since)
     values ($1, 0, null, 1, $2::timestamptz)
     on conflict (user_key) do update
       set failures = ${liveFailures}, checking = ${liveChecks} + 1, checking_since = $2::timestamptz
       where ${liveFailures} + ${liveChecks} < $5::int
     returning 1`,
    params,
  );
  if (rows.length > 0) return 'claimed';
  const { rows: state } = await db.query<{ failures: number }>(
    `select (case when last_failed_at < $2::timestamptz then 0 else failures end)::int as failures from sign_in_failures where user_key = $1`,
    [key, timestamp(at - FAILURE_WINDOW_MS)],
  );
  return (state[0]?.failures ?? 0) >= threshold ? 'captcha' : 'busy';
}

async function recordFailure(db: Queryable, key: string, at: number, claimed: boolean): Promise<number> {
  // Forget the rows of user ids that have not failed for a whole window, on the way (an indexed range delete).
  await db.query(
    `delete from sign_in_failures where last_failed_at < $1::timestamptz and (checking_since is null or checking_since < $1::timestamptz)`,
    [timestamp(at - FAILURE_WINDOW_MS)],
  );
  const { rows } = await db.query<{ failures: number }>(
    `insert into sign_in_failures as f (user_key, failures, last_failed_at, checking) values ($1, 1, $2::timestamptz, 0)
     on conflict (user_key) do update
       set failures = ${liveFailures} + 1, last_failed_at = $2::timestamptz,
           checking = greatest(f.checking - $4::int, 0)
     returning failures`,
    [key, timestamp(at), timestamp(at - FAILURE_WINDOW_MS), claimed ? 1 : 0],
  );
  return rows[0]!.failures;
}

async function recordSuccess(db: Queryable, key: string, claimed: boolean): Promise<void> {
  await db.query(
    `update sign_in_failures set failures = 0, last_failed_at = null, checking = greatest(checking - $2::int, 0) where user_key = $1`,
    [key, claimed ? 1 : 0],
  );
  await db.query(`delete from sign_in_failures where user_key = $1 and failures = 0 and checking = 0`, [key]);
}

async function giveBackPlace(db: Queryable, key: string): Promise<void> {
  await db.query(`update sign_in_failures set checking = greatest(checking - 1, 0) where user_key = $1`, [key]);
  await db.query(`delete from sign_in_failures where user_key = $1 and failures = 0 and checking = 0`, [key]);
}
