import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';

/** Opens a server session for a password sign-in and answers its id (the `sid` of access tokens). */
export async function openSession(db: Queryable, userId: string, now: number): Promise<string> {
  const sessionId = randomBytes(18).toString('base64url');
  await db.query(`insert into sessions (session_id, user_id, created_at) values ($1, $2, $3::timestamptz)`, [
    sessionId,
    userId,
    timestamp(now),
  ]);
  return sessionId;
}

/** The open session `sessionId` of `userId` (one primary-key lookup), or null when it is unknown or ended. */
export async function findOpenSession(db: Queryable, sessionId: string, userId: string): Promise<{ termsAccepted: boolean } | null> {
  const { rows } = await db.query<{ terms_accepted: boolean }>(
    `select terms_accepted_at is not null as terms_accepted
     from sessions where session_id = $1 and user_id = $2 and ended_at is null`,
    [sessionId, userId],
  );
  const row = rows[0];
  return row ? { termsAccepted: row.terms_accepted } : null;
}

/** Marks the terms accepted for this session only (the first acceptance time is kept). */
export async function acceptTerms(db: Queryable, sessionId: string, now: number): Promise<void> {
  await db.query(
    `update sessions set terms_accepted_at = coalesce(terms_accepted_at, $2::timestamptz)
     where session_id = $1 and ended_at is null`,
    [sessionId, timestamp(now)],
  );
}

/** Ends one session and revokes its refresh tokens. Run it in a transaction. */
export async function endSession(tx: Queryable, sessionId: string, now: number): Promise<void> {
  await tx.query(`update sessions set ended_at = $2::timestamptz where session_id = $1 and ended_at is null`, [
    sessionId,
    timestamp(now),
  ]);
  await tx.query(`update refresh_tokens set revoked_at = $2::timestamptz where session_id = $1 and revoked_at is null`, [
    sessionId,
    timestamp(now),
  ]);
}

/**
 * Ends every session of `userId` (but `keep`, when given) and revokes their refresh tokens.
 * Run it in a transaction.
 */
export async function endSessionsOf(tx: Queryable, userId: string, now: number, keep?: string): Promise<void> {
  // '' matches no session id, so one statement serves both cases.
  const params = [userId, timestamp(now), keep ?? ''];
  await tx.query(
    `update sessions set ended_at = $2::timestamptz where user_id = $1 and ended_at is null and session_id <> $3`,
    params,
  );
  await tx.query(
    `update refresh_tokens set revoked_at = $2::timestamptz where user_id = $1 and revoked_at is null and session_id <> $3`,
    params,
  );
}
