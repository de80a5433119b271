import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { memberAccessMachine } from '../../../machines/memberAccess.machine.ts';
import { MemberAccess } from '../../../src/widgets/MemberAccess.tsx';
import { StubActors } from '../../support/stubActors.ts';
import { renderPage } from '../../support/renderPage.tsx';

function startMachine() {
  const stubs = new StubActors();
  const actor = createActor(
    memberAccessMachine.provide({ actors: { checkMemberAccess: stubs.promise<boolean, string>('checkMemberAccess') } }),
  ).start();
  return { stubs, actor, state: () => actor.getSnapshot().value };
}

const settle = () => act(async () => {});

describe('memberAccessMachine', () => {
  it('starts loading and waits for a user id', () => {
    const { actor, stubs, state } = startMachine();
    expect(state()).toBe('loading');
    actor.send({ type: 'SET_USER', userId: null });
    actor.send({ type: 'SET_USER', userId: '' });
    expect(state()).toBe('loading');
    expect(stubs.calls.get('checkMemberAccess')).toBeUndefined();
  });

  it('checks a new user id, with that id as input', async () => {
    const { actor, stubs, state } = startMachine();
    actor.send({ type: 'SET_USER', userId: 'member1' });
    expect(state()).toBe('checking');
    expect(stubs.calls.get('checkMemberAccess')).toEqual(['member1']);
    stubs.resolve('checkMemberAccess', true);
    await settle();
    expect(state()).toBe('granted');
  });

  it('denies on a false flag and on a failed call', async () => {
    const { actor, stubs, state } = startMachine();
    actor.send({ type: 'SET_USER', userId: 'member1' });
    stubs.resolve('checkMemberAccess', false);
    await settle();
    expect(state()).toBe('denied');
    actor.send({ type: 'SET_USER', userId: 'member2' });
    stubs.reject('checkMemberAccess', new Error('offline'));
    await settle();
    expect(state()).toBe('denied');
  });

  it('takes only a true flag as success', async () => {
    const { actor, stubs, state } = startMachine();
    actor.send({ type: 'SET_USER', userId: 'member1' });
    stubs.resolve('checkMemberAccess', 'true');
    await settle();
    expect(state()).toBe('denied');
  });

  it('does nothing for the same user id again', async () => {
    const { actor, stubs, state } = startMachine();
    actor.send({ type: 'SET_USER', userId: 'member1' });
    stubs.resolve('checkMemberAccess', true);
    await settle();
    actor.send({ type: 'SET_USER', userId: 'member1' });
    expect(state()).toBe('granted');
    expect(stubs.calls.get('checkMemberAccess')).toEqual(['member1']);
  });

  it('checks again for a different user, dropping the answer about the previous one', async () => {
    const { actor, stubs, state } = startMachine();
    actor.send({ type: 'SET_USER', userId: 'member1' });
    actor.send({ type: 'SET_USER', userId: 'member2' });
    expect(stubs.calls.get('checkMemberAccess')).toEqual(['member1', 'member2']);
    stubs.resolve('checkMemberAccess', false);
    await settle();
    expect(state()).toBe('denied');
    expect(actor.getSnapshot().context.userId).toBe('member2');
  });
});

describe('MemberAccess wrapper', () => {
  it('runs its own actor from a machine the caller provided', async () => {
    const check = vi.fn(async ({ input }: { input: string }) => input === 'member1');
    const logic = memberAccessMachine.provide({ actors: { checkMemberAccess: fromPromise(check) } });
    const { rerender } = renderPage(
      <MemberAccess logic={logic} userId={null}>
        <p>Member tree</p>
      </MemberAccess>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    rerender(
      <MemberAccess logic={logic} userId="member1">
        <p>Member tree</p>
      </MemberAccess>,
    );
    expect(await screen.findByText('Member tree')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();

    rerender(
      <MemberAccess logic={logic} userId="member2">
        <p>Member tree</p>
      </MemberAccess>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized Access');
    expect(screen.queryByText('Member tree')).toBeNull();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('sends the same user id only once to the check however often it renders', async () => {
    const stubs = new StubActors();
    const actor = createActor(memberAccessMachine.provide({ actors: { checkMemberAccess: stubs.promise('checkMemberAccess') } })).start();
    const ui = (
      <MemberAccess actor={actor} userId="member1">
        <p>Member tree</p>
      </MemberAccess>
    );
    const { rerender } = renderPage(ui);
    rerender(ui);
    rerender(ui);
    expect(stubs.calls.get('checkMemberAccess')).toEqual(['member1']);
    await act(async () => stubs.resolve('checkMemberAccess', true));
    expect(screen.getByText('Member tree')).toBeTruthy();
  });
});
