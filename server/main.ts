import { serve } from '@hono/node-server';
import { readServerConfig } from './config.ts';
import { prepareServer } from './start.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.ts';

const config = readServerConfig();
const startedAt = performance.now();
const { app, db, jobs, messages, migrations, seeded } = await prepareServer(config);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const storage = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    `Draw back office is running at http://localhost:${info.port}  (ready in ${Math.round(performance.now() - startedAt)} ms)`,
    `Storage: ${storage}; ${migrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}.`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.userId.padEnd(8)} ${a.summary}`),
  ];
  console.log(lines.join('\n'));
  const captcha = config.captchaAlways ? 'on for every sign-in (CAPTCHA=on)' : `after ${config.captchaAfterFailures} failed sign-ins of a user id`;
  console.log(`Captcha: ${captcha}; an image can be answered for ${config.captchaTtlSeconds} s.`);
  if (config.demoCaptchaAnswer) {
    // Loud on purpose: with this set the captcha protects nothing.
    const rule = '!'.repeat(78);
    console.warn(
      [
        rule,
        '!! WARNING: DEMO_CAPTCHA_ANSWER is set. Every captcha shows and accepts the same known text.',
        '!! This is for automated tests only. Never set it on a server people can reach.',
        rule,
      ].join('\n'),
    );
  }
});

async function shutdown() {
  server.close();
  // The runs under way get a few seconds to end; one cut off is retried by the next instance to start.
  await jobs.stop(5_000).catch((error: unknown) => console.error('[jobs] could not stop cleanly', error));
  // A send cut off here stays leased and is sent again (same key) by the next instance.
  await messages.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
