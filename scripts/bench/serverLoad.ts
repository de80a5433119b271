/**
 * The load check of `npm run bench` (issue 14): the real server as a child process on a free loopback
 * port with a fresh database (loadServer.ts), driven over HTTP by this process, on each engine (issue
 * 24): embedded PGlite, then PostgreSQL when DATABASE_URL is set (a fresh schema):
 * - 200 concurrent correct sign-ins, each by a different member created for the bench (so the figure
 *   does not depend on how failures of one user id are counted): sign-ins per second, how many succeeded;
 * - GET profile at 10, 50 and 100 concurrent keep-alive connections (lean sockets, keepAliveClient.ts;
 *   BENCH_LOAD_FETCH=1 over fetch): requests per second, p99, and the generator's own CPU beside the
 *   server's (on 2 cores, what the generator uses the server cannot);
 * - GET profile, by another user, while a 1 000 000-line file (9 MB) is uploaded and processed: its p99
 *   against the budget of 250 ms.
 * Both processes share the machine's cores, so the load average is printed with the figures, and so is
 * what bounds the rate whatever the load: the server's CPU per request (and on PostgreSQL its pool's
 * backends' CPU, poolBackendsCpu.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { benchToken, signInRequest, type BenchRequest } from './benchSignIn.ts';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import type { BudgetFigure } from './benchmark.ts';
import { benchUserId } from './benchUsers.ts';
import { load, summarise, timed, type LoadResult, type LoadRun } from './loadGenerator.ts';
import { openKeepAlive } from './keepAliveClient.ts';
import { poolBackendsCpu, withApplicationName } from './poolBackendsCpu.ts';

export const SIGN_INS = 200;
export const PROFILE_CONNECTIONS = [10, 50, 100] as const;
/** BENCH_UPLOAD_LINES shortens the upload for a quick look, 0 leaves it out (the budget is for 1 000 000). */
export const UPLOAD_LINES = Number(process.env.BENCH_UPLOAD_LINES ?? 1_000_000);
export const CONCURRENT_GET_BUDGET_MS = 250;
/** Issue 24: GET profile at every connection level (233–358 requests/s before, quiet 2-core machine). */
export const PROFILE_BUDGET_PER_SECOND = 2_000;
/** Each level of GET profile runs this long, or this many requests, whichever ends first. */
const PROFILE_SECONDS = 5;
const PROFILE_MAX_REQUESTS = 20_000;
/** The concurrent GET while the file is processed: two users' pages, each asking every 25 ms. */
const WATCHERS = 2;
const WATCH_PAUSE_MS = 25;
const PROCESSING_LIMIT_MS = 15 * 60 * 1000;
const AT_REST_MS = 5_000;

/** BENCH_LOAD_FETCH=1: the GET profile levels over Node's fetch, as before the lean client (to compare the generator's cost). */
const OVER_FETCH = process.env.BENCH_LOAD_FETCH === '1';

const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(', ');

/** Starts loadServer.ts (on PostgreSQL when `databaseUrl` is given) and answers the child and its base URL once it listens. */
async function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; base: string }> {
  const entry = fileURLToPath(new URL('./loadServer.ts', import.meta.url));
  const { DATABASE_URL: _unused, ...env } = process.env;
  // BENCH_CPU_PROF=<dir>: the server child writes a CPU profile there (node --cpu-prof) when it exits.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), BENCH_USERS: String(SIGN_INS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 3 minutes')), 180_000);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^\{"port":(\d+)\}$/.exec(line.trim());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { child, base: `http://127.0.0.1:${port}/api/v1` };
}

const over = (base: string): BenchRequest => (path, init) => fetch(`${base}${path}`, init);

const signInOf = (base: string, username: string) => () => signInRequest(over(base), username, DEMO_PASSWORD);

/** A signed-in session that has accepted the terms (the API refuses data calls before). */
const accessToken = (base: string, username: string) => benchToken(over(base), username, DEMO_PASSWORD);

async function signIns(base: string): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: SIGN_INS }, (_, i) => timed(signInOf(base, benchUserId(i)), latencies)));
  return summarise(latencies, answers.filter((ok) => !ok).length, (performance.now() - started) / 1000);
}

/** 1 000 000 four-digit bets, 9 bytes a line: 9 MB, under the upload's 10 MB. */
function millionLines(): string {
  const lines = new Array<string>(UPLOAD_LINES);
  for (let i = 0; i < UPLOAD_LINES; i++) lines[i] = `${String((i * 7919) % 10_000).padStart(4, '0')} 1-1`;
  return lines.join('\n');
}

