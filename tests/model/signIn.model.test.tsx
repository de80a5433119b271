import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInMachine } from '../../machines/signIn.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { adminProfile, captchaImage, issuedSession } from '../support/fixtures/session.ts';
import { SessionEndedForMaintenance } from '../../machines/rules/maintenance.ts';
import { CAPTCHA_ANSWER, events, input, MAINTENANCE_TIME, projectContext } from './signIn.events.ts';

const user = () => userEvent.setup();

walkModel({
  machine: signInMachine,
  events,
  input,
  projectContext: projectContext as never,
  setup: async (inspect) => {
    const app = renderApp({ inspect, path: '/login' });
    // No stored session: the sign-in page shows and starts its flow.
    app.stubs.resolve('restoreSession', null);
    await screen.findByRole('button', { name: 'Login' });
    // The path follows this actor, even when a navigation mounts a new sign-in page.
    const signIn = app.started('signIn');
    return { ...app, actor: () => signIn };
  },
  perform: {
    // The real startSession hands the tokens to the session machine, which loads the profile.
    'xstate.done.actor.startSession': async (event, { session, stubs }) => {
      session().send({ type: 'SESSION_STARTED', session: issuedSession.session });
      await stubs.resolveWhenInvoked('loadProfile', { ...adminProfile, TermsAccepted: false });
      stubs.resolve('startSession', (event as { output?: unknown }).output);
    },
    // The tokens came, but the profile call answered subCode 8000: the API client signals the
    // session machine (MAINTENANCE) before the profile load rejects, then startSession fails.
    'xstate.error.actor.startSession': async (event, { session, stubs }) => {
      const { error } = event as { error?: unknown };
      if (!(error instanceof SessionEndedForMaintenance)) return stubs.reject('startSession', error);
      session().send({ type: 'SESSION_STARTED', session: issuedSession.session });
      // The flow learns the outcome before the maintenance page replaces the sign-in page (which
      // stops its actor); the session machine's own navigation is what the user sees.
      stubs.reject('startSession', error);
      await Promise.resolve();
      session().send({ type: 'MAINTENANCE', time: MAINTENANCE_TIME });
    },
    CHANGE_USER_ID: async () => {
      await user().type(screen.getByRole('textbox', { name: 'User Id' }), 'admin');
    },
    CHANGE_PASSWORD: async () => {
      await user().type(screen.getByLabelText('Password'), 'Demo@1234');
    },
    SUBMIT: async () => {
      await user().click(screen.getByRole('button', { name: 'Login' }));
    },
    // The captcha child reports an answered image: the user answers the captcha on screen.
    'xstate.snapshot.captcha': async (_, { stubs, actor }) => {
      if (!actor().getSnapshot().context.captcha.shown) actor().send({ type: 'CAPTCHA_DEMANDED' });
      if (stubs.isWaiting('fetchCaptcha')) stubs.resolve('fetchCaptcha', captchaImage);
      const answer = await screen.findByRole('textbox', { name: 'Captcha' });
      await user().clear(answer);
      await user().type(answer, CAPTCHA_ANSWER);
    },
  },
  expectState: {
    idle: ({ actor }) => {
      const { message, captcha } = actor().getSnapshot().context;
      const button = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
      expect(button.disabled).toBe(!actor().getSnapshot().can({ type: 'SUBMIT' }));
      if (message?.kind === 'memberAuth') expect(screen.getByRole('alert').textContent).toBe('Invalid User Id or Password.');
      if (message?.kind === 'error') expect(screen.getByRole('alert').textContent).toBe('Login Failed');
      expect(screen.queryByRole('textbox', { name: 'Captcha' }) !== null).toBe(captcha.shown);
    },
    submitting: ({ stubs, actor }) => {
      expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      const sent = stubs.calls.get('requestToken')!.at(-1);
      const { captcha } = actor().getSnapshot().context;
      expect(sent).toEqual({
        userId: 'admin',
        password: 'Demo@1234',
        captchaAnswer: captcha.shown ? CAPTCHA_ANSWER : undefined,
        captchaToken: captcha.shown ? captchaImage.token : undefined,
      });
    },
    passwordUpdateRequired: ({ location }) => {
      expect(location.history.at(-1)).toBe('/change-password?LoginId=admin');
    },
    // At once on the maintenance page, whichever call answered subCode 8000 (spec 01 §8).
    underMaintenance: async ({ location }) => {
      expect(location.history.at(-1)).toBe(`/maintenance?t=${encodeURIComponent(MAINTENANCE_TIME)}`);
      expect((await screen.findByTestId('maintenance-text', {}, { timeout: 5000 })).textContent).toContain('22/11/2026 18:00');
      expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    },
    signedIn: async ({ location }) => {
      // A new session goes through the terms first.
      expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
      expect(location.history.at(-1)).toBe('/terms');
    },
  },
});
