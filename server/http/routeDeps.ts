import type { Database } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import type { requireAuth } from './auth.ts';

/** What the app is built from: storage, configuration, the token signing key and the clock. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  signingKey: string;
  /** Wall clock, injectable so tests can move time. */
  now: () => number;
}

/** AppDeps plus the bearer-token check each protected route names explicitly. */
export type RouteDeps = AppDeps & { auth: ReturnType<typeof requireAuth> };
