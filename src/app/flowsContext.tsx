import { createContext, useContext, type ReactNode } from 'react';
import type { Flows } from './flows.ts';

// The page flows (machines with their real actors, or stubs in tests) for the views to start.
const FlowsContext = createContext<Flows | null>(null);

export function FlowsProvider({ flows, children }: { flows: Flows; children: ReactNode }) {
  return <FlowsContext.Provider value={flows}>{children}</FlowsContext.Provider>;
}

export function useFlows(): Flows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error('FlowsProvider is missing');
  return flows;
}
