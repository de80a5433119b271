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
  /** The guard's name when the branch is guarded ("otherwise" for an unguarded sibling). */
  guard?: string;
}

export type AnyPath = StatePath<ReturnType<AnyStateMachine['transition']>, EventObject>;

export interface PathOptions {
  /** Events to explore, including `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and `xstate.after.<delay>.<stateId>`. */
  events: AnyEventObject[] | ((snapshot: ReturnType<AnyStateMachine['transition']>) => AnyEventObject[]);
  /** Context fields that tell states apart beyond their value (kept small: the graph must stay finite). */
  contextKeys?: string[];
  /**
   * Or a projection of the context that tells states apart (what the guards read, e.g. "the form
   * is valid"), when raw fields would make the graph too large.
   */
  projectContext?: (context: never) => unknown;
  /** The machine's input, for machines that start differently by input. */
  input?: unknown;
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

function guardName(def: AnyTransitionDefinition, siblings: AnyTransitionDefinition[]): string | undefined {
  const guard = def.guard as unknown;
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return siblings.length > 1 ? 'otherwise' : undefined;
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
      guard: guardName(def, branchesOf(node, def.eventType)),
    }));
  });
}

const serializerFor = (options: Pick<PathOptions, 'contextKeys' | 'projectContext'>) => (snapshot: ReturnType<AnyStateMachine['transition']>) =>
  JSON.stringify({
    value: snapshot.value,
    ...Object.fromEntries((options.contextKeys ?? []).map((key) => [key, (snapshot.context as Record<string, unknown>)[key]])),
    ...(options.projectContext ? { projected: options.projectContext(snapshot.context as never) } : {}),
  });

type Snapshot = ReturnType<AnyStateMachine['transition']>;

/** The reachable graph: states by serialized key, each with the events that change something. */
export interface ExploredGraph {
  initialKey: string;
  nodes: Map<string, { state: Snapshot; edges: { event: EventObject; state: Snapshot; toKey: string }[] }>;
}

export function exploreGraph(machine: AnyStateMachine, options: PathOptions): ExploredGraph {
  const serializeState = serializerFor(options);
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    events: options.events as never,
    serializeState: serializeState as never,
    // Only events the state really handles; the rest would be self-loops that change nothing.
    filterEvents: (snapshot, event) => snapshot.can(event),
  }) as AdjacencyMap<Snapshot, EventObject>;
  // The map's keys are branded strings; read it as a plain record.
  const plain = adjacency as unknown as Record<string, { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }>;
  const nodes: ExploredGraph['nodes'] = new Map();
  for (const [key, { state, transitions }] of Object.entries(plain)) {
    nodes.set(key, {
      state,
      edges: Object.values(transitions).map(({ event, state: next }) => ({ event, state: next, toKey: serializeState(next) })),
    });
  }
  // The traversal starts from the initial state, so it is the first key of the map.
  return { initialKey: Object.keys(plain)[0]!, nodes };
}

const startPath = (state: Snapshot): AnyPath => ({ state, steps: [{ event: { type: 'xstate.init' }, state }], weight: 0 });
const extend = (path: AnyPath, event: EventObject, state: Snapshot): AnyPath => ({
  state,
  steps: [...path.steps, { event, state }],
  weight: path.weight + 1,
});

/** The shortest path to every reachable state (breadth-first), by state key. */
export function shortestPaths(graph: ExploredGraph): Map<string, AnyPath> {
  const initial = graph.nodes.get(graph.initialKey)!;
  const shortest = new Map<string, AnyPath>([[graph.initialKey, startPath(initial.state)]]);
  const queue = [graph.initialKey];
  while (queue.length) {
    const key = queue.shift()!;
    const from = shortest.get(key)!;
    for (const edge of graph.nodes.get(key)?.edges ?? []) {
      if (shortest.has(edge.toKey)) continue;
      shortest.set(edge.toKey, extend(from, edge.event, edge.state));
      queue.push(edge.toKey);
    }
  }
  return shortest;
}

/**
 * Every simple path (no state twice) from the initial state with at most `maxDepth` events, up to
 * `limit` paths: the longer scenarios QA reads as test cases. `truncated` says when the limit cut it.
 */
export function simplePaths(graph: ExploredGraph, maxDepth: number, limit: number) {
  const paths: AnyPath[] = [];
  let truncated = false;
  const walk = (key: string, path: AnyPath, seen: Set<string>) => {
    if (paths.length >= limit) {
      truncated = true;
      return;
    }
    if (path.weight > 0) paths.push(path);
    if (path.weight >= maxDepth) return;
    for (const edge of graph.nodes.get(key)?.edges ?? []) {
      if (seen.has(edge.toKey)) continue;
      walk(edge.toKey, extend(path, edge.event, edge.state), new Set(seen).add(edge.toKey));
    }
  };
  walk(graph.initialKey, startPath(graph.nodes.get(graph.initialKey)!.state), new Set([graph.initialKey]));
  return { paths, truncated };
}

/**
 * Paths that together take every (state, event) edge of the reachable graph: for each edge, the
 * shortest path to its source followed by that edge. Paths that are a prefix of another are dropped.
 */
export function transitionCoveringPaths(machine: AnyStateMachine, options: PathOptions): AnyPath[] {
  const graph = exploreGraph(machine, options);
  const shortest = shortestPaths(graph);
  const paths: AnyPath[] = [];
  for (const [key, node] of graph.nodes) {
    const head = shortest.get(key);
    if (!head) continue;
    for (const edge of node.edges) paths.push(extend(head, edge.event, edge.state));
  }
  // A machine with no transitions still has one path: being started.
  if (paths.length === 0) paths.push(shortest.get(graph.initialKey)!);
  const signatures = paths.map((path) => path.steps.map((step) => JSON.stringify(step.event)).join('\n'));
  const isPrefixOfAnother = (i: number) =>
    signatures.some((other, j) => j !== i && other.length > signatures[i]!.length && other.startsWith(`${signatures[i]}\n`));
  return paths.filter((_, i) => !isPrefixOfAnother(i) && signatures.indexOf(signatures[i]!) === i);
}

/** "checking", "signedIn.idle" … : a state value as people read it. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  // A machine without child states has the value {}: it is simply running.
  if (value && typeof value === 'object' && Object.keys(value).length === 0) return '(running)';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      if (typeof child === 'string') return `${key}.${child}`;
      return child && typeof child === 'object' && Object.keys(child).length ? `${key}.${stateLabel(child)}` : key;
    })
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
