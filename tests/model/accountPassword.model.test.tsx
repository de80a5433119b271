import { expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { SimulatedClock, type ActorRefFrom, type AnyActorRef, type InspectionEvent } from 'xstate';
import { accountPasswordMachine } from '../../machines/accountPassword.machine.ts';
import { AccountPasswordPage } from '../../src/views/account/AccountPasswordPage.tsx';
import { FlowsProvider } from '../../src/app/flowsContext.tsx';
import type { Flows } from '../../src/app/flows.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';
import { PASSWORD_LABELS, passwordFormSteps } from '../support/passwordFormSteps.ts';
import { events, NEW_PASSWORD, projectContext } from './accountPassword.events.ts';

const FIELDS = ['OldPassword', 'Password1', 'Password2'] as const;

interface AccountPasswordHarness extends Harness {
  actor(): ActorRefFrom<typeof accountPasswordMachine>;
}

walkModel<AccountPasswordHarness>({
  machine: accountPasswordMachine,
  events,
  projectContext: projectContext as never,
  setup: (inspect) => {
    const stubs = new StubActors();
    const clock = new SimulatedClock();
    let page: AnyActorRef | undefined;
    const observe = (event: InspectionEvent) => {
      if (event.type === '@xstate.actor' && (event.actorRef as { logic?: { id?: string } }).logic?.id === 'accountPassword') {
        page = event.actorRef as AnyActorRef;
      }
      inspect(event);
    };
    // Only what this page reads.
    const flows = {
      actorOptions: { clock, inspect: observe },
      accountPassword: accountPasswordMachine.provide({ actors: { changePassword: stubs.promise('changePassword') } }),
    } as unknown as Flows;
    const view = render(
      <I18nProvider i18n={i18n}>
        <FlowsProvider flows={flows}>
          <AccountPasswordPage />
        </FlowsProvider>
      </I18nProvider>,
    );
    return { actor: () => page as ActorRefFrom<typeof accountPasswordMachine>, stubs, clock, cleanup: () => view.unmount() };
  },
  perform: passwordFormSteps,
  expectState: {
    editing: ({ actor }) => {
      const { errors, touched, submitted, failure, values } = actor().getSnapshot().context;
      expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy();
      // No user id and no captcha: the session says who is changing the password.
      expect(screen.queryByLabelText('User Id')).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Captcha' })).toBeNull();
      for (const field of FIELDS) {
        const input = screen.getByLabelText(PASSWORD_LABELS[field]) as HTMLInputElement;
        expect(input.value).toBe(values[field]);
        const shown = (touched[field] || submitted) && errors[field];
        expect(input.getAttribute('aria-invalid')).toBe(shown ? 'true' : null);
        if (shown) expect(screen.getByText(errors[field]!)).toBeTruthy();
      }
      if (submitted && Object.keys(errors).length) {
        // A refused submit puts the focus on the first invalid input.
        const first = FIELDS.find((field) => errors[field]);
        if (first) expect(document.activeElement).toBe(screen.getByLabelText(PASSWORD_LABELS[first]));
      }
      if (failure) expect(screen.getByRole('alert').textContent).toBe('Old password is incorrect');
      else expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('Password updated.')).toBeNull();
    },
    submitting: ({ stubs }) => {
      expect(stubs.calls.get('changePassword')!.at(-1)).toEqual({ OldPassword: 'Demo@1234', Password1: NEW_PASSWORD, Password2: NEW_PASSWORD });
      expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    },
    updated: () => {
      expect(screen.getByRole('status').textContent).toBe('Password updated.');
      // The form is emptied for a next change.
      for (const field of FIELDS) expect((screen.getByLabelText(PASSWORD_LABELS[field]) as HTMLInputElement).value).toBe('');
    },
  },
});
