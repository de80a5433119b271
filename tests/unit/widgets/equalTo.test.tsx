import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../support/renderPage.tsx';
import { checkEqualTo, equalTo, equalToError, fieldsToRecheck } from '../../../src/widgets/equalTo.ts';
import { focusFirstInvalid } from '../../../src/widgets/focusFirstInvalid.ts';
import { i18n } from '../../../src/i18n/i18n.ts';

const confirm = equalTo('ConfirmPassword', 'NewPassword');

describe('equal-to rule', () => {
  it('is invalid when the value differs from the other named field', () => {
    const error = equalToError({ NewPassword: 'Abc@1234', ConfirmPassword: 'Abc@123' }, confirm);
    expect(error && i18n._(error)).toBe('The values do not match.');
  });

  it('is valid when both hold the same value, empty included', () => {
    expect(equalToError({ NewPassword: 'Abc@1234', ConfirmPassword: 'Abc@1234' }, confirm)).toBeNull();
    expect(equalToError({ NewPassword: '', ConfirmPassword: undefined }, confirm)).toBeNull();
  });

  it('compares exactly: case and spaces count', () => {
    expect(equalToError({ NewPassword: 'abc', ConfirmPassword: 'ABC' }, confirm)).not.toBeNull();
    expect(equalToError({ NewPassword: 'abc', ConfirmPassword: 'abc ' }, confirm)).not.toBeNull();
  });

  it('takes a configured message', () => {
    const rule = equalTo('b', 'a', { id: 'custom', message: 'B must equal A.' });
    expect(equalToError({ a: 1, b: 2 }, rule)?.message).toBe('B must equal A.');
  });

  it('re-checks a field when the other field changes', () => {
    const rules = [confirm, equalTo('ConfirmEmail', 'Email')];
    expect(fieldsToRecheck('NewPassword', rules)).toEqual(['ConfirmPassword']);
    expect(fieldsToRecheck('ConfirmPassword', rules)).toEqual(['ConfirmPassword']);
    expect(fieldsToRecheck('UserId', rules)).toEqual([]);

    // The confirmation matched; then the password changed: the confirmation is now wrong.
    const values = { NewPassword: 'Abc@12345', ConfirmPassword: 'Abc@1234', Email: 'a@b.c', ConfirmEmail: 'x' };
    const rechecked = checkEqualTo(values, rules, 'NewPassword');
    expect(Object.keys(rechecked)).toEqual(['ConfirmPassword']);
    expect(rechecked.ConfirmPassword).not.toBeNull();
    expect(checkEqualTo({ ...values, ConfirmPassword: 'Abc@12345' }, rules, 'NewPassword').ConfirmPassword).toBeNull();
  });

  it('checks every rule on submit', () => {
    const rules = [confirm, equalTo('ConfirmEmail', 'Email')];
    const errors = checkEqualTo({ NewPassword: 'a', ConfirmPassword: 'a', Email: 'x', ConfirmEmail: 'y' }, rules);
    expect(errors.ConfirmPassword).toBeNull();
    expect(errors.ConfirmEmail).not.toBeNull();
  });
});

describe('focusFirstInvalid', () => {
  function form(children: React.ReactNode) {
    renderPage(<form aria-label="Change password">{children}</form>);
    return screen.getByRole('form', { name: 'Change password' }) as HTMLFormElement;
  }

  it('focuses the first invalid input in document order', () => {
    const element = form(
      <>
        <input aria-label="Old" defaultValue="x" required />
        <input aria-label="New" required />
        <input aria-label="Confirm" required />
      </>,
    );
    const focused = focusFirstInvalid(element);
    expect(focused).toBe(screen.getByRole('textbox', { name: 'New' }));
    expect(document.activeElement).toBe(focused);
  });

  it('counts an input marked aria-invalid by a rule such as equal-to', () => {
    const element = form(
      <>
        <input aria-label="New" defaultValue="a" />
        <input aria-label="Confirm" defaultValue="b" aria-invalid="true" />
        <input aria-label="Remarks" required />
      </>,
    );
    expect(focusFirstInvalid(element)).toBe(screen.getByRole('textbox', { name: 'Confirm' }));
  });

  it('skips disabled controls and gives null when all are valid', () => {
    const element = form(
      <>
        <input aria-label="Locked" required disabled />
        <input aria-label="Name" defaultValue="ok" />
      </>,
    );
    expect(focusFirstInvalid(element)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
