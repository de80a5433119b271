import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFlows } from '../../../src/app/flows.ts';
import { FlowsProvider } from '../../../src/app/flowsContext.tsx';
import { usePageFlow } from '../../../src/app/pageFlows.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { termsMachine } from '../../../machines/terms.machine.ts';
import { createTermsFlow } from '../../../src/views/terms/termsFlow.ts';
import { createPasswordChangeFlow } from '../../../src/views/changePassword/passwordChangeFlow.ts';
import type { RuntimeConfig } from '../../../src/api/runtimeConfig.ts';

/**
 * Update Password's and the terms page's flows are not in the app's starting set (the entry): each
 * page's chunk makes its own from the app's edge, once per app; tests give them, stubbed, instead.
 */
const api = createApiClient({ apiRoot: 'http://api.test/', getLocId: () => '', getAccessToken: () => null, signals: { unauthorized: () => {}, maintenance: () => {} } });
const session = createActor(sessionMachine);
const appFlows = () => createFlows(api, { captchaEnabled: false, newLayout: false } as RuntimeConfig, () => session);

function TermsFlowSeen({ onFlow }: { onFlow: (flow: unknown) => void }) {
  onFlow(usePageFlow((given) => given.terms, createTermsFlow));
  return <p>terms page</p>;
}

describe('usePageFlow', () => {
  it('makes a signed-out page’s flow from the edge, once per app', () => {
    const flows = appFlows();
    expect(flows).not.toHaveProperty('terms');
    expect(flows).not.toHaveProperty('passwordChange');
    const seen: unknown[] = [];
    const tree = (
      <FlowsProvider flows={flows}>
        <TermsFlowSeen onFlow={(flow) => seen.push(flow)} />
      </FlowsProvider>
    );
    render(tree).unmount();
    render(tree);
    expect(screen.getByText('terms page')).toBeTruthy();
    expect(seen[0]).toHaveProperty('id', termsMachine.id);
    expect(new Set(seen).size).toBe(1);
    // Another app (another set of flows) makes its own.
    render(
      <FlowsProvider flows={appFlows()}>
        <TermsFlowSeen onFlow={(flow) => seen.push(flow)} />
      </FlowsProvider>,
    );
    expect(new Set(seen).size).toBe(2);
  });

  it('uses the flow the flows give (tests), and makes none', () => {
    const { edge: _edge, ...given } = appFlows();
    const terms = termsMachine.provide({});
    const seen: unknown[] = [];
    render(
      <FlowsProvider flows={{ ...given, terms, passwordChange: createPasswordChangeFlow({ api, session: () => session }) }}>
        <TermsFlowSeen onFlow={(flow) => seen.push(flow)} />
      </FlowsProvider>,
    );
    expect(seen).toEqual([terms]);
  });
});
