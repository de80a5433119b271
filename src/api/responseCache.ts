/** Lifetime of a cached GET answer (spec 01 §9: response cache 180000 ms). */
export const RESPONSE_CACHE_MS = 180_000;

/**
 * A time-limited map of GET answers; any non-GET request clears it (the data may have changed). Which
 * calls are kept is the contract's `cached` flag (spec 02 §9).
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = RESPONSE_CACHE_MS,
  ) {}

  get(key: string): { value: unknown } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value };
  }

  set(key: string, value: unknown) {
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
