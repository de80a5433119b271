/**
 * Every in-memory cache of the server, each with its clear hook, in one registry (Clear Cache, spec
 * 02 §2.2 /utilities/clearCache, §7.3 POST cache/clear). A route that keeps answers in memory
 * registers its cache when it is mounted; POST cache/clear empties them all on this instance.
 * Today: the results feed's answers (server/routes/resultsFeed.ts) and the maintenance value this
 * instance last read (server/maintenance.ts). The translation catalogs are not a cache: they are the
 * build's files, read once.
 */
export interface CacheRegistry {
  /** Adds a cache by name (unique) with the function that empties it. */
  register(name: string, clear: () => void): void;
  /** Empties every registered cache; answers their names in the order registered. */
  clearAll(): string[];
}

export function createCacheRegistry(): CacheRegistry {
  const caches = new Map<string, () => void>();
  return {
    register(name, clear) {
      if (caches.has(name)) throw new Error(`A cache named ${name} is registered already.`);
      caches.set(name, clear);
    },
    clearAll() {
      for (const clear of caches.values()) clear();
      return [...caches.keys()];
    },
  };
}
