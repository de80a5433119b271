/**
 * The server under load of `npm run bench` (serverLoad.ts starts it as a child process, so the load
 * generator never shares its event loop): the real app on the embedded database in a fresh data
 * directory, or, with DATABASE_URL, on that PostgreSQL server in a fresh schema (benchServer.ts; both
 * removed at the end), with BENCH_USERS extra members who sign in with the demo password, listening on
 * a free loopback port, which it prints as one JSON line.
 */
import { serve } from '@hono/node-server';
import { openBenchServer } from './benchServer.ts';
import { grantBenchCredit } from './ampleCredit.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import type { Database } from '../../server/db/database.ts';
import { benchUserId } from './benchUsers.ts';

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

// Only DATABASE_URL is taken from the environment: CAPTCHA and the like stay at their defaults.
// The bench's sign-ins stand for as many users on their own addresses, which all arrive from this one here.
const bench = await openBenchServer(process.env.DATABASE_URL || undefined, 'load', { SIGN_IN_BURST: String(Math.max(users, 60)) });
await createBenchUsers(bench.db, users);
await grantBenchCredit(bench.db);
const http = serve({ fetch: bench.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});

const shutdown = async () => {
  http.close();
  await bench.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

// BENCH_LOOP_STALLS=1: every hold of the event loop of 50 ms or more is written to stderr, to find
// what delays the GETs during an upload (a 10 ms timer that fires late by that much).
if (process.env.BENCH_LOOP_STALLS === '1') {
  let last = performance.now();
  setInterval(() => {
    const at = performance.now();
    if (at - last - 10 >= 50) console.error(`[loop] held ${(at - last - 10).toFixed(0)} ms`);
    last = at;
  }, 10).unref();
}
