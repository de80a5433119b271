/**
 * The server under load of `npm run bench` (serverLoad.ts starts it as a child process, so the load
 * generator never shares its event loop): the real app on the embedded database in DATA_DIR (a fresh
 * directory), with BENCH_USERS extra members who sign in with the demo password, listening on a free
 * loopback port, which it prints as one JSON line.
 */
import { serve } from '@hono/node-server';
import { readServerConfig } from '../../server/config.ts';
import { prepareServer } from '../../server/start.ts';
import { grantBenchCredit } from './ampleCredit.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import type { Database } from '../../server/db/database.ts';
import { benchUserId } from './benchUsers.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the fresh data directory of the bench.');
const users = Number(process.env.BENCH_USERS ?? 0);

/** Members bench001… under agent1 at SG; one hash serves them all (scrypt's salt is in the hash). */
async function createBenchUsers(db: Database, count: number) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const ids = Array.from({ length: count }, (_, i) => benchUserId(i));
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into users (user_id, password_hash, role, parent_id, loc_id) select id, $2, 'MEM', 'agent1', 'SG' from unnest($1::text[]) as id`,
      [ids, hash],
    );
    await tx.query(`insert into user_locations (user_id, loc_id) select id, 'SG' from unnest($1::text[]) as id`, [ids]);
  });
}

// Only DATA_DIR is taken from the environment: CAPTCHA and the like stay at their defaults.
const { app, db, jobs } = await prepareServer({ ...readServerConfig({}), dataDir }, { serveApp: false });
await createBenchUsers(db, users);
await grantBenchCredit(db);
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});

const shutdown = async () => {
  server.close();
  await jobs.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
