import { spawnSync } from 'node:child_process';

/**
 * `npm run fuzz`: the fuzz test of the API (tests/server/fuzz.test.ts) with every case under every
 * game prefix, instead of the seeded sample `npm test` sends. FUZZ_SEED and FUZZ_SAMPLE still
 * choose the sample when FUZZ is not `all`.
 */
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/server/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ: 'all' },
});
process.exit(result.status ?? 1);
