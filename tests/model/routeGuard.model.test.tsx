import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeGuardMachine, type RouteGuardContext } from '../../machines/routeGuard.machine.ts';
import { areaOf } from '../../machines/rules/routeAccess.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { adminProfile, issuedSession, storedSession } from '../support/fixtures/session.ts';
import { contextKeys, events } from './routeGuard.events.ts';
import { memberAuthFailure } from './signIn.events.ts';

type App = ReturnType<typeof renderApp>;
type Guard = App & { actor: () => ReturnType<App['root']['system']['get']> & object };

const user = () => userEvent.setup();
const contextOf = (harness: Guard) => harness.actor().getSnapshot().context as RouteGuardContext;

/** The URL the router shows: path and query. */
const shownUrl = ({ location }: App) => location.history.at(-1)!;

/** Nothing of a guarded page is on screen. */
function blank() {
  expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Terms and Conditions' })).toBeNull();
  expect(screen.queryByTestId('header-user-id')).toBeNull();
}

/** The session check at page load ends: with no stored session, or with this one (and its profile). */
async function sessionRestored(harness: App, stored: typeof storedSession | null) {
  harness.stubs.resolve('restoreSession', stored);
  if (stored) await harness.stubs.resolveWhenInvoked('loadProfile', adminProfile);
}

/**
 * The sign-in under way succeeds: the token comes, the session starts and loads the profile (what the
 * real startSession does), and the form's flow goes on to the terms.
 */
async function signInSucceeds({ stubs, session }: App) {
  await stubs.resolveWhenInvoked('requestToken', issuedSession);
  session().send({ type: 'SESSION_STARTED', session: issuedSession.session });
  await stubs.resolveWhenInvoked('loadProfile', adminProfile);
  await stubs.resolveWhenInvoked('startSession', { termsAccepted: false, locId: 'SG' });
}

walkModel({
  machine: routeGuardMachine,
  events,
  contextKeys,
  setup: (inspect) => {
    // A visitor on a public page while the session is checked; the walk opens the guarded pages.
    const app = renderApp({ inspect, path: '/404' });
    return { ...app, actor: () => app.root.system.get('routeGuard')! } as Guard;
  },
  perform: {
    URL_CHANGED: (event, { location }) => {
      const { path, search } = event as unknown as { path: string; search: string };
      location.navigate(search ? `${path}?${search}` : path);
    },
    SESSION_UPDATED: async (event, harness) => {
      const { gate, termsAccepted, to } = event as unknown as { gate: string; termsAccepted: boolean; to?: string };
      const { gate: before, busy } = contextOf(harness);
      if (busy) return signInSucceeds(harness);
      if (before === 'pending') return sessionRestored(harness, gate === 'out' ? null : { ...storedSession, termsAccepted });
      const current = harness.session().getSnapshot().context.session;
      // Another tab signed out (the session itself goes to /login), or accepted the terms.
      if (to) harness.session().send({ type: 'SESSION_CHANGED', session: null });
      else harness.session().send({ type: 'SESSION_CHANGED', session: { ...current!, termsAccepted: true } });
    },
    // The visitor signs in: the form's flow is under way (the token request has not answered).
    PAGE_BUSY: async (event, { stubs }) => {
      if ((event as unknown as { busy: boolean }).busy) {
        await user().type(screen.getByRole('textbox', { name: 'User Id' }), 'admin');
        await user().type(screen.getByLabelText('Password'), 'Demo@1234');
        await user().click(screen.getByRole('button', { name: 'Login' }));
      } else {
        // The server refuses the password: the form is back, with the message.
        await stubs.rejectWhenInvoked('requestToken', memberAuthFailure);
      }
    },
  },
  expectState: {
    waiting: () => blank(),
    // The page shown is the one the router shows, and it is of the area the guards let through.
    open: async (harness) => {
      const { area, busy } = contextOf(harness);
      const url = shownUrl(harness);
      expect(areaOf(url.split('?')[0]!)).toBe(area);
      // Spec 01 §4, §6, read from the session itself: who may see the page shown.
      const session = harness.session().getSnapshot();
      const accepted = session.context.session?.termsAccepted ?? false;
      if (area === 'signedIn') expect([session.matches('signedIn'), accepted]).toEqual([true, true]);
      if (area === 'terms' && !busy) expect([session.matches('signedIn'), accepted]).toEqual([true, false]);
      if (area === 'signIn' && !busy) expect(session.matches('signedOut')).toBe(true);
      if (area === 'signIn') {
        expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
        if (busy) expect(screen.getByRole('textbox', { name: 'User Id' })).toBeTruthy();
      }
      if (area === 'terms') expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
      if (area === 'signedIn') expect(await screen.findByTestId('header-user-id', {}, { timeout: 5000 })).toBeTruthy();
      if (area === 'public') expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    },
  },
});
