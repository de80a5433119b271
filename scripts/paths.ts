/**
 * `npm run paths`: for every machine in machines/, the paths QA reads as test cases, written to
 * reports/paths/index.html, paths.json and paths.csv, with a one-line summary per machine.
 * The events each machine is explored with come from its model test (tests/model/<id>.events.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { MachineReport } from './paths/collect.ts';
import { renderHtml } from './paths/html.ts';
import { loadReportsThroughVite } from './paths/viteLoad.ts';
import { readWalkResults } from './paths/walkResults.ts';

const OUT = 'reports/paths';

/** What tests/model/<id>.events.ts may export. */
export interface ModelModule {
  events: AnyEventObject[] | ((snapshot: never) => AnyEventObject[]);
  input?: unknown;
  contextKeys?: string[];
  projectContext?: (context: never) => unknown;
  machine?: AnyStateMachine;
}

function toCsv(reports: MachineReport[]): string {
  const quote = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const lines = [['machine', 'set', 'path', 'step', 'state', 'event', 'next state'].map(quote).join(',')];
  for (const m of reports) {
    const sets = { test: m.paths.covering, shortest: m.paths.shortest, simple: m.paths.simple };
    for (const [set, paths] of Object.entries(sets)) {
      paths.forEach((path, i) => {
        for (const step of path.steps) lines.push([m.id, set, i + 1, step.n, step.state, step.event, step.nextState].map(quote).join(','));
      });
    }
  }
  return `${lines.join('\n')}\n`;
}

const reports = await loadReportsThroughVite();
const walks = readWalkResults();
// The folder first: on a fresh tree (no `npm test` yet) it does not exist.
mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/walk.json`, JSON.stringify(walks, null, 2));
writeFileSync(`${OUT}/paths.json`, JSON.stringify({ generatedAt: new Date().toISOString(), machines: reports }, null, 2));
writeFileSync(`${OUT}/paths.csv`, toCsv(reports));
writeFileSync(`${OUT}/index.html`, renderHtml(reports, new Date().toISOString(), walks));
for (const m of reports) {
  const coverage = m.coverage ? `coverage ${m.coverage.states} states, ${m.coverage.transitions} transitions` : 'coverage not measured';
  console.log(
    `${m.id.padEnd(16)} ${String(m.states.length).padStart(3)} states ${String(m.transitions.length).padStart(3)} transitions  ` +
      `${m.paths.covering.length} test cases, ${m.paths.shortest.length} shortest, ${m.paths.simple.length}${m.paths.simpleTruncated ? '+' : ''} simple paths; ${coverage}`,
  );
}
for (const w of walks) {
  console.log(`walked ${`${w.machine}${w.title ? ` (${w.title})` : ''}`.padEnd(40)} ${w.listed} listed, ${w.executed} executed, ${w.passed} passed${w.sampled ? `; sampled: ${w.sampled}` : ''}`);
}
console.log(`Report: ${OUT}/index.html (also paths.json, paths.csv)`);
