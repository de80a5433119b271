/** The error-report tunnel's per-sender token bucket (server/http/addressLimiter.ts). */
import { describe, expect, it } from 'vitest';
import { createAddressLimiter, senderKey } from '../../../server/http/addressLimiter.ts';

const T0 = 1_000_000;

describe('report limiter', () => {
  it('lets a burst of `capacity` through, then one per refill, and says when to come back', () => {
    const limiter = createAddressLimiter({ capacity: 3, refillMs: 1_000, maxSenders: 10 });
    expect([1, 2, 3, 4].map(() => limiter.take('192.0.2.1', T0).ok)).toEqual([true, true, true, false]);
    expect(limiter.take('192.0.2.1', T0 + 400)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take('192.0.2.1', T0 + 1_000).ok).toBe(true);
    expect(limiter.take('192.0.2.1', T0 + 1_000).ok).toBe(false);
    // A quiet sender's bucket fills up again, never beyond its capacity.
    expect([1, 2, 3, 4].map(() => limiter.take('192.0.2.1', T0 + 60_000).ok)).toEqual([true, true, true, false]);
  });

  it('keeps a flood from one sender away from every other sender', () => {
    const limiter = createAddressLimiter({ capacity: 3, refillMs: 1_000, maxSenders: 10 });
    const flood = Array.from({ length: 300 }, () => limiter.take('192.0.2.66', T0).ok);
    expect(flood.filter(Boolean)).toHaveLength(3);
    expect(limiter.take('192.0.2.7', T0).ok).toBe(true);
    expect(limiter.take('2001:db8::7', T0).ok).toBe(true);
  });

  it('remembers at most maxSenders, forgetting the least recently used', () => {
    const limiter = createAddressLimiter({ capacity: 1, refillMs: 60_000, maxSenders: 100 });
    for (let n = 0; n < 10_000; n += 1) limiter.take(`10.0.${n >> 8}.${n & 255}`, T0);
    expect(limiter.size).toBe(100);
    // The newest senders are still remembered (and empty); the first ones were forgotten.
    expect(limiter.take('10.0.39.15', T0).ok).toBe(false);
    expect(limiter.take('10.0.0.0', T0).ok).toBe(true);
  });

  it('keys an IPv6 sender by its /64, an IPv4-mapped one by its IPv4 address', () => {
    expect(senderKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(senderKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(senderKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(senderKey('::1')).toBe('0:0:0:0::/64');
    expect(senderKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(senderKey('192.0.2.1')).toBe('192.0.2.1');
    const limiter = createAddressLimiter({ capacity: 1, refillMs: 60_000, maxSenders: 10 });
    expect(limiter.take('2001:db8:1:2::1', T0).ok).toBe(true);
    expect(limiter.take('2001:db8:1:2::2', T0).ok).toBe(false);
    expect(limiter.take('2001:db8:1:3::1', T0).ok).toBe(true);
  });
});
