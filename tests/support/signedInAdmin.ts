import { screen } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import { renderApp } from './renderApp.tsx';
import { adminProfile, storedSession } from './fixtures/session.ts';

/**
 * The whole app with admin signed in on the home page (its stored session restored, its profile
 * loaded), once the frame shows. A failed setup unmounts the app: it must not stay on the screen of
 * the next path.
 */
export async function renderSignedInAdmin(inspect: (event: InspectionEvent) => void) {
  const app = renderApp({ inspect, path: '/admin/home?LocId=SG' });
  try {
    app.stubs.resolve('restoreSession', storedSession);
    await app.stubs.resolveWhenInvoked('loadProfile', adminProfile);
    // The frame shows once its lazy layers have rendered in turn: on a loaded machine the first path
    // of a run waited longer than a query's 1 s.
    await screen.findByTestId('header-user-id', {}, { timeout: 5000 });
  } catch (error) {
    app.cleanup();
    throw error;
  }
  return app;
}
