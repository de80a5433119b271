import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { closeDueDraws, createDrawsAhead } from './draws/calendar.ts';
import { CLOSE_DRAWS_CRON, CREATE_DRAWS_CRON } from './draws/schedules.ts';
import { registerDrawSchedules } from './jobs/schedules.ts';
import { registerFixedSchedule } from './jobs/fixedSchedule.ts';
import { loadSigningKey } from './auth/tokens.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './http/routeDeps.ts';
import { createJobEngine } from './jobs/engine.ts';
import { createDeliveryWorker } from './messaging/worker.ts';

/**
 * Opens storage, migrates, seeds on first start, builds the app and starts its job engine: the server
 * minus the socket. `jobsSchema` names the engine's schema on a PostgreSQL server (tests isolate it).
 */
export async function prepareServer(
  config: ServerConfig,
  options: { schema?: string; jobsSchema?: string; serveApp?: boolean; now?: () => number; restoreFrom?: Blob } = {},
) {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    schema: options.schema,
    restoreFrom: options.restoreFrom,
  });
  const migrations = await migrate(db);
  const seeded = await seed(db, options.now);
  const now = options.now ?? Date.now;
  // A fresh database has its coming draws, and the draws already past their cut-off are marked closed
  // before the first request (else the first close-draws tick would stamp them all then).
  await createDrawsAhead(db, now());
  await closeDueDraws(db, now());
  const jobs = createJobEngine({ db, now, timings: config.jobs, schema: options.jobsSchema });
  const deps: AppDeps = { db, jobs, config, signingKey: await loadSigningKey(db, config.jwtSecret), now };
  // The routes define their job kinds (files: 'process-file'); every kind and schedule is declared
  // before the start: jobs that are no route's own go here (server/jobs/engine.ts says how).
  registerDrawSchedules(jobs, db, { createDrawsAhead, closeDueDraws }, { createDraws: CREATE_DRAWS_CRON, closeDraws: CLOSE_DRAWS_CRON });
  registerFixedSchedule(jobs, db, now);
  const app = createApp(deps, { serveApp: options.serveApp });
  await jobs.start();
  // Sends the message outbox; every instance runs one (MESSAGES_POLL_SECONDS=0: none here).
  const messages = createDeliveryWorker(db, config.messages);
  messages.start();
  return { app, db, jobs, messages, deps, migrations, seeded };
}
