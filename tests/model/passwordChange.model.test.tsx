import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordChangeMachine } from '../../machines/passwordChange.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { PASSWORD_LABELS, passwordFormSteps } from '../support/passwordFormSteps.ts';
import { renderApp } from '../support/renderApp.tsx';
import { captchaImage } from '../support/fixtures/session.ts';
import { CAPTCHA_ANSWER } from './signIn.events.ts';
import { events, input, projectContext } from './passwordChange.events.ts';

const user = () => userEvent.setup();

walkModel({
  machine: passwordChangeMachine,
  events,
  input,
  projectContext: projectContext as never,
  setup: async (inspect) => {
    const app = renderApp({ inspect, path: '/change-password?LoginId=newuser' });
    app.stubs.resolve('restoreSession', null);
    await screen.findByRole('heading', { name: /Update Password/ });
    const change = app.started('passwordChange');
    return { ...app, actor: () => change };
  },
  perform: {
    ...passwordFormSteps,
    'xstate.snapshot.captcha': async (_, { stubs }) => {
      if (stubs.isWaiting('fetchCaptcha')) stubs.resolve('fetchCaptcha', captchaImage);
      const answer = await screen.findByRole('textbox', { name: 'Captcha' });
      await user().clear(answer);
      await user().type(answer, CAPTCHA_ANSWER);
    },
  },
  expectState: {
    editing: ({ actor }) => {
      const { errors, touched, submitted, failure } = actor().getSnapshot().context;
      // The user id is pre-filled from LoginId, so it is shown, not asked for.
      expect(screen.queryByLabelText('User Id')).toBeNull();
      expect(screen.getByText('newuser')).toBeTruthy();
      const button = screen.getByRole('button', { name: 'Submit' });
      expect(button.getAttribute('aria-disabled')).toBe(String(!projectContext(actor().getSnapshot().context).submittable));
      for (const field of ['OldPassword', 'Password1', 'Password2'] as const) {
        const shown = (touched[field] || submitted) && errors[field];
        const input = screen.getByLabelText(PASSWORD_LABELS[field]);
        expect(input.getAttribute('aria-invalid')).toBe(shown ? 'true' : null);
        if (shown) expect(screen.getByText(errors[field]!)).toBeTruthy();
      }
      if (submitted && Object.keys(errors).length) {
        // A refused submit puts the focus on the first invalid input.
        const first = (['OldPassword', 'Password1', 'Password2'] as const).find((field) => errors[field]);
        if (first) expect(document.activeElement).toBe(screen.getByLabelText(PASSWORD_LABELS[first]));
      }
      if (failure) expect(screen.getByRole('alert').textContent).toBe('Old password is incorrect. Captcha incorrect');
    },
    submitting: ({ stubs }) => {
      expect(stubs.calls.get('updatePassword')!.at(-1)).toEqual({
        UserId: 'newuser',
        OldPassword: 'Demo@1234',
        Password1: 'NewPass#123',
        Password2: 'NewPass#123',
        Token: CAPTCHA_ANSWER,
        captchaToken: captchaImage.token,
      });
    },
    updated: async ({ location }) => {
      expect(location.history.at(-1)).toBe('/login?MsgSuccess=Password+updated.');
      expect((await screen.findByRole('status')).textContent).toBe('Password updated.');
    },
  },
});
