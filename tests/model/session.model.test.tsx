import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionMachine } from '../../machines/session.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { adminProfile, issuedSession, storedSession } from '../support/fixtures/session.ts';

const failure = { message: 'Invalid User Id or Password.' };

walkModel({
  machine: sessionMachine,
  events: [
    { type: 'xstate.done.actor.restoreSession', output: storedSession },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') },
    { type: 'SIGN_IN', credentials: { userId: 'admin', password: 'Demo@1234' } },
    { type: 'xstate.done.actor.requestToken', output: issuedSession },
    { type: 'xstate.error.actor.requestToken', error: failure },
    { type: 'xstate.done.actor.loadProfile', output: adminProfile },
    { type: 'xstate.error.actor.loadProfile', error: new Error('profile unavailable') },
    { type: 'LOGOUT' },
    { type: 'UNAUTHORIZED' },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
  ],
  setup: (inspect) => {
    const app = renderApp({ inspect });
    return { ...app, actor: app.session };
  },
  perform: {
    // A user signs in through the form and signs out with the header's button.
    SIGN_IN: async () => {
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'User Id' }), 'admin');
      await user.type(screen.getByLabelText('Password'), 'Demo@1234');
      await user.click(screen.getByRole('button', { name: 'Login' }));
    },
    LOGOUT: async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    },
  },
  expectState: {
    checking: ({ view }) => {
      // The page stays blank while authentication is checked.
      expect(view.container.textContent).toBe('');
    },
    signedOut: ({ location, stubs, session }) => {
      expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
      const { errorMessage } = session().getSnapshot().context;
      if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(failure.message);
      expect(location.history.at(-1)).toMatch(/^\/login/);
      const signIns = stubs.calls.get('requestToken') ?? [];
      if (signIns.length) expect(signIns.at(-1)).toEqual({ userId: 'admin', password: 'Demo@1234' });
    },
    signingIn: () => {
      expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    },
    signedIn: async ({ location }) => {
      expect((await screen.findByTestId('header-user-id')).textContent).toBe('admin');
      expect(location.history.at(-1)).toBe('/admin/home?LocId=SG');
    },
  },
});
