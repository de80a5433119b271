import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionMachine } from '../../machines/session.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { events, signInFailure } from './session.events.ts';

walkModel({
  machine: sessionMachine,
  events,
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
      if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(signInFailure.message);
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
