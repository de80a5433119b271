/**
 * `npm run paths:walk`: the model tests in walk mode (WALK_PATHS=simple, tests/support/simpleWalk.ts)
 * execute every simple path `npm run paths` lists, against the real views, on 2 workers. Results go
 * to reports/paths/walk/ (earlier results are removed first, so none can speak for this run); run
 * `npm run paths` after it to see them in reports/paths/index.html. Exits non-zero if a path fails.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { WALK_DIR } from '../tests/support/simpleWalk.ts';

rmSync(WALK_DIR, { recursive: true, force: true });
const started = Date.now();
const result = spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'unit', '--maxWorkers', '2', 'tests/model/', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, WALK_PATHS: 'simple' },
});
console.log(`paths:walk ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
