/**
 * `npm test`: every check, in the order that fails fastest. Typecheck, lint, Vitest (unit and model
 * tests on two workers, then server tests, then the coverage gate, then the QA paths walk), the production build, and the Playwright e2e tests
 * against the real server in Chromium. Ends with one line: "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, INSTALL_CHROMIUM_HINT } from './findChromium.ts';

const REPORTS = 'reports';
const VITEST_UNIT_JSON = `${REPORTS}/vitest-unit.json`;
const VITEST_SERVER_JSON = `${REPORTS}/vitest-server.json`;
const VITEST_WALK_JSON = `${REPORTS}/vitest-walk.json`;
/**
 * Paths per walk in npm test's QA paths walk: a walk listing more walks an even, deterministic
 * sample of this many (tests/support/simpleWalk.ts; the report names each sampled walk). Chosen to
 * keep the walk within about 5 minutes on CI's 2-core machine (README "Testing");
 * `npm run paths:walk` (default 60) and `WALK_LIMIT=300 npm run paths:walk` walk more.
 */
const CI_WALK_LIMIT = '20';
const PLAYWRIGHT_JSON = `${REPORTS}/playwright.json`;

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_CHROMIUM_HINT);
  process.exit(1);
}

// Reports of an earlier run must not count, nor cover for a machine this run did not walk.
for (const stale of [`${REPORTS}/coverage`, VITEST_UNIT_JSON, VITEST_SERVER_JSON, VITEST_WALK_JSON, PLAYWRIGHT_JSON]) rmSync(stale, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps: { name: string; command: string[]; env?: Record<string, string> }[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: ['eslint', '--max-warnings', '0', '.'] },
  // Unit and model tests render in jsdom, one file per worker: two workers use both cores of a
  // 2-core CI machine (Vitest's default is one fewer than the cores). Server tests stay on the
  // default: each file runs an embedded database whose own work fills a core.
  {
    name: 'unit and model tests',
    command: ['vitest', 'run', '--project', 'unit', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_UNIT_JSON}`],
  },
  {
    name: 'server tests',
    command: ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_SERVER_JSON}`],
  },
  { name: 'machine coverage gate', command: ['tsx', 'scripts/coverageGate.ts'] },
  // The listed QA paths against the real views (scripts/pathsWalk.ts: the model tests on two workers).
  {
    name: 'QA paths walk',
    command: ['tsx', 'scripts/pathsWalk.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_WALK_JSON}`],
    env: { WALK_LIMIT: CI_WALK_LIMIT },
  },
  { name: 'build', command: ['vite', 'build', '--logLevel', 'warn'] },
  // Each brand's sign-in screen, which /login's page carries (npm run build does the same).
  { name: 'sign-in screens', command: ['tsx', 'scripts/prerenderSignIn.ts'] },
  // The copies production serves (npm run build does the same), so e2e fetches what a browser gets.
  { name: 'precompress', command: ['tsx', 'scripts/precompress.ts'] },
  {
    name: 'end-to-end tests',
    command: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON, CHROMIUM_PATH: chromium },
  },
];

let failedStep: string | null = null;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync('npx', ['--no-install', ...step.command], {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  console.log(`  ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

const counts = [countVitest(VITEST_UNIT_JSON), countVitest(VITEST_SERVER_JSON), countVitest(VITEST_WALK_JSON), countPlaywright()].reduce(
  (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }),
  { passed: 0, failed: 0 },
);
if (failedStep) console.error(`\nnpm test stopped: ${failedStep} failed.`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedStep ? 1 : 0);

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(path: string) {
  const report = readJson(path) as { numPassedTests?: number; numFailedTests?: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

function countPlaywright() {
  const report = readJson(PLAYWRIGHT_JSON) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
  return { passed: (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0), failed: report?.stats?.unexpected ?? 0 };
}
