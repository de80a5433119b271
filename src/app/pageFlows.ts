import { usePublicFlows } from './flowsContext.tsx';
import type { FlowsEdge, PublicFlows } from './flows.ts';

// Made once per app and maker: every mount of the page starts the same machine.
const made = new WeakMap<PublicFlows, Map<(edge: FlowsEdge) => unknown, unknown>>();

/**
 * A signed-out page's flow that its own chunk makes (Update Password, terms, the sign-in page's
 * download links): the machine and its actors load with the page's code, not with the entry, and are
 * made from the `edge` the app's flows carry, once. Tests give the flow itself (`given`), stubbed.
 */
export function usePageFlow<T>(given: (flows: PublicFlows) => T | undefined, make: (edge: FlowsEdge) => T): T {
  const flows = usePublicFlows();
  const flow = given(flows);
  if (flow) return flow;
  if (!flows.edge) throw new Error('The page’s flow is neither given nor made: the flows carry no edge');
  let byMaker = made.get(flows);
  if (!byMaker) made.set(flows, (byMaker = new Map()));
  if (!byMaker.has(make)) byMaker.set(make, make(flows.edge));
  return byMaker.get(make) as T;
}
