import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { termsMachine } from '../../machines/terms.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { adminProfile, issuedSession } from '../support/fixtures/session.ts';
import { events } from './terms.events.ts';

const user = () => userEvent.setup();

walkModel({
  machine: termsMachine,
  events,
  input: { returnUrl: null },
  setup: async (inspect) => {
    // A signed-in user of a new session, whose terms are not accepted yet.
    const app = renderApp({ inspect, path: '/terms' });
    app.stubs.resolve('restoreSession', issuedSession.session);
    await app.stubs.resolveWhenInvoked('loadProfile', { ...adminProfile, TermsAccepted: false });
    await screen.findByRole('heading', { name: 'Terms and Conditions' });
    const terms = app.started('terms');
    return { ...app, actor: () => terms };
  },
  perform: {
    AGREE: async () => {
      await user().click(screen.getByRole('button', { name: 'Agree' }));
    },
    DISAGREE: async () => {
      await user().click(screen.getByRole('button', { name: 'Disagree' }));
    },
    // The real actors act on the session before they answer.
    'xstate.done.actor.acceptTerms': async (event, { session, stubs }) => {
      session().send({ type: 'TERMS_ACCEPTED' });
      stubs.resolve('acceptTerms', (event as { output?: unknown }).output);
    },
  },
  expectState: {
    reading: ({ actor }) => {
      expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
      expect(screen.getByText(/Agents answer for the bets placed by their members/)).toBeTruthy();
      const { errorMessage } = actor().getSnapshot().context;
      if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(errorMessage);
    },
    accepting: () => {
      expect((screen.getByRole('button', { name: 'Agree' }) as HTMLButtonElement).disabled).toBe(true);
    },
    accepted: async ({ location }) => {
      expect(location.history.at(-1)).toBe('/admin/home?LocId=SG');
      expect((await screen.findByTestId('header-user-id')).textContent).toBe('admin');
    },
    declined: async ({ location, session, stubs }) => {
      // Disagree signs the user out: the session calls logout and returns to the sign-in page.
      expect(session().getSnapshot().matches('signingOut')).toBe(true);
      await stubs.resolveWhenInvoked('logout', undefined);
      expect(session().getSnapshot().matches('signedOut')).toBe(true);
      expect(location.history.at(-1)).toMatch(/^\/login/);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    },
  },
});
