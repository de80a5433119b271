import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../support/renderApp.tsx';
import { adminProfile, storedSession } from '../../support/fixtures/session.ts';

let app: ReturnType<typeof renderApp> | null = null;
afterEach(() => app?.cleanup());

/**
 * The route guards (machines/routeGuard.machine.ts) when the session is known before the first
 * render has reported its URL: the redirect must still reach the router (a real page load reads
 * the stored session in a microtask, before React's effects).
 */
describe('route guards at page load', () => {
  it('a deep link while signed out goes to sign-in and carries the way back', async () => {
    app = renderApp({ path: '/admin/home?LocId=MG' });
    await act(async () => app!.stubs.resolve('restoreSession', null));
    await waitFor(() => expect(app!.location.history.at(-1)).toBe('/login?returnUrl=%2Fadmin%2Fhome%3FLocId%3DMG'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('a signed-in user who opens the sign-in page goes home', async () => {
    app = renderApp({ path: '/login' });
    await act(async () => {
      app!.stubs.resolve('restoreSession', storedSession);
      await app!.stubs.resolveWhenInvoked('loadProfile', adminProfile);
    });
    await waitFor(() => expect(app!.location.history.at(-1)).toBe('/admin/home?LocId=SG'));
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});
