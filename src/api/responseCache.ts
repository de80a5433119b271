/** Lifetime of a cached GET answer (spec 01 §9: response cache 180000 ms). */
export const RESPONSE_CACHE_MS = 180_000;

/**
 * The GET lists the spec names as cached (spec 02 §9): bet user ids, summary user ids, summary draw
 * date, bet summary by share, report dates, member list for all roles, announcements.
 * Matched against the path after the location prefix.
 */
export const CACHED_GET_PATHS: readonly RegExp[] = [
  /^bet\/userIds$/,
  /^bet\/summary\/userIds$/,
  /^bet\/summary\/drawDate$/,
  /^betSummaryUserIdByShare$/,
  /^reportDate2?$/,
  /^dMemberAllRole$/,
  /^announcements$/,
];

export const isCachedPath = (path: string) => CACHED_GET_PATHS.some((pattern) => pattern.test(path));

/** A time-limited map of GET answers; any non-GET request clears it (the data may have changed). */
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
