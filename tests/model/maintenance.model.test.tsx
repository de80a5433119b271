import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { pageLoad } from '../../src/app/pageLoad.ts';
import type { AnyEventObject } from 'xstate';
import { maintenanceMachine } from '../../machines/maintenance.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderSignedInAdmin } from '../support/signedInAdmin.ts';
import { events, MAINTENANCE_UNTIL } from './maintenance.events.ts';

walkModel({
  machine: maintenanceMachine,
  events,
  setup: async (inspect) => {
    // A signed-in user on the home page: maintenance must sign them out.
    const app = await renderSignedInAdmin(inspect);
    // jsdom cannot load pages: record the full page loads the router bridge asks for.
    const pageLoads = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    const emitted: AnyEventObject[] = [];
    app.root.system.get('maintenance')!.on('*', (event: AnyEventObject) => emitted.push(event));
    return {
      ...app,
      emitted,
      pageLoads,
      actor: () => app.root.system.get('maintenance')!,
      cleanup: () => {
        app.cleanup();
        pageLoads.mockRestore();
      },
    };
  },
  perform: {
    // An API call answered subCode 8000: the session ends and goes to the maintenance page, which
    // then tells the maintenance flow it is on screen.
    // (perform runs inside act(): waiting here for the lazy page would hold React's retry back.)
    PAGE_SHOWN: (_, { session }) => {
      session().send({ type: 'MAINTENANCE', time: MAINTENANCE_UNTIL });
    },
  },
  expectState: {
    'live.fetching': ({ stubs, emitted, pageLoads }) => {
      expect(stubs.isWaiting('pollFeed')).toBe(true);
      // Back from maintenance, the page loads anew at /login.
      const backFromMaintenance = emitted.some((event) => event.type === 'navigate' && event.hard);
      expect(pageLoads.mock.calls).toEqual(backFromMaintenance ? [['/login']] : []);
    },
    // Between polls; a captcha demand goes to the root chart (its own model test follows it to the form).
    'live.waiting': ({ stubs }) => {
      expect(stubs.isWaiting('pollFeed')).toBe(false);
    },
    'underMaintenance.waiting': async ({ session, location }) => {
      // The user is signed out and sees the time at GMT+8.
      expect(session().getSnapshot().matches('signedIn')).toBe(false);
      expect(location.history.at(-1)).toBe(`/maintenance?t=${encodeURIComponent(MAINTENANCE_UNTIL)}`);
      expect((await screen.findByTestId('maintenance-text', {}, { timeout: 5000 })).textContent).toContain('22/11/2026 18:00');
    },
    'underMaintenance.fetching': ({ stubs }) => {
      expect(stubs.isWaiting('pollFeed')).toBe(true);
    },
  },
});
