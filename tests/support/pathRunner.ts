import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import {
  waitFor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type SimulatedClock,
} from 'xstate';
import {
  allStates,
  allTransitions,
  eventLabel,
  stateLabel,
  transitionCoveringPaths,
  transitionKey,
  type AnyPath,
  type PathOptions,
} from './machineGraph.ts';
import type { StubActors } from './stubActors.ts';
import { simplePathsToWalk, walkingSimplePaths, writeWalkResult, type WalkResult } from './simpleWalk.ts';

/** One running copy of the system under test, made fresh for every path. */
export interface Harness {
  /** The actor whose state the path describes (the machine under test, maybe deep in a system). */
  actor(): AnyActorRef;
  stubs: StubActors;
  clock: SimulatedClock;
  cleanup?(): void;
}

export interface ModelTest<H extends Harness> extends PathOptions {
  machine: AnyStateMachine;
  /** Names this walk when a machine is walked more than once (e.g. with another input). */
  title?: string;
  /**
   * Builds the system with stubbed actors and the simulated clock, attaching `inspect` to the root
   * actor so the runner records which states and transitions were really taken.
   */
  setup(inspect: (event: InspectionEvent) => void): H | Promise<H>;
  /**
   * How a user (or the edge) causes an event: through the view with Testing Library; default `send`.
   * It runs inside act(): cause the event here, and wait for what it shows in `expectState`.
   */
  perform?: Partial<Record<string, (event: EventObject, harness: NoInfer<H>) => Promise<void> | void>>;
  /** What must be true in each state, usually what the view shows; keyed by state label. */
  expectState?: Partial<Record<string, (harness: NoInfer<H>) => Promise<void> | void>>;
}

const COVERAGE_DIR = 'reports/coverage';

/** How long a step waits for the machine to reach the step's state before it fails, naming both. */
const REACH_TIMEOUT_MS = 2000;
/**
 * Vitest's limit for one path, a guard against a hung step: the steps' own waits (REACH_TIMEOUT_MS,
 * the expectations' findBy) fail first and name what is missing. It grows with the path, since a
 * path of 8 steps on a loaded 2-core machine took longer than Vitest's default 5 s of a whole test:
 * the path stopped half-way, unrecorded, and its last step ran on into the next path's screen.
 */
const pathTimeout = (path: AnyPath) => 10_000 + 5_000 * path.steps.length;

/**
 * How far to move the clock for an `xstate.after.<delay>` event: a number, a named delay's number,
 * or a named delay function evaluated against the walked actor's context (a back-off reads its poll
 * count there), so the walk waits exactly as long as the machine itself would.
 */
function delayOf(machine: AnyStateMachine, event: EventObject, actor: AnyActorRef): number | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (!match) return null;
  const delay = match[1]!;
  if (!Number.isNaN(Number(delay))) return Number(delay);
  const configured = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function') {
    const ms = (configured as (args: { context: unknown; event: EventObject }) => unknown)({
      context: actor.getSnapshot().context,
      event,
    });
    if (typeof ms === 'number') return ms;
  }
  throw new Error(`Delay "${delay}" must be a number, or a function of the context giving one, to be walked`);
}

export function describePath(path: AnyPath, machine: AnyStateMachine): string {
  const delays = machine.implementations.delays as Record<string, unknown>;
  return path.steps
    .slice(1)
    .map((step) => `${eventLabel(step.event, delays)} → ${stateLabel(step.state.value)}`)
    .join(' · ') || `starts in ${stateLabel(path.state.value)}`;
}

/**
 * Generates the paths of `spec.machine` with xstate/graph and walks every one against a fresh
 * harness, asserting the state (and `expectState`) after each step. After all paths it fails when
 * a state or a transition of the machine was never taken, naming it, and writes the coverage to
 * reports/coverage/<machine id>.json for the paths report and the coverage gate.
 */
interface CoverageRecord {
  visitedStates: Set<string>;
  takenTransitions: Set<string>;
  reachedLabels: Set<string>;
  expectedLabels: Set<string>;
  paths: number;
}

// One record per machine for the whole test file: a machine may be walked several times (with
// different inputs), and its coverage is the union of those walks.
const coverageByMachine = new Map<string, CoverageRecord>();

const newRecord = (): CoverageRecord => ({
  visitedStates: new Set(),
  takenTransitions: new Set(),
  reachedLabels: new Set(),
  expectedLabels: new Set(),
  paths: 0,
});

function coverageFor(machine: AnyStateMachine): CoverageRecord {
  let record = coverageByMachine.get(machine.id);
  if (!record) {
    record = newRecord();
    coverageByMachine.set(machine.id, record);
    const final = record;
    afterAll(() => checkCoverage(machine, final));
  }
  return record;
}

function checkCoverage(machine: AnyStateMachine, record: CoverageRecord) {
  const states = allStates(machine);
  const transitions = allTransitions(machine).map((t) => t.key);
  const missedStates = states.filter((id) => !record.visitedStates.has(id));
  const missedTransitions = transitions.filter((key) => !record.takenTransitions.has(key));
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(
    `${COVERAGE_DIR}/${machine.id}.json`,
    JSON.stringify(
      {
        machine: machine.id,
        paths: record.paths,
        states: { total: states.length, walked: states.length - missedStates.length, missed: missedStates },
        transitions: { total: transitions.length, walked: transitions.length - missedTransitions.length, missed: missedTransitions },
      },
      null,
      2,
    ),
  );
  const unusedExpectations = [...record.expectedLabels].filter((label) => !record.reachedLabels.has(label));
  expect(unusedExpectations, 'expectState keys that match no walked state').toEqual([]);
  expect(missedStates, `states of "${machine.id}" that no path walked`).toEqual([]);
  expect(missedTransitions, `transitions of "${machine.id}" that no path took`).toEqual([]);
}

