import { expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock } from 'xstate';
import { logoutConfirmMachine } from '../../machines/logoutConfirm.machine.ts';
import { LogoutConfirm, type LogoutConfirmActorRef } from '../../src/views/shell/LogoutConfirm.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { events } from './logoutConfirm.events.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';

interface LogoutHarness extends Harness {
  actor(): LogoutConfirmActorRef;
  signOut: ReturnType<typeof vi.fn>;
  /** Times the user accepted. */
  accepted: number;
}

const question = () => screen.queryByRole('alertdialog', { name: 'Are you sure to log it out?' });

walkModel<LogoutHarness>({
  machine: logoutConfirmMachine,
  events,
  setup: (inspect) => {
    const signOut = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(logoutConfirmMachine.provide({ actions: { signOut } }), { clock, inspect });
    actor.start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <LogoutConfirm confirm={actor} />
      </I18nProvider>,
    );
    return {
      actor: () => actor,
      stubs: new StubActors(),
      clock,
      signOut,
      accepted: 0,
      cleanup: () => {
        view.unmount();
        actor.stop();
      },
    };
  },
  perform: {
    ACCEPT: (_, harness) => {
      harness.accepted += 1;
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    },
    DISMISS: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    },
  },
  expectState: {
    idle: ({ signOut, accepted }) => {
      expect(question()).toBeNull();
      // Signed out exactly as often as the user said OK; never on Cancel.
      expect(signOut).toHaveBeenCalledTimes(accepted);
    },
    asking: ({ signOut, accepted }) => {
      expect(question()).not.toBeNull();
      expect(screen.getByRole('button', { name: 'OK' })).toBe(document.activeElement);
      expect(signOut).toHaveBeenCalledTimes(accepted);
    },
  },
});
