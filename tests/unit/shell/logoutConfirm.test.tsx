import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../../support/renderPage.tsx';
import { createActor } from 'xstate';
import { logoutConfirmMachine } from '../../../machines/logoutConfirm.machine.ts';
import { LogoutConfirm } from '../../../src/views/shell/LogoutConfirm.tsx';
import { closeAllDialogs } from '../../../src/shell/dialogs.ts';

describe('the logout question and "close every dialog" (spec 02 §2.4)', () => {
  it('closes without signing out when every dialog is asked to close', () => {
    let signedOut = 0;
    const actor = createActor(logoutConfirmMachine.provide({ actions: { signOut: () => (signedOut += 1) } })).start();
    renderPage(<LogoutConfirm confirm={actor} />);
    act(() => actor.send({ type: 'ASK' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to log it out?' })).toBeTruthy();
    act(() => closeAllDialogs());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(signedOut).toBe(0);
  });
});
