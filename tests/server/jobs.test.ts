/**
 * The job engine (server/jobs/engine.ts) on its own, over the database under test: a job is deduped per
 * key while queued or running, retried when its run throws, failed at once by JobFailure, failed for
 * good when its retries are spent; a long run keeps its claim by its heartbeat, and a run that lost
 * it stops; a schedule runs once per tick across instances (two engines on one database); a run left
 * active by a dead process is resumed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobEngine, JobFailure, type JobEngine } from '../../server/jobs/engine.ts';
import type { JobTimings } from '../../server/config.ts';
import { captureConsoleForFile, openScratchDatabase } from './testServer.ts';
import type { Database } from '../../server/db/database.ts';

// The engine logs each failed run; this file fails some on purpose.
const logged = captureConsoleForFile();

const TIMINGS: JobTimings = { pollSeconds: 0.5, maintenanceSeconds: 1, heartbeatSeconds: 0.5, retryDelaySeconds: 0 };

let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
let db: Database;
let schema: string;
const engines: JobEngine[] = [];

beforeAll(async () => {
  scratch = await openScratchDatabase();
  db = scratch.db;
  // On PostgreSQL the scratch database is a schema of a shared server: the engine gets one of its own.
  const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
  schema = `${rows[0]!.schema}_jobs`;
});
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop(1_000);
});
afterAll(async () => {
  await scratch?.close();
  if (db.engine === 'postgres') await dropSchemaOf(schema);
});

async function dropSchemaOf(name: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop schema if exists "${name}" cascade`);
  await admin.end();
}

function engine(): JobEngine {
  const created = createJobEngine({ db, now: Date.now, timings: TIMINGS, schema });
  engines.push(created);
  return created;
}

describe('a job', () => {
  it('sent again while queued or running runs once, and its state is the engine’s', async () => {
    const jobs = engine();
    const runs: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    jobs.define<{ n: number }>('dedupe', async ({ key, data }) => {
      runs.push(`${key}:${data.n}`);
      await held;
      return { done: key };
    });
    await jobs.start();
    await jobs.send('dedupe', 'k', { n: 1 });
    await jobs.send('dedupe', 'k', { n: 2 });
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await jobs.state('dedupe', 'k'))?.state).toBe('active');
    await jobs.send('dedupe', 'k', { n: 3 });
    release();
    await jobs.drain();
    expect(runs).toEqual(['k:1']);
    expect(await jobs.state('dedupe', 'k')).toEqual({ state: 'completed', output: { done: 'k' }, error: null });
    expect(await jobs.state('dedupe', 'other')).toBeNull();
  });

  it('asked for by two instances while its work ends is queued once: a send after the end finds the work over', async () => {
    const [first, second] = [engine(), engine()];
    await db.query('create table if not exists jobs_test_work (key text primary key, done boolean not null)');
    for (const jobs of [first, second]) {
      jobs.define('once', async ({ key }) => {
        await db.query('update jobs_test_work set done = true where key = $1', [key]);
      });
    }
    await first.start();
    await second.start();
    const keys = Array.from({ length: 12 }, (_, i) => `w${i}`);
    const notDone = (key: string) => async (q: Pick<Database, 'query'>) =>
      (await q.query('select 1 from jobs_test_work where key = $1 and not done', [key])).rows.length > 0;
    await Promise.all(keys.map(async (key) => {
      await db.query('insert into jobs_test_work values ($1, false)', [key]);
      // Sends spread over the run: some while it is queued or running, some after it ended.
      await Promise.all([0, 5, 10, 20, 40, 80].map((delay, i) => new Promise<void>((resolve, reject) => {
        setTimeout(() => (i % 2 ? first : second).send('once', key, {}, notDone(key)).then(resolve, reject), delay);
      })));
    }));
    await first.drain();
    const { rows } = await db.query<{ key: string; jobs: number }>(
      `select singleton_key as key, count(*)::int as jobs from ${schema}.job where name = 'once' group by 1 order by 1`,
    );
    expect(rows).toEqual([...keys].sort().map((key) => ({ key, jobs: 1 })));
  });

  it('is retried when its run throws, failed at once by JobFailure, and failed for good once its retries are spent', async () => {
    const jobs = engine();
    const runs = new Map<string, number>();
    const count = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1).get(key)!;
    jobs.define('flaky', async ({ key, finalAttempt }) => {
      const run = count(key);
      if (key === 'once' && run === 1) throw new Error('the connection dropped');
      if (key === 'refused') throw new JobFailure('Bet placing is disabled for member1.');
      if (key === 'always') throw new Error(`still broken (final attempt: ${finalAttempt})`);
      return { run };
    }, { retryLimit: 2 });
    await jobs.start();
    for (const key of ['once', 'refused', 'always']) await jobs.send('flaky', key);
    await jobs.drain();
    expect(await jobs.state('flaky', 'once')).toEqual({ state: 'completed', output: { run: 2 }, error: null });
    expect(await jobs.state('flaky', 'refused')).toMatchObject({ state: 'failed', error: 'Bet placing is disabled for member1.' });
    expect(runs.get('refused')).toBe(1);
    expect(await jobs.state('flaky', 'always')).toMatchObject({ state: 'failed', error: 'still broken (final attempt: true)' });
    expect(runs.get('always')).toBe(3);
    expect(logged().filter((line) => line.startsWith('[jobs] a run of flaky always failed'))).toHaveLength(3);
  });
});

describe('a long run', () => {
  it('keeps its claim past many heartbeat thresholds: never failed, resumed or run twice, on two instances', async () => {
    // Two engines on one database: each sweeps for dead runs, and the one not running the job finds its claim alive.
    const runs: string[] = [];
    const states = new Set<string>();
    const [a, b] = [engine(), engine()];
    for (const [name, jobs] of [['A', a], ['B', b]] as const) {
      jobs.define('long', async () => {
        runs.push(name);
        // Ten times the dead threshold (3 beats of 0.5 s), and longer than the 5 s the old expiry allowed.
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        return { ranOn: name };
      });
      await jobs.start();
    }
    await a.send('long', 'k');
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const end = Date.now() + 5_500;
    while (Date.now() < end) {
      states.add((await b.state('long', 'k'))!.state);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await a.drain(10_000);
    expect([...states]).toEqual(['active']);
    expect(runs).toHaveLength(1);
    expect(await a.state('long', 'k')).toEqual({ state: 'completed', output: { ranOn: runs[0] }, error: null });
    const { rows } = await db.query(`select retry_count from ${schema}.job where name = 'long'`);
    expect(rows).toEqual([{ retry_count: 0 }]);
  }, 30_000);

  it('stops once another run took its claim, records nothing, and the job is taken over once that claim dies', async () => {
    const jobs = engine();
    const runs: { aborted: boolean }[] = [];
    jobs.define('taken', async ({ signal }) => {
      const run = { aborted: false };
      runs.push(run);
      if (runs.length > 1) return { run: runs.length };
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      run.aborted = true;
      signal.throwIfAborted();
    });
    await jobs.start();
    await jobs.send('taken', 'k');
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // As if this run had been taken for dead and another instance's run had claimed the job.
    await db.query(`update ${schema}.claim set token = gen_random_uuid(), beat_on = now()`);
    while (!runs[0]!.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The job is the other run's: this one neither completed nor failed it.
    expect((await jobs.state('taken', 'k'))?.state).toBe('active');
    // That other run never beats: once its claim is dead the job is resuming, then taken over here.
    const seen = new Set<string>();
    const deadline = Date.now() + 15_000;
    for (let state = ''; state !== 'completed' && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      state = (await jobs.state('taken', 'k'))!.state;
      seen.add(state);
    }
    expect(seen).toContain('resuming');
    expect(await jobs.state('taken', 'k')).toMatchObject({ state: 'completed', output: { run: 2 } });
    expect(logged().some((line) => line.startsWith('[jobs] a run of taken k stopped: Error: the run lost its claim'))).toBe(true);
  }, 30_000);
});

describe('a schedule', () => {
  it('runs once per tick across two instances on one database', async () => {
    // One minute's tick is checked: begin early enough in a minute that the next minute's tick (a
    // second run, rightly) cannot come within the waits below (up to 15 s for the first, then 3 s).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const ticks: string[] = [];
    for (const name of ['A', 'B']) {
      const jobs = engine();
      // Every minute: pg-boss sends a tick whose minute began less than 60 s ago, so the first one is due at once.
      jobs.schedule('every-minute', '* * * * *', async (now) => {
        ticks.push(`${name}@${typeof now}`);
      });
      await jobs.start();
    }
    const deadline = Date.now() + 15_000;
    while (ticks.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // Both instances' cron checks have run a few times by now: still one run of this minute's tick.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toMatch(/^[AB]@number$/);
  }, 60_000);
});

describe('a run left active by a process that died', () => {
  it('is retried at the next start on the embedded database, once its claim is dead on a PostgreSQL server', async () => {
    const first = engine();
    let runs = 0;
    const handler = async () => ({ run: ++runs });
    first.define('resumable', handler);
    await first.start();
    await first.send('resumable', 'r');
    await first.drain();
    await first.stop(1_000);
    // As if the process had died while the run was active (and, for PostgreSQL, long enough ago to expire).
    await db.query(`update ${schema}.job set state = 'active', started_on = now() - interval '1 hour', completed_on = null where name = 'resumable'`);
    // Its claim never beat since: any instance's status call says it is being resumed.
    expect((await first.state('resumable', 'r'))?.state).toBe('resuming');

    const next = engine();
    next.define('resumable', handler);
    await next.start();
    await next.drain(20_000);
    expect(runs).toBe(2);
    expect(await next.state('resumable', 'r')).toMatchObject({ state: 'completed', output: { run: 2 } });
  }, 30_000);
});
