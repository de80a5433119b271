import type { AnyEventObject, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import { getAdjacencyMap, getStateNodes, type AdjacencyMap, type StatePath } from 'xstate/graph';

/**
 * Graph facts about a machine, shared by the model tests (what to walk, what was covered) and by
 * the QA paths report: every state, every transition, and a set of paths that takes each
 * transition at least once.
 */

export interface TransitionInfo {
  /** Stable key: source state, event and the position among that event's guarded branches. */
  key: string;
  source: string;
  event: string;
  targets: string[];
}

export type AnyPath = StatePath<ReturnType<AnyStateMachine['transition']>, EventObject>;

export interface PathOptions {
  /** Events to explore, including `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and `xstate.after.<delay>.<stateId>`. */
  events: AnyEventObject[] | ((snapshot: ReturnType<AnyStateMachine['transition']>) => AnyEventObject[]);
  /** Context fields that tell states apart beyond their value (kept small: the graph must stay finite). */
  contextKeys?: string[];
}

/** Every state node id of the machine, the root included. */
export function allStates(machine: AnyStateMachine): string[] {
  return [machine.root.id, ...getStateNodes(machine.root).map((node) => node.id)];
}

function branchesOf(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
  return eventType === '' ? (node.always ?? []) : (node.transitions.get(eventType) ?? []);
}

/** The key of one transition definition, the same for a machine and its `.provide()`d copy. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const eventType = transition.eventType;
  const branches = branchesOf(source, eventType);
  const index = branches.indexOf(transition);
  const targets = (transition.target ?? []).map((target: AnyStateNode) => target.id);
  const branch = branches.length > 1 ? ` #${index + 1}` : '';
  return `${source.id} --${eventType || '(always)'}${branch}--> ${targets.join(', ') || '(self)'}`;
}

/** Every transition definition of the machine: events, delays, invoke done/error, eventless. */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => {
    const defs = [...node.transitions.values()].flat().concat(node.always ?? []);
    return defs.map((def) => ({
      key: transitionKey(def),
      source: node.id,
      event: def.eventType || '(always)',
      targets: (def.target ?? []).map((target: AnyStateNode) => target.id),
    }));
  });
}

const serializerFor = (contextKeys: string[] = []) => (snapshot: ReturnType<AnyStateMachine['transition']>) =>
  JSON.stringify({
    value: snapshot.value,
    ...Object.fromEntries(contextKeys.map((key) => [key, (snapshot.context as Record<string, unknown>)[key]])),
  });

/**
 * Paths that together take every (state, event) edge of the reachable graph: for each edge, the
 * shortest path to its source followed by that edge. Paths that are a prefix of another are dropped.
 */
export function transitionCoveringPaths(machine: AnyStateMachine, options: PathOptions): AnyPath[] {
  const serializeState = serializerFor(options.contextKeys);
  type Snapshot = ReturnType<AnyStateMachine['transition']>;
  const adjacency = getAdjacencyMap(machine, {
    events: options.events as never,
    serializeState: serializeState as never,
    filterEvents: (snapshot, event) => snapshot.can(event),
  }) as AdjacencyMap<Snapshot, EventObject>;
  // The map's keys are branded strings; read it as a plain record.
  const graph = adjacency as unknown as Record<string, { transitions: Record<string, { event: EventObject; state: Snapshot }> }>;
  const initial = machine.getInitialSnapshot(null as never);
  const initialKey = serializeState(initial);
  // Breadth-first search gives the shortest path to every state.
  const shortest = new Map<string, AnyPath>([
    [initialKey, { state: initial, steps: [{ event: { type: 'xstate.init' }, state: initial }], weight: 0 }],
  ]);
  const queue = [initialKey];
  while (queue.length) {
    const key = queue.shift()!;
    const from = shortest.get(key)!;
    for (const { event, state } of Object.values(graph[key]?.transitions ?? {})) {
      const toKey = serializeState(state);
      if (shortest.has(toKey)) continue;
      shortest.set(toKey, { state, steps: [...from.steps, { event, state }], weight: from.weight + 1 });
      queue.push(toKey);
    }
  }
  const paths: AnyPath[] = [];
  for (const [key, { transitions }] of Object.entries(graph)) {
    const head = shortest.get(key);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      paths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 });
    }
  }
  // A machine with no transitions still has one path: being started.
  if (paths.length === 0) paths.push(shortest.get(initialKey)!);
  const signature = (path: AnyPath) => path.steps.map((step) => JSON.stringify(step.event)).join('\n');
  const signatures = paths.map(signature);
  return paths.filter(
    (_, i) => !signatures.some((other, j) => j !== i && other.length > signatures[i]!.length && other.startsWith(signatures[i]! + '\n')),
  ).filter((path, i, all) => all.findIndex((p) => signature(p) === signature(path)) === i);
}

/** "checking", "signedIn.idle" … : a state value as people read it. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  // A machine without child states has the value {}: it is simply running.
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return '(running)';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => (child && typeof child === 'object' && Object.keys(child).length ? `${key}.${stateLabel(child)}` : key))
    .join(' + ');
}

/** "xstate.after.captchaRefresh.captcha.shown" -> "after 80 s"; done/error events read as words. */
export function eventLabel(event: EventObject, delays: Record<string, unknown> = {}): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) {
    const delay = after[1]!;
    const ms = Number.isNaN(Number(delay)) ? delays[delay] : Number(delay);
    return typeof ms === 'number' ? `after ${formatDuration(ms)}` : `after ${delay}`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (done) return `${done[2]} ${done[1] === 'done' ? 'succeeds' : 'fails'}`;
  return event.type;
}

export function formatDuration(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}
