import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Database, Queryable } from '../db/database.ts';

export interface AccessClaims {
  sub: string;
  role: string;
  exp: number;
  iat: number;
}

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

export function signAccessToken(key: string, userId: string, role: string, seconds: number, now: number) {
  const iat = Math.floor(now / 1000);
  return sign({ sub: userId, role, iat, exp: iat + seconds }, key, 'HS256');
}

export async function verifyAccessToken(key: string, token: string): Promise<AccessClaims | null> {
  try {
    return (await verify(token, key, 'HS256')) as unknown as AccessClaims;
  } catch {
    return null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues a new opaque refresh token; only its hash is stored. */
export async function issueRefreshToken(db: Queryable, userId: string, seconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into refresh_tokens (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), userId, seconds],
  );
  return token;
}

/** Revokes `token` and answers its user when it was valid: a refresh token works exactly once. */
export async function consumeRefreshToken(db: Queryable, token: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update refresh_tokens set revoked_at = now()
     where token_hash = $1 and revoked_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id ?? null;
}

export async function revokeRefreshTokensOf(db: Queryable, userId: string): Promise<void> {
  await db.query(`update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`, [
    userId,
  ]);
}