async function call(base: string, token: string, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  const body = (await response.json()) as { success: boolean; data: Record<string, unknown>; message?: string };
  if (!body.success) throw new Error(`${path}: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** GET profile over `connections` keep-alive connections (or fetch, BENCH_LOAD_FETCH=1) as fast as they are answered. */
async function profileLoad(base: string, token: string, connections: number): Promise<LoadRun> {
  const limits = { connections, maxRequests: PROFILE_MAX_REQUESTS, maxSeconds: PROFILE_SECONDS };
  // What the app's client sends with every call (ky in a browser), so the server reads as many headers as it would.
  const headers = { authorization: `Bearer ${token}`, ...BROWSER_HEADERS };
  if (OVER_FETCH) return load(() => timed(() => fetch(`${base}/profile`, { headers }), []), limits);
  const open = await Promise.all(Array.from({ length: connections }, () => openKeepAlive(new URL(`${base}/profile`), headers)));
  try {
    return await load((worker) => open[worker]!.send(), limits);
  } finally {
    for (const connection of open) connection.close();
  }
}

/** GET profile by WATCHERS users, each every WATCH_PAUSE_MS, until stopped. */
function watchProfile(base: string, token: string) {
  const latencies: number[] = [];
  let errors = 0;
  let watching = true;
  const started = performance.now();
  const watch = async () => {
    while (watching) {
      if (!(await timed(() => fetch(`${base}/profile`, { headers: { authorization: `Bearer ${token}` } }), latencies))) errors++;
      await new Promise((resolve) => setTimeout(resolve, WATCH_PAUSE_MS));
    }
  };
  const watchers = Array.from({ length: WATCHERS }, watch);
  return {
    async stop(): Promise<LoadResult> {
      watching = false;
      await Promise.all(watchers);
      return summarise(latencies, errors, (performance.now() - started) / 1000);
    },
  };
}

/** CPU seconds the server process has used so far (Linux /proc; null elsewhere). */
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds used between start and stop: the server process's, and its PostgreSQL backends' (null on PGlite or when unreadable). */
interface CpuUsed {
  server: number | null;
  backends: number | null;
}

/** What measures the CPU of one engine's server: its process, and on PostgreSQL the backends of its pool. */
type CpuMeter = () => Promise<() => Promise<CpuUsed>>;

function cpuMeter(serverPid: number | undefined, postgres: { url: string; applicationName: string } | null): CpuMeter {
  return async () => {
    const serverBefore = cpuSecondsOf(serverPid);
    const backends = postgres ? await poolBackendsCpu(postgres.url, postgres.applicationName) : null;
    return async () => {
      const serverAfter = cpuSecondsOf(serverPid);
      return {
        server: serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
        backends: backends ? await backends() : null,
      };
    };
  };
}

interface UploadUnderLoad {
  atRest: LoadResult;
  gets: LoadResult;
  uploadSeconds: number;
  processSeconds: number;
  accepted: number;
  cpu: CpuUsed;
}

async function uploadWhileWatched(base: string, meter: CpuMeter): Promise<UploadUnderLoad> {
  const [agent, watcher] = await Promise.all([accessToken(base, 'agent1'), accessToken(base, 'admin')]);
  const form = new FormData();
  form.set('file', new File([millionLines()], 'million.txt', { type: 'text/plain' }));
  for (const [key, value] of Object.entries({ UserId: 'member1', ARACode: 'BENCH', LocId: 'SG' })) form.set(key, value);

  // The same GETs with nothing else going on first: what the machine gives them at rest.
  const rest = watchProfile(base, watcher);
  await new Promise((resolve) => setTimeout(resolve, AT_REST_MS));
  const atRest = await rest.stop();

  const watch = watchProfile(base, watcher);
  const stopMeter = await meter();
  const started = performance.now();
  try {
    const file = await call(base, agent, '/4d/files/upload', { method: 'POST', body: form });
    const uploaded = performance.now();
    const path = `/4d/files/processUpload/${Number(file.FileId)}`;
    await call(base, agent, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"LocId":"SG"}' });
    for (;;) {
      const job = await call(base, agent, `${path}/status`);
      if (job.Status === 'succeeded') {
        const finished = performance.now();
        const cpu = await stopMeter();
        return {
          atRest,
          gets: await watch.stop(),
          uploadSeconds: (uploaded - started) / 1000,
          processSeconds: (finished - uploaded) / 1000,
          accepted: Number(job.LinesAccepted),
          cpu,
        };
      }
      if (job.Status === 'failed') throw new Error(`processing failed: ${String(job.Message)}`);
      if (performance.now() - started > PROCESSING_LIMIT_MS) throw new Error('processing took more than 15 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await watch.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * What bounds the requests per second whatever the load: the server's CPU time per request (one Node
 * process, so one core's worth) and, on PostgreSQL, the backends' (spread over the pool's connections,
 * on the machine's other core).
 */
function cpuPerRequest(cpu: CpuUsed, requests: number): string {
  if (cpu.server === null || requests === 0) return 'server CPU per request: not measurable here';
  const serverMs = (cpu.server * 1000) / requests;
  const server = `server CPU ${serverMs.toFixed(2)} ms a request: one core answers at most ${(1000 / serverMs).toFixed(0)} requests/s`;
  if (cpu.backends === null) return server;
  const backendMs = (cpu.backends * 1000) / requests;
  return `${server}; PostgreSQL backends ${backendMs.toFixed(2)} ms a request (at most ${(1000 / backendMs).toFixed(0)} a core-second)`;
}

function coreShares(cpu: CpuUsed, seconds: number): string {
  const share = (value: number) => `${((value / seconds) * 100).toFixed(0)}% of a core`;
  if (cpu.server === null) return '';
  return `; meanwhile the server used ${share(cpu.server)}${cpu.backends === null ? '' : `, its PostgreSQL backends ${share(cpu.backends)}`}`;
}

/** The generator's CPU beside the server's: on 2 cores, what it uses the server cannot. */
function generatorShare(run: LoadRun): string {
  const perRequest = run.requests === 0 ? 0 : (run.generatorCpuSeconds * 1000) / run.requests;
  return `${perRequest.toFixed(2)} ms of CPU a request, ${((run.generatorCpuSeconds / run.seconds) * 100).toFixed(0)}% of a core`;
}

async function figuresOn(engine: string, databaseUrl: string | undefined): Promise<BudgetFigure[]> {
  const applicationName = `bench_load_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl && withApplicationName(databaseUrl, applicationName);
  const { child, base } = await startServer(url);
  const meter = cpuMeter(child.pid, databaseUrl ? { url: databaseUrl, applicationName } : null);
  try {
    const figures: BudgetFigure[] = [];
    const signedIn = await signIns(base);
    figures.push({
      label: `${engine}: ${SIGN_INS} concurrent sign-ins`,
      value: `${signedIn.perSecond.toFixed(1)} sign-ins/s, ${signedIn.requests - signedIn.errors} of ${SIGN_INS} succeeded`,
      budget: `all ${SIGN_INS} succeed`,
      withinBudget: signedIn.errors === 0,
      detail: [`${signedIn.seconds.toFixed(2)} s for all; p50 ${ms(signedIn.p50Ms)}, p99 ${ms(signedIn.p99Ms)} (scrypt on the server)`],
    });

    const token = await accessToken(base, 'admin');
    for (const connections of PROFILE_CONNECTIONS) {
      const stopMeter = await meter();
      const result = await profileLoad(base, token, connections);
      const cpu = await stopMeter();
      figures.push({
        label: `${engine}: GET profile, ${connections} connections`,
        value: `${result.perSecond.toFixed(0)} requests/s, p99 ${ms(result.p99Ms)}`,
        budget: `at least ${PROFILE_BUDGET_PER_SECOND} requests/s, every request answered 200`,
        withinBudget: result.errors === 0 && result.perSecond >= PROFILE_BUDGET_PER_SECOND,
        detail: [
          `${result.requests} requests in ${result.seconds.toFixed(1)} s, ${result.errors} errors; p50 ${ms(result.p50Ms)}, max ${ms(result.maxMs)}; load average ${loadAverage()}`,
          `bound: ${cpuPerRequest(cpu, result.requests)}${coreShares(cpu, result.seconds)}`,
          `the load generator (${OVER_FETCH ? 'fetch' : 'keep-alive sockets'}): ${generatorShare(result)}`,
        ],
      });
    }

    if (UPLOAD_LINES === 0) return figures;
    const upload = await uploadWhileWatched(base, meter);
    const processingSeconds = upload.uploadSeconds + upload.processSeconds;
    figures.push({
      label: `${engine}: GET p99 during a ${UPLOAD_LINES.toLocaleString('en-US')}-line upload and processing`,
      value: ms(upload.gets.p99Ms),
      budget: `under ${CONCURRENT_GET_BUDGET_MS} ms`,
      withinBudget: upload.gets.p99Ms < CONCURRENT_GET_BUDGET_MS && upload.gets.errors === 0,
      detail: [
        `${upload.gets.requests} GET profile by ${WATCHERS} users every ${WATCH_PAUSE_MS} ms, ${upload.gets.errors} errors; p50 ${ms(upload.gets.p50Ms)}, max ${ms(upload.gets.maxMs)}`,
        `the same GETs at rest just before: p50 ${ms(upload.atRest.p50Ms)}, p99 ${ms(upload.atRest.p99Ms)}, max ${ms(upload.atRest.maxMs)} (${upload.atRest.requests} requests)`,
        `upload ${upload.uploadSeconds.toFixed(1)} s, processing ${upload.processSeconds.toFixed(1)} s (${upload.accepted} lines accepted, ${(UPLOAD_LINES / upload.processSeconds).toFixed(0)} lines/s)${coreShares(upload.cpu, processingSeconds)}; load average ${loadAverage()}`,
      ],
    });
    return figures;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
}

export async function benchServerLoad(): Promise<BudgetFigure[]> {
  const figures = await figuresOn('embedded PGlite', undefined);
  const url = process.env.DATABASE_URL;
  if (!url) return [...figures, { label: 'PostgreSQL', value: 'not run', budget: 'set DATABASE_URL to run it', withinBudget: true }];
  return [...figures, ...(await figuresOn('PostgreSQL', url))];
}
