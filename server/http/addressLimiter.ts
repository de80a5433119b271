/**
 * What anyone may call without a session is bounded per sender's address: each address gets a token
 * bucket, a burst of `capacity` requests, then one more every `refillMs` (issue 19, defect 2: the
 * error-report tunnel; issue 23: the inbound webhooks; the password sign-in). A flood from one
 * address empties only its own bucket: every other address (and the same one once its bucket
 * refills) is still served, so genuine requests get through.
 *
 * Memory is bounded: at most `maxSenders` buckets. When a new sender comes and there is no room, the
 * least recently used bucket goes: it has had the longest to refill (a refilled bucket is the same as
 * none), and if it had not, its sender starts afresh, which costs at most one more burst. An IPv6 sender is keyed by its /64, the block
 * one host gets, so walking through its addresses does not make it a new sender each time.
 */

import type { MiddlewareHandler } from 'hono';
import { fail } from './envelope.ts';
import { currentRequestOrigin, socketAddressOf } from './requestOrigin.ts';

export interface AddressLimiterOptions {
  /** Requests a sender may make at once. */
  capacity: number;
  /** Time for one request's token to come back. */
  refillMs: number;
  /** Senders remembered at most. */
  maxSenders: number;
}

export type LimiterVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  /** When `tokens` was counted. */
  at: number;
}

/** The sender's key: an IPv4 address as it is, an IPv6 address by its first 64 bits. */
export function senderKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export function createAddressLimiter({ capacity, refillMs, maxSenders }: AddressLimiterOptions) {
  const buckets = new Map<string, Bucket>();

  const tokensAt = (bucket: Bucket, now: number) => Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) / refillMs);

  /** Makes room for one more sender: the least recently used bucket goes (the Map's first key). */
  const makeRoom = () => {
    while (buckets.size >= maxSenders) buckets.delete(buckets.keys().next().value!);
  };

  return {
    /** Takes one token of the sender's bucket, or says how long until one is back. */
    take(address: string, now: number): LimiterVerdict {
      const key = senderKey(address);
      const found = buckets.get(key);
      if (!found) makeRoom();
      const tokens = found ? tokensAt(found, now) : capacity;
      // Moved to the end: the Map's order is then least recently used first.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return { ok: false, retryAfterSeconds: Math.ceil(((1 - tokens) * refillMs) / 1000) };
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      return { ok: true };
    },
    /** Senders remembered now (for the test of the bound). */
    get size() {
      return buckets.size;
    },
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;

/**
 * The sender's address: the client's as the request's origin names it (server/http/requestOrigin.ts:
 * the socket's peer, or the entry the trusted proxies wrote, so a deployment behind its own proxy
 * does not count every client as the proxy), else the socket's peer. In-process requests (tests)
 * have neither: they share one sender.
 */
export function senderOf(c: Parameters<MiddlewareHandler>[0]): string {
  return currentRequestOrigin()?.address ?? socketAddressOf(c) ?? 'in-process';
}

/**
 * Takes a token of the sender's bucket, or answers 429 with Retry-After and `message`. Mounted before
 * the body is read: a flood costs a map lookup per request, not a parse, a hash or a write.
 */
export function limitPerAddress(limiter: AddressLimiter, now: () => number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const verdict = limiter.take(senderOf(c), now());
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, message);
    }
    await next();
  };
}
