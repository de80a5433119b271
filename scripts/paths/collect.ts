import { existsSync, readFileSync } from 'node:fs';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import {
  allStates,
  allTransitions,
  eventLabel,
  exploreGraph,
  formatDuration,
  shortestPaths,
  simplePaths,
  stateLabel,
  transitionCoveringPaths,
  type AnyPath,
  type PathOptions,
} from '../../tests/support/machineGraph.ts';
import type { ModelModule } from '../paths.ts';

/** Simple paths are bounded: at most this many events long, and this many per machine. */
export const SIMPLE_PATH_MAX_DEPTH = 8;
export const SIMPLE_PATH_LIMIT = 300;

export interface ReadableStep {
  n: number;
  state: string;
  event: string;
  nextState: string;
}

export interface ReadablePath {
  ends: string;
  steps: ReadableStep[];
}

export interface MachineReport {
  id: string;
  file: string;
  /** Where the explored events came from: the model test's list, or derived from the chart. */
  eventsSource: string;
  states: string[];
  transitions: { source: string; event: string; guard?: string; targets: string[] }[];
  paths: {
    shortest: ReadablePath[];
    simple: ReadablePath[];
    simpleTruncated: boolean;
    /** What the model test walks: together they take every transition. */
    covering: ReadablePath[];
  };
  coverage: { states: string; transitions: string; missed: string[] } | null;
}

function readable(path: AnyPath, delays: Record<string, unknown>): ReadablePath {
  const steps = path.steps.slice(1).map((step, i) => ({
    n: i + 1,
    state: stateLabel(path.steps[i]!.state.value),
    event: eventLabel(step.event, delays),
    nextState: stateLabel(step.state.value),
  }));
  return { ends: stateLabel(path.state.value), steps };
}

/** Without a model test's event list, each event type of the chart, bare. */
function derivedEvents(machine: AnyStateMachine): AnyEventObject[] {
  const types = new Set(allTransitions(machine).map((t) => t.event).filter((type) => type !== '(always)'));
  return [...types].map((type) => ({ type }));
}

export function collectMachine(machine: AnyStateMachine, file: string, model: ModelModule | null): MachineReport {
  const options: PathOptions = model
    ? { events: model.events as PathOptions['events'], input: model.input, contextKeys: model.contextKeys, projectContext: model.projectContext }
    : { events: derivedEvents(machine) };
  const delays = machine.implementations.delays as Record<string, unknown>;
  const graph = exploreGraph(machine, options);
  const simple = simplePaths(graph, SIMPLE_PATH_MAX_DEPTH, SIMPLE_PATH_LIMIT);
  const coverageFile = `reports/coverage/${machine.id}.json`;
  const coverage = existsSync(coverageFile)
    ? (JSON.parse(readFileSync(coverageFile, 'utf8')) as {
        states: { total: number; walked: number; missed: string[] };
        transitions: { total: number; walked: number; missed: string[] };
      })
    : null;
  return {
    id: machine.id,
    file,
    eventsSource: model ? `tests/model/${machine.id}.events.ts` : 'derived from the chart (no model events file)',
    states: allStates(machine),
    transitions: allTransitions(machine).map((t) => ({
      source: t.source,
      event: eventLabel({ type: t.event }, delays),
      guard: t.guard,
      targets: t.targets,
    })),
    paths: {
      shortest: [...shortestPaths(graph).values()].map((p) => readable(p, delays)),
      simple: simple.paths.map((p) => readable(p, delays)),
      simpleTruncated: simple.truncated,
      covering: transitionCoveringPaths(machine, options).map((p) => readable(p, delays)),
    },
    coverage: coverage && {
      states: `${coverage.states.walked}/${coverage.states.total}`,
      transitions: `${coverage.transitions.walked}/${coverage.transitions.total}`,
      missed: [...coverage.states.missed, ...coverage.transitions.missed],
    },
  };
}

export { formatDuration };
