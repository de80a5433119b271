/**
 * The draw schedules (server/jobs/schedules.ts): each handler runs on its cron with the database and
 * the engine's clock. Both crons are every minute here, so the first tick is due at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobEngine, type JobEngine } from '../../server/jobs/engine.ts';
import { registerDrawSchedules } from '../../server/jobs/schedules.ts';
import type { Database } from '../../server/db/database.ts';
import { startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
let jobs: JobEngine;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await jobs?.stop(1_000);
  await server?.close();
});

it('run create-draws and close-draws on their ticks with the database and the clock', async () => {
  const calls: { handler: string; db: Database; now: number }[] = [];
  const fixedNow = Date.UTC(2030, 0, 5, 10, 0);
  jobs = createJobEngine({
    db: server.db,
    now: () => fixedNow,
    timings: { ...server.config.jobs, maintenanceSeconds: 1 },
    // Its own queues: in the server's schema the server's engine (with the real handlers) would race
    // this one for each tick and, winning it, leave this test waiting a minute for the next.
    schema: server.schema ? `${server.schema}_schedules` : 'pgboss_schedules',
  });
  registerDrawSchedules(
    jobs,
    server.db,
    {
      createDrawsAhead: async (db, now) => calls.push({ handler: 'createDrawsAhead', db, now }),
      closeDueDraws: async (db, now) => calls.push({ handler: 'closeDueDraws', db, now }),
    },
    { createDraws: '* * * * *', closeDraws: '* * * * *' },
  );
  await jobs.start();
  const deadline = Date.now() + 20_000;
  while (calls.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls.map((call) => call.handler).sort()).toEqual(['closeDueDraws', 'createDrawsAhead']);
  for (const call of calls) {
    expect(call.db).toBe(server.db);
    expect(call.now).toBe(fixedNow);
  }
}, 30_000);
