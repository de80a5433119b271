import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { signInMachine, type IssuedSession, type StartedSession } from '../../../machines/signIn.machine.ts';
import type { Credentials } from '../../../contract/auth.ts';
import type { StoredSession } from '../../../machines/session.machine.ts';
import { attachInspector, wantsInspector } from '../../../src/devtools/inspector.ts';
import { MASK } from '../../../src/devtools/maskSecrets.ts';
import { issuedSession } from '../../support/fixtures/session.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('is switched on by ?inspect', () => {
  expect(wantsInspector('?inspect')).toBe(true);
  expect(wantsInspector('?LocId=SG&inspect=1')).toBe(true);
  expect(wantsInspector('?LocId=SG')).toBe(false);
});

it('opens from its button, never on its own, and shows no password or token', async () => {
  const posted: unknown[] = [];
  const fakeWindow = { postMessage: (data: unknown) => posted.push(data) } as unknown as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow);

  const inspect = attachInspector();
  const actor = createActor(
    signInMachine.provide({
      actors: {
        requestToken: fromPromise<IssuedSession, Credentials>(async () => issuedSession),
        startSession: fromPromise<StartedSession, StoredSession>(() => new Promise(() => {})),
      },
    }),
    { inspect, input: { captchaEnabled: false, returnUrl: null, message: null, successMessage: null } },
  ).start();
  actor.send({ type: 'CHANGE_USER_ID', value: 'admin' });
  actor.send({ type: 'CHANGE_PASSWORD', value: 'Demo@1234' });
  actor.send({ type: 'SUBMIT' });
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('startingSession'));
  expect(open).not.toHaveBeenCalled();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Inspect' }));
  expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
  // The inspector window says it is ready; everything collected so far is then sent to it.
  window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));

  const sent = JSON.stringify(posted);
  expect(sent).toContain('CHANGE_PASSWORD');
  expect(sent).toContain('startingSession');
  expect(sent).toContain(MASK);
  expect(sent).not.toContain('Demo@1234');
  expect(sent).not.toContain(issuedSession.session.accessToken);
  expect(sent).not.toContain(issuedSession.session.refreshToken);
  actor.stop();
});
