/**
 * `npm run paths:walk` (WALK_PATHS=simple): the model tests walk every simple path that
 * `npm run paths` lists (at most SIMPLE_PATH_MAX_DEPTH steps, at most SIMPLE_PATH_LIMIT per walk)
 * instead of their transition cover, with their own setup, perform and expectState. A walk with
 * more paths than WALK_LIMIT walks a deterministic sample: every k-th path of the list, so the
 * same paths every run. Each walk writes reports/paths/walk/<file>--<machine>[--<title>].json with
 * paths listed, executed, passed and each failure with its failing step; `npm run paths` shows them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { exploreGraph, simplePaths, type AnyPath, type PathOptions } from './machineGraph.ts';

export const WALK_DIR = 'reports/paths/walk';
/** As in scripts/paths/collect.ts: what `npm run paths` lists. */
const SIMPLE_PATH_MAX_DEPTH = 8;
const SIMPLE_PATH_LIMIT = 300;
/**
 * Paths walked per walk at most; above it, an even sample (see README "For QA"). 60 keeps the walk
 * inside CI's time on 2 cores; `WALK_LIMIT=300 npm run paths:walk` walks every listed path.
 */
export const WALK_LIMIT = Number(process.env.WALK_LIMIT ?? 60);

export const walkingSimplePaths = () => process.env.WALK_PATHS === 'simple';

export interface WalkResult {
  file: string;
  machine: string;
  title?: string;
  listed: number;
  /** True when the listing stopped at SIMPLE_PATH_LIMIT (more simple paths exist). */
  listTruncated: boolean;
  sampled: string | null;
  executed: number;
  passed: number;
  failures: { path: string; error: string }[];
}

/** The simple paths to walk, and how they were sampled when there were too many. */
export function simplePathsToWalk(machine: AnyStateMachine, options: PathOptions) {
  const { paths, truncated } = simplePaths(exploreGraph(machine, options), SIMPLE_PATH_MAX_DEPTH, SIMPLE_PATH_LIMIT);
  if (paths.length <= WALK_LIMIT) return { listed: paths.length, truncated, walk: paths, sampled: null };
  const stride = paths.length / WALK_LIMIT;
  const walk: AnyPath[] = Array.from({ length: WALK_LIMIT }, (_, i) => paths[Math.floor(i * stride)]!);
  return { listed: paths.length, truncated, walk, sampled: `every ${stride.toFixed(2)}th of ${paths.length} listed (${WALK_LIMIT} walked, WALK_LIMIT)` };
}

export function writeWalkResult(testPath: string, result: Omit<WalkResult, 'file'>) {
  const file = basename(testPath).replace(/\.model\.test\.tsx?$/, '');
  const slug = result.title ? `--${result.title.replace(/[^A-Za-z0-9]+/g, '-')}` : '';
  mkdirSync(WALK_DIR, { recursive: true });
  writeFileSync(`${WALK_DIR}/${file}--${result.machine}${slug}.json`, JSON.stringify({ file, ...result }, null, 2));
}
