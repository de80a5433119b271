/**
 * The error-report tunnel is open to anyone (errors happen on the sign-in page too), so each sender
 * gets a token bucket (issue 19, defect 2): a burst of `capacity` reports, then one more every
 * `refillMs`. A flood from one address empties only its own bucket: reports from every other address
 * (and from the same one once its bucket refills) are still stored, so genuine reports survive.
 *
 * Memory is bounded: at most `maxSenders` buckets. When a new sender comes and there is no room, the
 * least recently used bucket goes: it has had the longest to refill (a refilled bucket is the same as
 * none), and if it had not, its sender starts afresh, which costs at most one more burst. An IPv6 sender is keyed by its /64, the block
 * one host gets, so walking through its addresses does not make it a new sender each time.
 */

export interface ReportLimiterOptions {
  /** Reports a sender may send at once. */
  capacity: number;
  /** Time for one report's token to come back. */
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

export function createReportLimiter({ capacity, refillMs, maxSenders }: ReportLimiterOptions) {
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
