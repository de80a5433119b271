import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import type { MaintenanceState } from '../maintenance.ts';
import type { requireAuth } from './auth.ts';
import type { JobEngine } from '../jobs/engine.ts';
import type { CacheRegistry } from './caches.ts';

/** What the app is built from: storage, configuration, the token signing key, the job engine and the clock. */
export interface AppDeps {
  db: Database;
  /** Background jobs and schedules (server/jobs/engine.ts): routes define their kinds, then the server starts it. */
  jobs: JobEngine;
  config: ServerConfig;
  signingKey: string;
  /** Wall clock, injectable so tests can move time. */
  now: () => number;
}

/**
 * AppDeps plus what the app builds once for every route: the bearer-token check (which implement
 * applies to every call that is not anonymous), the maintenance value the gate, the switch and
 * the message feed share, and the registry of in-memory caches (POST cache/clear empties them).
 */
export type RouteDeps = AppDeps & { auth: ReturnType<typeof requireAuth>; maintenance: MaintenanceState; caches: CacheRegistry };
