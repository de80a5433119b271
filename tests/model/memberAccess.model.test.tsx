import { expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock } from 'xstate';
import { memberAccessMachine, type MemberAccessEvent } from '../../machines/memberAccess.machine.ts';
import { MemberAccess, type MemberAccessActorRef } from '../../src/widgets/MemberAccess.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { events } from './memberAccess.events.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';

interface MemberAccessHarness extends Harness {
  actor(): MemberAccessActorRef;
  /** The page shows another user's tree: the wrapper's userId prop changes. */
  showUser(userId: string | null): void;
}

function page(actor: MemberAccessActorRef, userId: string | null) {
  return (
    <I18nProvider i18n={i18n}>
      <MemberAccess actor={actor} userId={userId}>
        <p>Member tree</p>
      </MemberAccess>
    </I18nProvider>
  );
}

const spinner = () => screen.queryByRole('status', { name: 'Loading' });
const content = () => screen.queryByText('Member tree');
const denial = () => screen.queryByRole('alert');

walkModel<MemberAccessHarness>({
  machine: memberAccessMachine,
  // The user id tells the states apart: a check for member2 after member1 is a different state.
  contextKeys: ['userId'],
  events,
  setup: (inspect) => {
    const stubs = new StubActors();
    const clock = new SimulatedClock();
    const actor = createActor(
      memberAccessMachine.provide({ actors: { checkMemberAccess: stubs.promise<boolean, string>('checkMemberAccess') } }),
      { clock, inspect },
    );
    actor.start();
    const view = render(page(actor, null));
    return {
      actor: () => actor,
      stubs,
      clock,
      showUser: (userId) => view.rerender(page(actor, userId)),
      cleanup: () => {
        view.unmount();
        actor.stop();
      },
    };
  },
  perform: {
    SET_USER: (event, harness) => harness.showUser((event as MemberAccessEvent).userId ?? null),
  },
  expectState: {
    loading: ({ stubs }) => {
      expect(spinner()).not.toBeNull();
      expect(content()).toBeNull();
      expect(denial()).toBeNull();
      expect(stubs.calls.get('checkMemberAccess')).toBeUndefined();
    },
    checking: ({ actor, stubs }) => {
      expect(spinner()).not.toBeNull();
      expect(content()).toBeNull();
      expect(denial()).toBeNull();
      // The check asks about the user now shown, and is waiting for its answer.
      expect(stubs.calls.get('checkMemberAccess')?.at(-1)).toBe(actor().getSnapshot().context.userId);
      expect(stubs.isWaiting('checkMemberAccess')).toBe(true);
    },
    granted: () => {
      expect(content()).not.toBeNull();
      expect(spinner()).toBeNull();
      expect(denial()).toBeNull();
    },
    denied: () => {
      expect(denial()?.textContent).toBe('Unauthorized Access');
      expect(content()).toBeNull();
      expect(spinner()).toBeNull();
    },
  },
});
