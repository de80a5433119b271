import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordChangeMachine } from '../../machines/passwordChange.machine.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { captchaImage } from '../support/fixtures/session.ts';
import { CAPTCHA_ANSWER } from './signIn.events.ts';
import { events, input, projectContext } from './passwordChange.events.ts';

type App = ReturnType<typeof renderApp>;

interface PasswordChangeHarness extends Harness {
  app: App;
  /** Saves that failed so far: each one asks for a new captcha image. */
  failedSaves: number;
}

const user = () => userEvent.setup();
const PASSWORD_LABELS = ['Old Password', 'New Password', 'Confirm Password'];
const captchaBox = () => screen.getByRole('textbox', { name: 'Captcha' }) as HTMLInputElement;
const passwords = () => PASSWORD_LABELS.map((label) => screen.getByLabelText(label) as HTMLInputElement);

/** The user fills the passwords (once) and answers the captcha on screen. */
async function fillAndAnswer({ app }: PasswordChangeHarness) {
  const [old, next, confirm] = passwords();
  if (old!.value === '') {
    await user().type(old!, 'Demo@1234');
    await user().type(next!, 'NewPass#123');
    await user().type(confirm!, 'NewPass#123');
  }
  if (app.stubs.isWaiting('fetchCaptcha')) app.stubs.resolve('fetchCaptcha', captchaImage);
  await waitFor(() => expect(captchaBox().disabled).toBe(false));
  await user().clear(captchaBox());
  await user().type(captchaBox(), CAPTCHA_ANSWER);
}

walkModel<PasswordChangeHarness>({
  machine: passwordChangeMachine,
  events,
  input,
  projectContext: projectContext as never,
  setup: async (inspect) => {
    const app = renderApp({ inspect, path: '/change-password?LoginId=newuser' });
    app.stubs.resolve('restoreSession', null);
    await screen.findByRole('heading', { name: /Update Password/ });
    return { app, actor: () => app.started('passwordChange'), stubs: app.stubs, clock: app.clock, cleanup: app.cleanup, failedSaves: 0 };
  },
  perform: {
    // The captcha child reports an answered image: the user answers the captcha on screen.
    'xstate.snapshot.captcha': (_, harness) => fillAndAnswer(harness),
    // The form child reports a failed save: the user submits an answered form and the server is unreachable.
    UNSAVED: async (_, harness) => {
      await fillAndAnswer(harness);
      await user().click(screen.getByRole('button', { name: 'Submit' }));
      await harness.app.stubs.rejectWhenInvoked('updatePassword', new Error('offline'));
      harness.failedSaves += 1;
    },
  },
  expectState: {
    '(running)': async ({ app, failedSaves }) => {
      // One image at the start and a new one after every failed save, its answer box empty again.
      await waitFor(() => expect(app.stubs.calls.get('fetchCaptcha')?.length).toBe(1 + failedSaves));
      if (failedSaves > 0) expect(captchaBox().value).toBe('');
      // The form hears the captcha: with the passwords filled, Submit is offered exactly when an answer is typed.
      const filled = passwords().every((field) => field.value !== '');
      const submit = screen.getByRole('button', { name: 'Submit' });
      await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe(String(!(filled && captchaBox().value !== ''))));
    },
  },
});
