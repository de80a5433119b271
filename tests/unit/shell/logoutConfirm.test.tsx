import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor } from 'xstate';
import { logoutConfirmMachine } from '../../../machines/logoutConfirm.machine.ts';
import { LogoutConfirm } from '../../../src/views/shell/LogoutConfirm.tsx';
import { closeAllDialogs } from '../../../src/shell/dialogs.ts';
import { i18n } from '../../../src/i18n/i18n.ts';

describe('the logout question and "close every dialog" (spec 02 §2.4)', () => {
  it('closes without signing out when every dialog is asked to close', () => {
    let signedOut = 0;
    const actor = createActor(logoutConfirmMachine.provide({ actions: { signOut: () => (signedOut += 1) } })).start();
    render(
      <I18nProvider i18n={i18n}>
        <LogoutConfirm confirm={actor} />
      </I18nProvider>,
    );
    act(() => actor.send({ type: 'ASK' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to log it out?' })).toBeTruthy();
    act(() => closeAllDialogs());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(signedOut).toBe(0);
  });
});
