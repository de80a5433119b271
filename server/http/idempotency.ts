/**
 * Idempotent writes (issue 14 finding 1): a money-moving call declared `idempotent: true` takes an
 * `Idempotency-Key` header, one per submission and the same on every retry of it. The first request
 * with a key runs; its answer is stored with the key in the same transaction as its writes, so a
 * repeat (a retry after a lost answer, a double click, 50 parallel copies) gets the first answer and
 * writes nothing. Keys are per user: one user's key never answers another's request.
 *
 * Why this holds on PostgreSQL as well as PGlite: the key row is inserted first, in the transaction
 * that then runs the handler. A second transaction inserting the same (user, key) waits on the
 * primary key until the first commits, then finds the row and replays its answer; if the first rolls
 * back (the handler threw), the second runs instead. There is no check-then-insert window.
 *
 * Decisions (the spec is silent):
 * - A request without the header is served as before, not deduplicated: a bet placed by an older
 *   client (or a script) must still work. The app always sends one.
 * - Every answer the handler gives is stored, refusals included (400 for a closed draw, 403): the
 *   first answer is the answer. A handler that throws stores nothing, and its writes roll back.
 * - A key reused for another request (other call, other body) is refused with 422 rather than
 *   answered with an unrelated answer.
 * - Keys are kept for a day (IDEMPOTENCY_KEY_TTL_MS), long enough for any retry; a user's expired keys are
 *   removed when that user uses a new one, so the table stays small without a sweeper.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { fail } from './envelope.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key is the client's random id (a UUID); anything longer or not plain visible ASCII is refused. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export type KeyReading = { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'invalid'; message: string };

/** The request's Idempotency-Key, when it has one. */
export function readIdempotencyKey(c: Context): KeyReading {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return { kind: 'none' };
  if (!KEY_PATTERN.test(key)) return { kind: 'invalid', message: `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 visible ASCII characters (a UUID).` };
  return { kind: 'key', key };
}

/** What the key was first used for: the call and its validated input, hashed. */
export function requestFingerprint(method: string, path: string, input: unknown): string {
  return createHash('sha256').update(JSON.stringify([method, path, input])).digest('base64url');
}

interface StoredAnswer {
  request_hash: string;
  status: number;
  answer: string;
}

/**
 * Runs `handle` once per (user, key): in one transaction, claims the key, runs the handler with the
 * transaction as its database, and stores the answer; a repeat answers the stored one.
 */
export async function runIdempotently(
  db: Database,
  c: Context,
  claim: { userId: string; key: string; fingerprint: string; now: number },
  handle: (tx: Queryable) => Promise<Response>,
): Promise<Response> {
  const outcome = await db.transaction(async (tx): Promise<Response | StoredAnswer> => {
    await tx.query('delete from idempotency_keys where user_id = $1 and created_at < $2::timestamptz', [
      claim.userId,
      timestamp(claim.now - IDEMPOTENCY_KEY_TTL_MS),
    ]);
    const { rows: claimed } = await tx.query(
      `insert into idempotency_keys (user_id, idempotency_key, request_hash, status, answer, created_at)
       values ($1, $2, $3, 0, '', $4::timestamptz)
       on conflict (user_id, idempotency_key) do nothing returning 1`,
      [claim.userId, claim.key, claim.fingerprint, timestamp(claim.now)],
    );
    if (claimed.length === 0) {
      const { rows } = await tx.query<StoredAnswer>(
        'select request_hash, status, answer from idempotency_keys where user_id = $1 and idempotency_key = $2',
        [claim.userId, claim.key],
      );
      // The row exists: the insert found it (and waited for its transaction when it was still open).
      return rows[0]!;
    }
    const response = await handle(tx);
    await tx.query('update idempotency_keys set status = $3, answer = $4 where user_id = $1 and idempotency_key = $2', [
      claim.userId,
      claim.key,
      response.status,
      await response.clone().text(),
    ]);
    return response;
  });
  if (outcome instanceof Response) return outcome;
  if (outcome.request_hash !== claim.fingerprint) {
    return fail(c, 422, `This ${IDEMPOTENCY_KEY_HEADER} was already used for another request: send a new key for a new submission.`);
  }
  return new Response(outcome.answer, {
    status: outcome.status,
    headers: { 'content-type': 'application/json; charset=UTF-8', [REPLAYED_HEADER]: 'true' },
  });
}
