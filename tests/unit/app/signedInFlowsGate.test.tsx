import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFlows, type Flows } from '../../../src/app/flows.ts';
import { FlowsProvider, useFlows, usePublicFlows } from '../../../src/app/flowsContext.tsx';
import { SignedInFlowsGate } from '../../../src/app/SignedInFlowsGate.tsx';
import { createApiClient } from '../../../src/api/client.ts';
import { sessionMachine } from '../../../machines/session.machine.ts';
import type { RuntimeConfig } from '../../../src/api/runtimeConfig.ts';

/**
 * The app starts with the signed-out pages' flows only; SignedInFlowsGate makes the signed-in area's
 * from the edge the app gave, once, when its chunk loads (tests/support gives every flow at once).
 */
const api = createApiClient({ apiRoot: 'http://api.test/', getLocId: () => '', getAccessToken: () => null, signals: { unauthorized: () => {}, maintenance: () => {} } });
const session = createActor(sessionMachine);
const appFlows = () => createFlows(api, { captchaEnabled: false, newLayout: false } as RuntimeConfig, () => session);

function Seen({ onFlows }: { onFlows: (flows: Flows) => void }) {
  onFlows(useFlows());
  return <p>signed-in page</p>;
}

function SignedOutPage() {
  const flows = usePublicFlows();
  return <p>{flows.signIn ? 'sign-in flow there' : 'none'}</p>;
}

describe('SignedInFlowsGate', () => {
  it('leaves the signed-out pages their flows, and refuses a signed-in page outside the gate', () => {
    const flows = appFlows();
    render(
      <FlowsProvider flows={flows}>
        <SignedOutPage />
      </FlowsProvider>,
    );
    expect(screen.getByText('sign-in flow there')).toBeTruthy();
    expect(() =>
      render(
        <FlowsProvider flows={flows}>
          <Seen onFlows={() => {}} />
        </FlowsProvider>,
      ),
    ).toThrow(/not loaded/);
  });

  it('gives the signed-in pages every flow, made once per app', () => {
    const flows = appFlows();
    const seen: Flows[] = [];
    const tree = (
      <FlowsProvider flows={flows}>
        <SignedInFlowsGate>
          <Seen onFlows={(all) => seen.push(all)} />
        </SignedInFlowsGate>
      </FlowsProvider>
    );
    const view = render(tree);
    view.unmount();
    render(tree);
    expect(screen.getByText('signed-in page')).toBeTruthy();
    expect(seen[0]!.shell).toBeDefined();
    expect(seen[0]!.screens).toBeDefined();
    // The whole home set, the sign-in page's download links among them (made there by their own chunk).
    expect(Object.keys(seen[0]!.home)).toEqual(expect.arrayContaining(['appDownloads', 'settings', 'ownProfile']));
    expect(seen[0]!.signIn).toBe(flows.signIn);
    expect(new Set(seen).size).toBe(1);
  });
});
