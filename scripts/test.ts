/**
 * `npm test`: every check, in the order that fails fastest. Typecheck, lint, Vitest (unit, model
 * and server tests, then the coverage gate, then the walk of every listed QA path), the production build, and the Playwright e2e tests
 * against the real server in Chromium. Ends with one line: "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, INSTALL_CHROMIUM_HINT } from './findChromium.ts';

const REPORTS = 'reports';
const VITEST_JSON = `${REPORTS}/vitest.json`;
const PLAYWRIGHT_JSON = `${REPORTS}/playwright.json`;

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_CHROMIUM_HINT);
  process.exit(1);
}

// Reports of an earlier run must not count, nor cover for a machine this run did not walk.
for (const stale of [`${REPORTS}/coverage`, VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(stale, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps: { name: string; command: string[]; env?: Record<string, string> }[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: ['eslint', '--max-warnings', '0', '.'] },
  {
    name: 'unit, model and server tests',
    command: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
  },
  { name: 'machine coverage gate', command: ['tsx', 'scripts/coverageGate.ts'] },
  // Every listed simple path of every machine against the real views (sampled above WALK_LIMIT).
  { name: 'QA paths walk', command: ['tsx', 'scripts/pathsWalk.ts'] },
  { name: 'build', command: ['vite', 'build', '--logLevel', 'warn'] },
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

const counts = [countVitest(), countPlaywright()].reduce(
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

function countVitest() {
  const report = readJson(VITEST_JSON) as { numPassedTests?: number; numFailedTests?: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

function countPlaywright() {
  const report = readJson(PLAYWRIGHT_JSON) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
  return { passed: (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0), failed: report?.stats?.unexpected ?? 0 };
}
