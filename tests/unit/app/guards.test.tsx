import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { appMachine } from '../../../machines/app.machine.ts';
import { sessionMachine, type StoredSession } from '../../../machines/session.machine.ts';
import { AgentOrAdminOnly } from '../../../src/app/guards.tsx';
import { RootActorProvider } from '../../../src/app/rootActor.tsx';
import type { RoleCode } from '../../../contract/profile.ts';
import { adminProfile, storedSession } from '../../support/fixtures/session.ts';

async function renderAs(role: RoleCode) {
  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<StoredSession | null>(async () => storedSession),
      loadProfile: fromPromise(async () => ({ ...adminProfile, Role: role })),
      tabSync: fromCallback(() => () => {}),
    },
  });
  const root = createActor(appMachine.provide({ actors: { session } }), { input: { locale: 'en' } }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const location = memoryLocation({ path: '/control/drawSetting?LocId=SG', record: true });
  render(
    <RootActorProvider actor={root}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AgentOrAdminOnly>
          <p>agents and admins only</p>
        </AgentOrAdminOnly>
      </Router>
    </RootActorProvider>,
  );
  return location;
}

describe('AgentOrAdminOnly', () => {
  it.each(['ADMIN', 'AG'] as const)('lets %s through', async (role) => {
    const location = await renderAs(role);
    expect(screen.getByText('agents and admins only')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/control/drawSetting?LocId=SG');
  });

  it('sends a member home', async () => {
    const location = await renderAs('MEM');
    expect(screen.queryByText('agents and admins only')).toBeNull();
    expect(location.history.at(-1)).toBe('/admin/home?LocId=SG');
  });
});
