import type { ReactNode } from 'react';
import { FlowsProvider, hasSignedInFlows, usePublicFlows } from './flowsContext.tsx';
import type { Flows, PublicFlows } from './flows.ts';
import { createSignedInFlows } from './signedInFlows.ts';

// Made once per app: every signed-in page (and a remount of the frame) starts the same machines.
const completed = new WeakMap<PublicFlows, Flows>();

function complete(flows: PublicFlows): Flows {
  if (hasSignedInFlows(flows)) return flows;
  let all = completed.get(flows);
  if (!all) {
    const { edge, ...signedOut } = flows;
    all = { ...signedOut, ...createSignedInFlows(edge!.api, edge!.session) };
    completed.set(flows, all);
  }
  return all;
}

/**
 * The signed-in area's flows around its pages. This module is a lazy chunk of its own (App.tsx): the
 * signed-in area's machines and contracts load with it, never with the sign-in page.
 */
export function SignedInFlowsGate({ children }: { children: ReactNode }) {
  return <FlowsProvider flows={complete(usePublicFlows())}>{children}</FlowsProvider>;
}
