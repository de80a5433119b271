import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { createDrawsAhead } from './draws/calendar.ts';
import { loadSigningKey } from './auth/tokens.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './http/routeDeps.ts';

/** Opens storage, migrates, seeds on first start, and builds the app: the server minus the socket. */
export async function prepareServer(config: ServerConfig, options: { schema?: string; serveApp?: boolean; now?: () => number; restoreFrom?: Blob } = {}) {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    schema: options.schema,
    restoreFrom: options.restoreFrom,
  });
  const migrations = await migrate(db);
  const seeded = await seed(db, options.now);
  await createDrawsAhead(db, (options.now ?? Date.now)()); // a fresh database has its coming draws (issue 15)
  const deps: AppDeps = { db, config, signingKey: await loadSigningKey(db, config.jwtSecret), now: options.now ?? Date.now };
  return { app: createApp(deps, { serveApp: options.serveApp }), db, deps, migrations, seeded };
}
