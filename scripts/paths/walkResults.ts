/**
 * The results `npm run paths:walk` wrote (reports/paths/walk/*.json, one per model-test walk), and
 * their table in the QA report: per machine and walk, simple paths listed, executed and passed, how
 * a walk was sampled, and each failing path with its failing step.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { WALK_DIR, type WalkResult } from '../../tests/support/simpleWalk.ts';

export function readWalkResults(): WalkResult[] {
  if (!existsSync(WALK_DIR)) return [];
  return readdirSync(WALK_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(`${WALK_DIR}/${f}`, 'utf8')) as WalkResult);
}

export function renderWalkTable(results: WalkResult[], escape: (text: string) => string): string {
  if (!results.length) return '<p class="muted">Not walked yet: run <code>npm run paths:walk</code>, then <code>npm run paths</code>.</p>';
  const rows = results.map((r) => {
    const failures = r.failures.length
      ? `<details><summary class="bad">${r.failures.length} failed</summary><ul>${r.failures.map((f) => `<li>${escape(f.path)}<br><b class="bad">${escape(f.error)}</b></li>`).join('')}</ul></details>`
      : '<span class="good">none</span>';
    return `<tr><td><a href="#${escape(r.machine)}">${escape(r.machine)}</a></td><td>${escape(r.title ?? '')} <small>${escape(r.file)}.model.test.tsx</small></td><td>${r.listed}${r.listTruncated ? '+' : ''}</td><td>${r.executed}</td><td>${r.passed}</td><td>${r.sampled ? escape(`sampled: ${r.sampled}`) : 'all'}</td><td>${failures}</td></tr>`;
  });
  return `<table><thead><tr><th>machine</th><th>walk</th><th>listed</th><th>executed</th><th>passed</th><th>walked</th><th>failures</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}
