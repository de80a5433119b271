import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { endSession } from './sessions.ts';

/**
 * What an access token says: the user, its role and the server session it belongs to. The server
 * trusts only `sub` and `sid` (who and which session); `role` is kept for clients that read it, and
 * what the caller may do is read from the database on every call (server/http/auth.ts).
 */
const AccessClaimsSchema = v.looseObject({
  sub: v.string(),
  role: v.string(),
  sid: v.string(),
  iat: v.number(),
  exp: v.number(),
  nbf: v.optional(v.number()),
});
export type AccessClaims = v.InferOutput<typeof AccessClaimsSchema>;

export interface TokenSettings {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

/**
 * The JWT signing key lives in the database so every instance behind a load balancer shares it.
 * JWT_SECRET overrides it (e.g. to rotate keys from the environment).
 */
export async function loadSigningKey(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query(`insert into secrets (name, value) values ('jwt', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`select value from secrets where name = 'jwt'`);
  return rows[0]!.value;
}

export function signAccessToken(
  key: string,
  subject: { userId: string; role: string; sessionId: string },
  seconds: number,
  now: number,
) {
  const iat = Math.floor(now / 1000);
  return sign({ sub: subject.userId, role: subject.role, sid: subject.sessionId, iat, exp: iat + seconds }, key, 'HS256');
}

/**
 * The payload of an HS256 token signed with `key`, or null. Checked here with node:crypto's HMAC, in
 * this thread (~µs): hono/jwt's verify imported the key and ran the HMAC through WebCrypto's async
 * job for every request, an eighth of the server's CPU under load (issue 24). The header must name
 * HS256 exactly (no `none`, no other algorithm); the signature is compared as the base64url text the
 * key gives, in constant time, so no other spelling of the same bytes passes.
 */
function signedPayload(key: string, token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (alg !== 'HS256') return null;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Checks the signature (HS256 only) and the claims; the times are judged by the app's clock `now`
 * (not Hono's Date.now) so every expiry in the server follows one injectable clock.
 */
export async function verifyAccessToken(key: string, token: string, now: number): Promise<AccessClaims | null> {
  const parsed = v.safeParse(AccessClaimsSchema, signedPayload(key, token));
  if (!parsed.success) return null;
  const claims = parsed.output;
  const seconds = Math.floor(now / 1000);
  if (claims.exp <= seconds || claims.iat > seconds || (claims.nbf !== undefined && claims.nbf > seconds)) return null;
  return claims;
}

/** Opaque tokens (refresh tokens, captcha tokens) are stored only as this hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues a new opaque refresh token for one session; only its hash is stored. */
export async function issueRefreshToken(
  db: Queryable,
  owner: { userId: string; sessionId: string },
  seconds: number,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into refresh_tokens (token_hash, user_id, session_id, expires_at, created_at)
     values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [hashToken(token), owner.userId, owner.sessionId, timestamp(now + seconds * 1000), timestamp(now)],
  );
  return token;
}

/**
 * A rotated refresh token presented again this soon after its rotation is taken for the race of two
 * tabs of one browser (they share the session and refresh on the same schedule): it is refused, and
 * the tab that lost picks up the new tokens from the one that won. Later, it is reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Revokes `token` and answers its user and session when it was valid and its session is still
 * open: a refresh token works exactly once (the update is atomic, so racing refreshes get one answer).
 *
 * A token that was already rotated and is presented again (after REFRESH_REUSE_GRACE_MS) means a copy
 * of it is in other hands: the whole family ends, that is the session with every refresh token it
 * ever had, so neither the thief nor the victim can go on with it (RFC 6819 §5.2.2.3; OAuth 2.0
 * Security BCP, refresh token rotation). The user signs in again.
 */
export async function consumeRefreshToken(
  db: Database,
  token: string,
  now: number,
): Promise<{ userId: string; sessionId: string } | null> {
  const { rows } = await db.query<{ user_id: string; session_id: string }>(
    `update refresh_tokens r set revoked_at = $2::timestamptz
     from sessions s
     where r.token_hash = $1 and r.revoked_at is null and r.expires_at > $2::timestamptz
       and s.session_id = r.session_id and s.ended_at is null
     returning r.user_id, r.session_id`,
    [hashToken(token), timestamp(now)],
  );
  const row = rows[0];
  if (row) return { userId: row.user_id, sessionId: row.session_id };
  const { rows: reused } = await db.query<{ session_id: string }>(
    `select session_id from refresh_tokens where token_hash = $1 and revoked_at < $2::timestamptz`,
    [hashToken(token), timestamp(now - REFRESH_REUSE_GRACE_MS)],
  );
  const family = reused[0];
  if (family) await db.transaction((tx) => endSession(tx, family.session_id, now));
  return null;
}
