/**
 * `npm run paths`: for every machine in machines/, the paths QA reads as test cases, written to
 * reports/paths/index.html, paths.json and paths.csv, with a one-line summary per machine.
 * The events each machine is explored with come from its model test (tests/model/<id>.events.ts).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { collectMachine, type MachineReport } from './paths/collect.ts';
import { renderHtml } from './paths/html.ts';

const OUT = 'reports/paths';

/** What tests/model/<id>.events.ts may export. */
export interface ModelModule {
  events: AnyEventObject[] | ((snapshot: never) => AnyEventObject[]);
  input?: unknown;
  contextKeys?: string[];
  projectContext?: (context: never) => unknown;
  machine?: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

async function loadReports(): Promise<MachineReport[]> {
  const files = readdirSync('machines').filter((f) => f.endsWith('.machine.ts')).sort();
  const reports: MachineReport[] = [];
  for (const file of files) {
    const id = file.replace(/\.machine\.ts$/, '');
    const module = (await import(pathToFileURL(`machines/${file}`).href)) as Record<string, unknown>;
    const machine = Object.values(module).find((value): value is AnyStateMachine => isMachine(value) && value.id === id);
    if (!machine) throw new Error(`machines/${file} exports no machine with id "${id}"`);
    // The model test's own exploration: its events, and its input, context projection or model
    // variant of the machine when it has them.
    const eventsFile = `tests/model/${id}.events.ts`;
    const model = existsSync(eventsFile) ? ((await import(pathToFileURL(eventsFile).href)) as ModelModule) : null;
    reports.push(collectMachine(model?.machine ?? machine, `machines/${file}`, model));
  }
  return reports;
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

const reports = await loadReports();
mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/paths.json`, JSON.stringify({ generatedAt: new Date().toISOString(), machines: reports }, null, 2));
writeFileSync(`${OUT}/paths.csv`, toCsv(reports));
writeFileSync(`${OUT}/index.html`, renderHtml(reports, new Date().toISOString()));
for (const m of reports) {
  const coverage = m.coverage ? `coverage ${m.coverage.states} states, ${m.coverage.transitions} transitions` : 'coverage not measured';
  console.log(
    `${m.id.padEnd(16)} ${String(m.states.length).padStart(3)} states ${String(m.transitions.length).padStart(3)} transitions  ` +
      `${m.paths.covering.length} test cases, ${m.paths.shortest.length} shortest, ${m.paths.simple.length}${m.paths.simpleTruncated ? '+' : ''} simple paths; ${coverage}`,
  );
}
console.log(`Report: ${OUT}/index.html (also paths.json, paths.csv)`);
