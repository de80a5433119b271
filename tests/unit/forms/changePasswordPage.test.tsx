import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordUpdateOf } from '../../../src/views/changePassword/passwordUpdate.ts';
import { captchaImage } from '../../support/fixtures/session.ts';
import { renderApp } from '../../support/renderApp.tsx';

/**
 * Update Password at sign-in on the form machine: what is the page's own is its LoginId, the captcha
 * (its answer and token go with the form; a new image after a refused try) and /login afterwards.
 */

const user = () => userEvent.setup();
const NEW_PASSWORD = 'NewPass#123';
const refusal = {
  status: 400,
  message: 'Old password is incorrect.',
  body: { success: false, message: 'Old password is incorrect.', data: { Problems: [{ Field: 'OldPassword', Code: 'oldIncorrect', Message: 'Old password is incorrect.' }] } },
};

async function fill(oldPassword: string) {
  const old = screen.getByLabelText('Old Password');
  await user().clear(old);
  await user().type(old, oldPassword);
  await user().type(screen.getByLabelText('New Password'), NEW_PASSWORD);
  await user().type(screen.getByLabelText('Confirm Password'), NEW_PASSWORD);
}

describe('Update Password at sign-in', () => {
  it('sends the LoginId and the captcha with the form, shows a refusal on its field with a new captcha, then goes to /login', async () => {
    const app = renderApp({ path: '/change-password?LoginId=newuser' });
    app.stubs.resolve('restoreSession', null);
    await screen.findByRole('heading', { name: /Update Password/ });
    expect(screen.queryByLabelText('User Id')).toBeNull();
    await app.stubs.resolveWhenInvoked('fetchCaptcha', captchaImage);

    await fill('Wrong#Pass1');
    // Without the captcha's answer the form is not sent: its problem shows and the captcha has the focus.
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Captcha is required.')).toBeTruthy();
    const captcha = screen.getByRole('textbox', { name: 'Captcha' });
    expect(document.activeElement).toBe(captcha);
    expect(app.stubs.calls.get('updatePassword')).toBeUndefined();

    await user().type(captcha, 'AB12C');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    const sent = app.stubs.calls.get('updatePassword')!.at(-1) as { values: Record<string, string> };
    expect(passwordUpdateOf(sent.values)).toEqual({
      UserId: 'newuser',
      OldPassword: 'Wrong#Pass1',
      Password1: NEW_PASSWORD,
      Password2: NEW_PASSWORD,
      Token: 'AB12C',
      captchaToken: captchaImage.token,
    });

    const fetchesBefore = app.stubs.calls.get('fetchCaptcha')!.length;
    await act(async () => app.stubs.reject('updatePassword', refusal));
    // The refusal stands on the old password, which has the focus; the captcha takes a new image.
    expect(await screen.findByText('Old password is incorrect.')).toBeTruthy();
    const old = screen.getByLabelText('Old Password');
    expect(old.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(old));
    await waitFor(() => expect(app.stubs.calls.get('fetchCaptcha')!.length).toBe(fetchesBefore + 1));
    await app.stubs.resolveWhenInvoked('fetchCaptcha', { ...captchaImage, token: 'second-token' });
    expect((screen.getByRole('textbox', { name: 'Captcha' }) as HTMLInputElement).value).toBe('');

    await user().clear(old);
    await user().type(old, 'Demo@1234');
    expect(screen.queryByText('Old password is incorrect.')).toBeNull();
    await user().type(screen.getByRole('textbox', { name: 'Captcha' }), 'XY34Z');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    const again = app.stubs.calls.get('updatePassword')!.at(-1) as { values: Record<string, string> };
    expect(passwordUpdateOf(again.values)).toMatchObject({ OldPassword: 'Demo@1234', Token: 'XY34Z', captchaToken: 'second-token' });
    await act(async () => app.stubs.resolve('updatePassword', null));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/login?MsgSuccess=Password+updated.'));
  }, 30_000);

  it('offers Submit once the captcha is answered, and a save that failed shows its failure with a new captcha (the chart wires them)', async () => {
    const app = renderApp({ path: '/change-password?LoginId=newuser' });
    app.stubs.resolve('restoreSession', null);
    await screen.findByRole('heading', { name: /Update Password/ });
    await app.stubs.resolveWhenInvoked('fetchCaptcha', captchaImage);
    const submit = screen.getByRole('button', { name: 'Submit' });

    await fill('Demo@1234');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user().type(screen.getByRole('textbox', { name: 'Captcha' }), 'AB12C');
    expect(submit.getAttribute('aria-disabled')).toBe('false');

    await user().click(submit);
    await act(async () => app.stubs.reject('updatePassword', { status: 500, message: 'Server unreachable.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server unreachable.');
    await waitFor(() => expect(app.stubs.calls.get('fetchCaptcha')).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: 'Captcha' }) as HTMLInputElement).value).toBe('');
    // The spent answer is no longer the form's: Submit waits for the new image's answer.
    expect(submit.getAttribute('aria-disabled')).toBe('true');
  }, 30_000);
});
