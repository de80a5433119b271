/**
 * Fails when a machine in machines/ has no model test, or a state or transition that no model
 * test walked. The model tests write reports/coverage/<machine id>.json (tests/support/pathRunner.ts);
 * a machine's id is the name of its file: machines/<id>.machine.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

interface Coverage {
  states: { total: number; walked: number; missed: string[] };
  transitions: { total: number; walked: number; missed: string[] };
}

const machines = readdirSync('machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace(/\.machine\.ts$/, ''));

const problems: string[] = [];
for (const id of machines) {
  const file = `reports/coverage/${id}.json`;
  if (!existsSync(file)) {
    problems.push(`${id}: no model test walked this machine (machines/${id}.machine.ts)`);
    continue;
  }
  const coverage = JSON.parse(readFileSync(file, 'utf8')) as Coverage;
  for (const state of coverage.states.missed) problems.push(`${id}: state never walked: ${state}`);
  for (const transition of coverage.transitions.missed) problems.push(`${id}: transition never taken: ${transition}`);
  console.log(
    `  ${id.padEnd(18)} states ${coverage.states.walked}/${coverage.states.total}  transitions ${coverage.transitions.walked}/${coverage.transitions.total}`,
  );
}

if (problems.length) {
  console.error(`Machine coverage is incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`  every state and transition of ${machines.length} machine(s) is walked by a model test`);
