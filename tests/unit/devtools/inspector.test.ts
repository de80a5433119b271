import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.ts';
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
  const open = vi.spyOn(window, 'open').mockReturnValue({ postMessage: (data: unknown) => posted.push(data) } as Window);

  const inspect = attachInspector();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => null),
        requestToken: fromPromise(async () => issuedSession),
        loadProfile: fromPromise(() => new Promise<never>(() => {})),
      },
    }),
    { inspect },
  ).start();
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
  actor.send({ type: 'SIGN_IN', credentials: { userId: 'admin', password: 'Demo@1234' } });
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loadingProfile'));
  expect(open).not.toHaveBeenCalled();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Inspect' }));
  expect(open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
  // The inspector window says it is ready; everything collected so far is then sent to it.
  window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }));

  const sent = JSON.stringify(posted);
  expect(sent).toContain('SIGN_IN');
  expect(sent).toContain('loadingProfile');
  expect(sent).toContain(MASK);
  expect(sent).not.toContain('Demo@1234');
  expect(sent).not.toContain(issuedSession.session.accessToken);
  expect(sent).not.toContain(issuedSession.session.refreshToken);
  actor.stop();
});
