import { createContext, useContext, type ReactNode } from 'react';
import type { Flows, PublicFlows } from './flows.ts';

// The page flows (machines with their real actors, or stubs in tests) for the views to start. The app
// starts with the signed-out pages' flows; SignedInFlowsGate adds the signed-in area's when its code loads.
const FlowsContext = createContext<PublicFlows | null>(null);

export function FlowsProvider({ flows, children }: { flows: PublicFlows; children: ReactNode }) {
  return <FlowsContext.Provider value={flows}>{children}</FlowsContext.Provider>;
}

/**
 * Whether the signed-in area's flows are there. The app's signed-out set carries the `edge` they are
 * made from, and SignedInFlowsGate drops it once they are made; tests give their flows without one.
 */
export const hasSignedInFlows = (flows: PublicFlows): flows is Flows => !flows.edge;

/** The signed-out pages' flows (sign-in, Update Password, terms): there from the start. */
export function usePublicFlows(): PublicFlows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error('FlowsProvider is missing');
  return flows;
}

/** Every flow: only inside the signed-in area, under SignedInFlowsGate. */
export function useFlows(): Flows {
  const flows = usePublicFlows();
  if (!hasSignedInFlows(flows)) throw new Error('The signed-in area’s flows are not loaded: the page is not under SignedInFlowsGate');
  return flows;
}
