/**
 * What both inbound webhooks check before they read a message (issue 23): the sender's address is
 * rate-limited (server/http/addressLimiter.ts, as every anonymous call), and the
 * location's inbound secret must match, compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { createAddressLimiter, limitPerAddress } from '../../http/addressLimiter.ts';
import { fail } from '../../http/envelope.ts';

/**
 * Per address: a burst of 120 messages, then 4 a second. A gateway relays every subscriber's messages
 * from one address, so this is far above one phone's pace and still stops a flood of guessed secrets.
 */
export const INBOUND_LIMIT = { capacity: 120, refillMs: 250, maxSenders: 10_000 } as const;

export function inboundRateLimit(now: () => number): MiddlewareHandler {
  return limitPerAddress(createAddressLimiter(INBOUND_LIMIT), now, 'Too many messages: try again later.');
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the header carries the configured secret; no secret configured takes nothing. */
export function secretMatches(given: string | undefined, expected: string | null | undefined): boolean {
  if (!expected || given === undefined) return false;
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(expected));
}

export const refuseSecret = (c: Context) => fail(c, 401, 'The gateway secret is not right.');
