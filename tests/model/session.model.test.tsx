import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionMachine } from '../../machines/session.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { events, MAINTENANCE_TIME } from './session.events.ts';

const lastPath = (history: string[]) => history.at(-1) ?? '';

walkModel({
  machine: sessionMachine,
  events,
  setup: (inspect) => {
    const app = renderApp({ inspect });
    return { ...app, actor: app.session };
  },
  perform: {
    // A user signs out with the header's Logout link and confirms; everything else arrives from the
    // edge (the sign-in flow, the API client's signals, the other tabs, the visibility of the tab).
    // A new session that has not accepted the terms is held on the terms page, which has no header:
    // there the user signs out with Disagree (spec 01 "Terms").
    LOGOUT: async (_, { session }) => {
      const user = userEvent.setup();
      if (!session().getSnapshot().context.session?.termsAccepted) {
        await user.click(await screen.findByRole('button', { name: 'Disagree' }));
        return;
      }
      // The header's Logout comes first (the left menu has one too).
      await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
      const question = await screen.findByRole('alertdialog', { name: 'Are you sure to log it out?' });
      await user.click(within(question).getByRole('button', { name: 'OK' }));
    },
  },
  expectState: {
    checking: ({ view }) => {
      // The page stays blank while authentication is checked.
      expect(view.container.textContent).toBe('');
    },
    signedOut: async ({ location, session }) => {
      const { signOutReason } = session().getSnapshot().context;
      if (signOutReason === 'maintenance') {
        expect(lastPath(location.history)).toBe(`/maintenance?t=${encodeURIComponent(MAINTENANCE_TIME)}`);
        expect((await screen.findByTestId('maintenance-text', {}, { timeout: 5000 })).textContent).toContain('22/11/2026 18:00');
        return;
      }
      if (signOutReason === 'unauthorized') {
        expect(lastPath(location.history)).toBe('/login?Msg=Session+Error.');
        expect((await screen.findByRole('alert')).textContent).toBe('Session Error.');
      } else {
        expect(lastPath(location.history)).toMatch(/^\/login/);
      }
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    },
    'signedIn.active': async ({ location, session }) => {
      const { session: stored, profile } = session().getSnapshot().context;
      if (stored?.termsAccepted) {
        expect((await screen.findByTestId('header-user-id')).textContent).toBe(profile?.UserId);
        expect(lastPath(location.history)).toBe('/admin/home?LocId=SG');
      } else {
        // A new session must accept the terms before the admin area.
        expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
      }
    },
  },
});
