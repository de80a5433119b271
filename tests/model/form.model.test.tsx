import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { formMachine } from '../../machines/form.machine.ts';
import { accountPassword } from '../../src/forms/declarations/accountPassword.ts';
import { walkModel } from '../support/pathRunner.ts';
import { NOTE_URL, noteEvents, noteForm, noteInput, passwordEvents, passwordInput, projectContext } from './form.events.ts';
import { expectState, inputOf, perform, setup, type FormHarness } from './formWalk.tsx';

/** The note form's own checks: its load takes the URL's UserId; its dropdown lists its source's rows, labelled by date, valued by id. */
const noteChecks = {
  loading: () => expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy(),
  editing: () => {
    const options = [...(inputOf(noteForm, 'DrawId') as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['', '-- Select --'],
      ['7', '2026-11-22'],
    ]);
  },
};

walkModel<FormHarness>({
  machine: formMachine,
  title: 'a form that loads a record and a dropdown',
  input: noteInput,
  events: noteEvents as never,
  projectContext: projectContext as never,
  setup: setup(noteForm, NOTE_URL, noteChecks),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Change Password, nothing to load',
  input: passwordInput,
  events: passwordEvents,
  projectContext: projectContext as never,
  setup: setup(accountPassword, '/admin/changePassword'),
  perform,
  expectState,
});
