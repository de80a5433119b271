import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { USER_ROW_COLUMNS, type UserRow } from '../users.ts';

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

/**
 * The open session `sessionId` of `userId` with what the server decides from (never the token's
 * claims): the user's role and locations as stored now, and whether this session accepted the terms;
 * and the user's row as stored now, so a call about the caller (GET profile) needs no second query.
 */
export interface OpenSession {
  role: string;
  locations: string[];
  termsAccepted: boolean;
  /** The caller's users row with its home location's theme, as findUser reads it (status included). */
  user: UserRow;
}

/**
 * The session, the user and the user's locations in one statement, named so both engines plan it once
 * (issue 24: every protected request runs it, and it was two round trips with GET profile's user row).
 * Primary-key lookups only, so every protected call can afford it. The user's columns are findUser's.
 */
const OPEN_SESSION_SQL = `select s.terms_accepted_at is not null as session_terms_accepted,
   array(select ul.loc_id from user_locations ul where ul.user_id = u.user_id order by ul.loc_id) as session_locations,
   ${USER_ROW_COLUMNS}
 from sessions s join users u on u.user_id = s.user_id left join locations l on l.loc_id = u.loc_id
 where s.session_id = $1 and s.user_id = $2 and s.ended_at is null`;

type OpenSessionRow = UserRow & { session_terms_accepted: boolean; session_locations: string[] | null };

/** The open session `sessionId` of `userId`, or null when it is unknown or ended. */
export async function findOpenSession(db: Queryable, sessionId: string, userId: string): Promise<OpenSession | null> {
  const { rows } = await db.query<OpenSessionRow>(OPEN_SESSION_SQL, [sessionId, userId], 'open_session');
  const row = rows[0];
  if (!row) return null;
  const { session_terms_accepted: termsAccepted, session_locations: locations, ...user } = row;
  return { role: user.role, locations: locations ?? [], termsAccepted, user };
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
