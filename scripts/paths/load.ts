/**
 * The machines and their model tests' exploration, loaded for `npm run paths`. Machines import views'
 * messages written with Lingui macros (`msg` from @lingui/core/macro), which exist only after the
 * macro's Babel transform: plain tsx cannot load them. So this module is always imported through
 * Vite's module runner with the project's own plugins (loadReportsThroughVite), the way Vitest loads it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { collectMachine, type MachineReport } from './collect.ts';
import type { ModelModule } from '../paths.ts';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

/** The ids of every machine in machines/, sorted. */
export const machineIds = (): string[] =>
  readdirSync('machines')
    .filter((f) => f.endsWith('.machine.ts'))
    .map((f) => f.replace(/\.machine\.ts$/, ''))
    .sort();

/** One machine's report: its chart explored with its model test's events, input and projection. */
export async function loadReport(id: string): Promise<MachineReport> {
  const file = `machines/${id}.machine.ts`;
  const module = (await import(/* @vite-ignore */ resolve(file))) as Record<string, unknown>;
  const machine = Object.values(module).find((value): value is AnyStateMachine => isMachine(value) && value.id === id);
  if (!machine) throw new Error(`${file} exports no machine with id "${id}"`);
  // The model test's own exploration: its events, and its input, context projection or model
  // variant of the machine when it has them.
  const eventsFile = `tests/model/${id}.events.ts`;
  const model = existsSync(eventsFile) ? firstWalk((await import(/* @vite-ignore */ resolve(eventsFile))) as Record<string, unknown>) : null;
  return collectMachine(model?.machine ?? machine, file, model);
}

/**
 * A model test that walks its machine several times (tests/model/form.events.ts: a note, a
 * password, a payment) exports `<walk>Events` and `<walk>Input` pairs instead of `events`: the
 * paths are listed for the first walk by name, so the listing is the same every run.
 */
function firstWalk(module: Record<string, unknown>): ModelModule {
  if ('events' in module) return module as unknown as ModelModule;
  const walk = Object.keys(module)
    .filter((key) => key.endsWith('Events') && `${key.slice(0, -'Events'.length)}Input` in module)
    .sort()[0];
  if (!walk) throw new Error('a model events file exports neither `events` nor a `<walk>Events` with its `<walk>Input`');
  const name = walk.slice(0, -'Events'.length);
  return { ...(module as unknown as ModelModule), events: module[walk] as ModelModule['events'], input: module[`${name}Input`] };
}

export async function loadReports(ids: string[] = machineIds()): Promise<MachineReport[]> {
  const reports: MachineReport[] = [];
  for (const id of ids) reports.push(await loadReport(id));
  return reports;
}
