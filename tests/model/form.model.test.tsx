import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { formMachine, type FormContext, type FormEvent } from '../../machines/form.machine.ts';
import { accountPassword } from '../../src/forms/declarations/accountPassword.ts';
import type { FormDeclaration } from '../../src/forms/formDeclaration.ts';
import { FormPage } from '../../src/forms/FormPage.tsx';
import { shownProblem } from '../../src/forms/FormFields.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { translateKnown } from '../../src/i18n/knownMessages.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage, type RenderedPage, type RenderPageOptions } from '../support/renderPage.tsx';
import { stubFormFlows } from '../support/stubFormFlows.ts';
import { payment } from '../../src/forms/declarations/payment.ts';
import { NOTE_URL, noteEvents, noteForm, noteInput, passwordEvents, passwordInput, PAYMENT_URL, paymentEvents, paymentInput, projectContext } from './form.events.ts';

type FormHarness = Harness &
  RenderedPage & {
    form: FormDeclaration;
    context(): FormContext;
    /** The user's last action: the chart moves the focus after a submit, the user's typing moves it after that. */
    last: { action: string };
  };

const user = () => userEvent.setup();
const labelOf = (form: FormDeclaration, name: string) => i18n._(form.fields.find((field) => field.name === name)!.label);
const inputOf = (form: FormDeclaration, name: string) => screen.getByLabelText(labelOf(form, name)) as HTMLInputElement | HTMLSelectElement;
const textOf = (message: FormContext['errors'][string]) => (typeof message === 'string' ? translateKnown(i18n, message) : i18n._(message));

function setup(form: FormDeclaration, path: string) {
  return (inspect: RenderPageOptions['inspect']): FormHarness => {
    const page = renderPage(<FormPage form={form} />, { path, inspect, flows: (stubs) => ({ forms: stubFormFlows(stubs) }) });
    const actor = page.started('form');
    return { ...page, form, actor: () => actor, context: () => actor.getSnapshot().context as FormContext, last: { action: '' } };
  };
}

/** How a user causes each event on the page. */
const perform = {
  CHANGE: async (event: EventObject, { form, last }: FormHarness) => {
    last.action = 'CHANGE';
    const { field, value } = event as Extract<FormEvent, { type: 'CHANGE' }>;
    const input = inputOf(form, field);
    if (input instanceof HTMLSelectElement) {
      await user().selectOptions(input, value);
      return;
    }
    await user().clear(input);
    if (value) await user().type(input, value);
  },
  BLUR: async (event: EventObject, { form, last }: FormHarness) => {
    last.action = 'BLUR';
    await user().click(inputOf(form, (event as Extract<FormEvent, { type: 'BLUR' }>).field));
    await user().tab();
  },
  SUBMIT: async (_: EventObject, { last }: FormHarness) => {
    last.action = 'SUBMIT';
    await user().click(screen.getByRole('button', { name: 'Submit' }));
  },
  RETRY: async () => {
    await user().click(screen.getByRole('button', { name: 'Try again' }));
  },
};

/** Every field shows its value, and the problem the rules or the server give it, marked on the input. */
function fieldsShowTheirState({ form, context }: FormHarness) {
  const now = context();
  for (const field of form.fields) {
    const input = inputOf(form, field.name);
    expect(input.value, field.name).toBe(now.values[field.name] ?? '');
    const problem = shownProblem(now, field.name);
    expect(input.getAttribute('aria-invalid'), field.name).toBe(problem ? 'true' : null);
    if (problem) expect(screen.getByText(textOf(problem))).toBeTruthy();
  }
}

/** Right after a refused submit (or a refusal), the first field with a problem has the focus. */
const focusIsOnFirstInvalid = ({ form, context, last }: FormHarness) => {
  if (last.action !== 'SUBMIT') return;
  const first = form.fields.find((field) => shownProblem(context(), field.name));
  expect(first, 'a field shows a problem').toBeTruthy();
  expect(document.activeElement).toBe(inputOf(form, first!.name));
};

const expectState = {
  loading: ({ stubs }: FormHarness) => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    // The load takes the record's parameter from the URL.
    expect(stubs.calls.get('load')?.at(-1)).toEqual({ UserId: 'member1' });
  },
  editing: (harness: FormHarness) => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n._(harness.form.title));
    fieldsShowTheirState(harness);
    expect(screen.queryByRole('alert')).toBeNull();
    if (harness.form === noteForm) {
      // The dropdown lists its source's rows, labelled by date, valued by id.
      const options = [...(inputOf(harness.form, 'DrawId') as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);
      expect(options).toEqual([
        ['', '-- Select --'],
        ['7', '2026-11-22'],
      ]);
    }
    if (harness.form === payment) {
      // The user the row named is chosen; the list is the users the caller may pay; the directions are the form's own.
      const user = inputOf(harness.form, 'UserId') as HTMLSelectElement;
      expect([...user.options].map((option) => option.value)).toEqual(['', 'member1', 'member2']);
      const directions = [...(inputOf(harness.form, 'Direction') as HTMLSelectElement).options].map((option) => [option.value, option.textContent]);
      expect(directions).toEqual([
        ['', '-- Select --'],
        ['received', 'Received from the user'],
        ['paid', 'Paid to the user'],
      ]);
    }
  },
  invalid: (harness: FormHarness) => {
    fieldsShowTheirState(harness);
    focusIsOnFirstInvalid(harness);
  },
  saving: ({ stubs, context }: FormHarness) => {
    expect(stubs.calls.get('save')?.at(-1)).toEqual({ values: context().values, params: context().params });
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  },
  saved: (harness: FormHarness) => {
    expect(screen.getByText(i18n._(harness.form.savedMessage))).toBeTruthy();
    fieldsShowTheirState(harness);
    // A password is not kept on screen after it is saved.
    if (harness.form === accountPassword) for (const field of harness.form.fields) expect(inputOf(harness.form, field.name).value).toBe('');
  },
  refused: (harness: FormHarness) => {
    // The server's message stands on its field, which has the focus; no banner of its own.
    fieldsShowTheirState(harness);
    focusIsOnFirstInvalid(harness);
    const [field, message] = Object.entries(harness.context().problems)[0] ?? [];
    if (field) {
      expect(inputOf(harness.form, field).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(translateKnown(i18n, message!))).toBeTruthy();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: (harness: FormHarness) => {
    const { failedStep, failure } = harness.context();
    expect(screen.getByRole('alert').textContent).toBe(failure);
    if (failedStep === 'load') {
      // Nothing to edit: only Try again.
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    } else fieldsShowTheirState(harness);
  },
};

walkModel<FormHarness>({
  machine: formMachine,
  title: 'a form that loads a record and a dropdown',
  input: noteInput,
  events: noteEvents as never,
  projectContext: projectContext as never,
  setup: setup(noteForm, NOTE_URL),
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

walkModel<FormHarness>({
  machine: formMachine,
  title: 'the payment form, its user from the URL',
  input: paymentInput,
  events: paymentEvents as never,
  projectContext: projectContext as never,
  setup: setup(payment, PAYMENT_URL),
  perform,
  expectState,
});
