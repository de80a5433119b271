import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { FormContext, FormEvent } from '../../machines/form.machine.ts';
import type { FormDeclaration } from '../../src/forms/formDeclaration.ts';
import { FormPage } from '../../src/forms/FormPage.tsx';
import { shownProblem } from '../../src/forms/FormFields.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { translateServerText } from '../../src/i18n/serverRefusals.ts';
import type { Harness } from '../support/pathRunner.ts';
import { renderPage, type RenderedPage, type RenderPageOptions } from '../support/renderPage.tsx';
import { stubFormFlows } from '../support/stubFormFlows.ts';

/**
 * How a declared form on the form machine is walked (tests/model/form.model.test.tsx, and the
 * administration's forms in userAdminForms.model.test.tsx): the page rendered with stub calls, how a
 * user causes each event, and what each state shows.
 */
export type FormHarness = Harness &
  RenderedPage & {
    form: FormDeclaration;
    context(): FormContext;
    /** The user's last action: the chart moves the focus after a submit, the user's typing moves it after that. */
    last: { action: string };
    /** What a walk checks besides (the note form's dropdown). */
    extra?: { editing?: () => void; loading?: () => void };
  };

// No delay between keystrokes: a walk types thousands of characters, and a timer per key was most of its time.
const user = () => userEvent.setup({ delay: null });
export const labelOf = (form: FormDeclaration, name: string) => i18n._(form.fields.find((field) => field.name === name)!.label);
export const inputOf = (form: FormDeclaration, name: string) => screen.getByLabelText(labelOf(form, name)) as HTMLInputElement | HTMLSelectElement;
/** A field's value as the page shows it, in the form's text: a flag 'true' or '', locations 'SG,MG'. */
export function valueShown(form: FormDeclaration, name: string): string {
  const field = form.fields.find((f) => f.name === name)!;
  if (field.kind === 'locations') {
    const group = screen.getByRole('group', { name: labelOf(form, name) });
    return [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value).join(',');
  }
  const input = inputOf(form, name);
  if (field.kind === 'flag') return (input as HTMLInputElement).checked ? 'true' : '';
  return input.value;
}
const textOf = (message: FormContext['errors'][string]) => (typeof message === 'string' ? translateServerText(i18n, message) : i18n._(message));

export function setup(form: FormDeclaration, path: string, extra?: FormHarness['extra']) {
  return (inspect: RenderPageOptions['inspect']): FormHarness => {
    const page = renderPage(<FormPage form={form} />, { path, inspect, flows: (stubs) => ({ forms: stubFormFlows(stubs) }) });
    const actor = page.started('form');
    return { ...page, form, actor: () => actor, context: () => actor.getSnapshot().context as FormContext, last: { action: '' }, extra };
  };
}

/** How a user causes each event on the page. */
export const perform = {
  CHANGE: async (event: EventObject, { form, last }: FormHarness) => {
    last.action = 'CHANGE';
    const { field, value } = event as Extract<FormEvent, { type: 'CHANGE' }>;
    const kind = form.fields.find((f) => f.name === field)?.kind;
    // A date input takes a whole day at once (jsdom does not type into one); locations are ticked.
    if (kind === 'date') fireEvent.change(inputOf(form, field), { target: { value } });
    // A flag is ticked or unticked ('true' or '').
    else if (kind === 'flag') {
      const box = inputOf(form, field) as HTMLInputElement;
      if (box.checked !== (value === 'true')) await user().click(box);
    }
    else if (kind === 'locations') {
      const wanted = value.split(',').filter(Boolean);
      const group = screen.getByRole('group', { name: labelOf(form, field) });
      for (const box of group.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) if (box.checked !== wanted.includes(box.value)) await user().click(box);
    }
    else {
      const input = inputOf(form, field);
      // A dropdown is chosen from; a text input is cleared and typed into.
      if (input instanceof HTMLSelectElement) await user().selectOptions(input, value);
      else {
        await user().clear(input);
        if (value) await user().type(input, value);
      }
    }
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
    expect(valueShown(form, field.name), field.name).toBe(now.values[field.name] ?? '');
    const problem = shownProblem(now, field.name);
    if (field.kind !== 'locations') expect(inputOf(form, field.name).getAttribute('aria-invalid'), field.name).toBe(problem ? 'true' : null);
    if (problem) expect(screen.getByText(textOf(problem))).toBeTruthy();
  }
}

/** Right after a refused submit (or a refusal), the first field with a problem has the focus. */
const focusIsOnFirstInvalid = ({ form, context, last }: FormHarness) => {
  if (last.action !== 'SUBMIT') return;
  const first = form.fields.find((field) => shownProblem(context(), field.name));
  expect(first, 'a field shows a problem').toBeTruthy();
  // By name: a locations field is a group of checkboxes, the first of which takes the focus.
  expect((document.activeElement as HTMLInputElement | null)?.name).toBe(first!.name);
};

export const expectState = {
  loading: (harness: FormHarness) => {
    const { stubs, context } = harness;
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    // The load takes the record's parameter from the URL.
    expect(stubs.calls.get('load')?.at(-1)).toEqual(context().params);
    harness.extra?.loading?.();
  },
  editing: (harness: FormHarness) => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n._(harness.form.title));
    fieldsShowTheirState(harness);
    expect(screen.queryByRole('alert')).toBeNull();
    harness.extra?.editing?.();
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
    // A field taken from the URL starts again with the URL's value.
    if (harness.form.resetAfterSave) {
      for (const field of harness.form.fields) {
        expect(valueShown(harness.form, field.name), field.name).toBe(field.fromUrl ? (harness.context().params[field.name] ?? '') : '');
      }
    }
  },
  refused: (harness: FormHarness) => {
    // The server's message stands on its field, which has the focus; no banner of its own.
    fieldsShowTheirState(harness);
    focusIsOnFirstInvalid(harness);
    const [field, message] = Object.entries(harness.context().problems)[0] ?? [];
    if (field) {
      expect(inputOf(harness.form, field).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(translateServerText(i18n, message!))).toBeTruthy();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  },
  // Refused (spec 02 §6, §8): the title and 'Unauthorized Access', no form, no Try again.
  unauthorized: (harness: FormHarness) => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n._(harness.form.title));
    expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
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