export function walkModel<H extends Harness>(spec: ModelTest<H>) {
  const { machine } = spec;
  // Walking the listed simple paths (npm run paths:walk) is not the cover: it neither gates nor
  // writes coverage, it reports each path's result.
  const simple = walkingSimplePaths() ? simplePathsToWalk(machine, spec) : null;
  const record = simple ? newRecord() : coverageFor(machine);
  const { visitedStates, takenTransitions, reachedLabels } = record;
  for (const label of Object.keys(spec.expectState ?? {})) record.expectedLabels.add(label);
  const paths = simple ? simple.walk : transitionCoveringPaths(machine, spec);
  record.paths += paths.length;
  const result: Omit<WalkResult, 'file'> = {
    machine: machine.id,
    title: spec.title,
    listed: simple?.listed ?? paths.length,
    listTruncated: simple?.truncated ?? false,
    sampled: simple?.sampled ?? null,
    executed: 0,
    passed: 0,
    failures: [],
  };
  let testPath = '';
  if (simple) afterAll(() => writeWalkResult(testPath, result));

  // Every actor of the system reports here; keep the ones running this machine (or its .provide() copy).
  const isUnderTest = (actorRef: unknown) => (actorRef as { logic?: { id?: string } }).logic?.id === machine.id;
  const inspect = (event: InspectionEvent) => {
    if (!isUnderTest(event.actorRef)) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        takenTransitions.add(transitionKey(transition));
        // Leaving a state proves it was entered, even a transient one no snapshot ever shows.
        visitedStates.add(transition.source.id);
      }
    }
    if (event.type === '@xstate.snapshot') {
      // A machine snapshot knows its active state nodes; every one of them counts as visited.
      const nodes = (event.snapshot as unknown as { _nodes?: { id: string }[] })._nodes ?? [];
      for (const node of nodes) visitedStates.add(node.id);
    }
  };

  async function perform(harness: H, event: EventObject) {
    const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const delay = delayOf(machine, event, harness.actor());
    await act(async () => {
      // A perform entry wins: some edge actors must act as the real one does before they answer.
      if (spec.perform?.[event.type]) {
        await spec.perform[event.type]!(event, harness);
      } else if (done) {
        const [, kind, id] = done;
        if (kind === 'done') await harness.stubs.resolveWhenInvoked(id!, (event as { output?: unknown }).output);
        else await harness.stubs.rejectWhenInvoked(id!, (event as { error?: unknown }).error);
      } else if (delay !== null) {
        harness.clock.increment(delay);
      } else {
        harness.actor().send(event);
      }
    });
  }

  async function reach(harness: H, expected: unknown, context: string, signal: AbortSignal) {
    const wanted = JSON.stringify(expected);
    try {
      await waitFor(harness.actor(), (snapshot) => JSON.stringify(snapshot.value) === wanted, { timeout: REACH_TIMEOUT_MS, signal });
    } catch {
      signal.throwIfAborted();
      const actual = JSON.stringify(harness.actor().getSnapshot().value);
      throw new Error(`${context}: expected state ${wanted}, but the machine is in ${actual}`);
    }
    reachedLabels.add(stateLabel(expected));
    await spec.expectState?.[stateLabel(expected)]?.(harness);
  }

  describe(`${machine.id} machine: every path${spec.title ? ` (${spec.title})` : ''}`, () => {
    it('has paths to walk', () => expect(paths.length).toBeGreaterThan(0));

    paths.forEach((path, index) => {
      const name = `path ${index + 1}: ${describePath(path, machine)}`;
      it(name, async ({ signal, onTestFinished }) => {
        testPath = expect.getState().testPath ?? '';
        result.executed += 1;
        let at = 'setup';
        let recorded = false;
        const record = (error: string) => {
          if (recorded) return;
          recorded = true;
          result.failures.push({ path: name, error: error.startsWith(at) ? error : `${at}: ${error}` });
        };
        let harness: H | null = null;
        const cleanup = () => {
          const done = harness;
          harness = null;
          done?.cleanup?.();
        };
        // A path Vitest stopped (its time ran out) ends here, between paths: recorded with the step
        // it was on, and cleaned up. The abort stops its own next step, which would otherwise click
        // through the next path's screen.
        onTestFinished(({ task }) => {
          if (task.result?.state === 'fail') record(task.result.errors?.[0]?.message ?? 'failed');
          cleanup();
        });
        harness = await spec.setup(inspect);
        const walked = harness;
        try {
          signal.throwIfAborted();
          at = 'at start';
          await reach(walked, path.steps[0]!.state.value, at, signal);
          for (const [n, step] of path.steps.slice(1).entries()) {
            signal.throwIfAborted();
            at = `step ${n + 1} (${step.event.type})`;
            await perform(walked, step.event);
            await reach(walked, step.state.value, at, signal);
          }
          result.passed += 1;
        } catch (error) {
          record(error instanceof Error ? error.message : String(error));
          throw error;
        } finally {
          cleanup();
        }
      }, pathTimeout(path));
    });
  });
}
