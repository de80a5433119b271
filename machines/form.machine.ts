import type { MessageDescriptor } from '@lingui/core';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { errorText, isRefusal } from './errorText.ts';
import { refusalOf } from './rules/formRefusal.ts';
import { navigateTo, type NavigateEvent } from './rules/navigation.ts';

/** Every field's value as text, as typed (money in dollars, a flag 'true' or '', locations 'SG,MG'). */
export type FormValues = Readonly<Record<string, string>>;
/** A rule's message: an English key the catalog knows (src/i18n/knownMessages.ts) or a message descriptor. */
export type FieldMessage = string | MessageDescriptor;
export type FieldErrors = Readonly<Record<string, FieldMessage>>;

/** What the chart needs of a form (src/forms builds it from a declaration). */
export interface FormSpec {
  /** The field names in screen order: the first invalid one gets focus. */
  fields: readonly string[];
  /** The values before anything is loaded or typed. */
  initial: FormValues;
  /** Every field's problem by the declared rules (spec 02 §5), or none. */
  check(values: FormValues): FieldErrors;
  /** A load call or a dropdown's list comes before editing. */
  loads: boolean;
  /** After a save: back to the values as loaded (empty: a password), and/or go somewhere (the sign-in page's change). */
  afterSave: { reset?: boolean; navigate?: string };
}

export interface FormInput {
  spec: FormSpec;
  /** The URL parameters the load and save calls take (UserId …). */
  params: Readonly<Record<string, string>>;
}

/** What the load answers: values of the record, and the dropdowns' lists by source id. */
export interface FormLoaded {
  values: FormValues;
  options: Readonly<Record<string, readonly unknown[]>>;
}

export interface FormSaveInput {
  values: FormValues;
  params: Readonly<Record<string, string>>;
}

export interface FormContext extends FormInput {
  values: FormValues;
  /** The rules' problems of the current values. */
  errors: FieldErrors;
  /** The server's refusal per field, until that field changes. */
  problems: Readonly<Record<string, string>>;
  /** The server's problems of no field. */
  refusal: readonly string[];
  /** Fields the user has left once: their problems are shown from then on. */
  touched: Readonly<Record<string, boolean>>;
  /** A submit was tried: every problem is shown. */
  submitted: boolean;
  failure: string | null;
  /** Which call failed: a failed load shows no form, only Try again. */
  failedStep: 'load' | 'save' | null;
  options: FormLoaded['options'];
  /** The values as loaded: a reset after a save goes back to them (a create form keeps its loaded ceilings). */
  loaded: FormValues;
}

export type FormEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'BLUR'; field: string }
  | { type: 'SUBMIT' }
  /** Try again after a failed load (a failed save is tried again by a submit). */
  | { type: 'RETRY' };

export type FormEmitted = { type: 'focus'; field: string } | NavigateEvent;

const without = <T>(record: Readonly<Record<string, T>>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** The first field with a problem (the rules' or the server's), in screen order. */
export const firstInvalidField = (context: Pick<FormContext, 'spec' | 'errors' | 'problems'>) =>
  context.spec.fields.find((field) => context.errors[field] !== undefined || context.problems[field] !== undefined) ?? null;

/** A submit will be sent: no rule fails, and no field the server refused is unchanged. */
export const isSubmittable = (context: Pick<FormContext, 'errors' | 'problems'>) =>
  Object.keys(context.errors).length === 0 && Object.keys(context.problems).length === 0;

const fresh = (spec: FormSpec, values: FormValues) => ({ values, errors: spec.check(values), touched: {}, submitted: false, problems: {}, refusal: [] });

/**
 * ONE chart for every declared form (issue 19), lifted from the two password forms: loading (when a
 * load call or a dropdown's list exists) → editing; a refused submit → invalid, focusing the first
 * invalid input (spec 02 §5); saving → saved | refused (the server's 400 shown per field from
 * `data.Problems`, focusing the first) | failed (Try again); a load the server refuses (403) →
 * unauthorized. Every change re-checks every field, so
 * an equal-to rule follows the field it names.
 */
export const formMachine = setup({
  types: {
    input: {} as FormInput,
    context: {} as FormContext,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    load: fromPromise<FormLoaded, Readonly<Record<string, string>>>(async () => {
      throw new Error('load is provided by the form');
    }),
    save: fromPromise<unknown, FormSaveInput>(async () => {
      throw new Error('save is provided by the form');
    }),
  },
  guards: {
    loads: ({ context }) => context.spec.loads,
    isValid: ({ context }) => isSubmittable(context),
    isRefusal: ({ context, event }) => 'error' in event && refusalOf(event.error, context.spec.fields) !== null,
    refusedByServer: (_, error: unknown) => isRefusal(error),
    loadFailed: ({ context }) => context.failedStep === 'load',
    formShown: ({ context }) => context.failedStep !== 'load',
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: context.spec.check(values), problems: without(context.problems, event.field) };
    }),
    touch: assign({ touched: ({ context, event }) => (event.type === 'BLUR' ? { ...context.touched, [event.field]: true } : context.touched) }),
    /**
     * The save failed or was refused. Nothing by default; a flow that runs the form as its child
     * provides it (Update Password's captcha is good once: machines/passwordChange.machine.ts).
     */
    unsaved: () => {},
    focusFirstInvalid: emit(({ context }) => ({ type: 'focus' as const, field: firstInvalidField(context) ?? context.spec.fields[0] ?? '' })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({ ...input, ...fresh(input.spec, input.spec.initial), failure: null, failedStep: null, options: {}, loaded: {} }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'loads', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: ['busy'],
      entry: assign({ failure: null, failedStep: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.params,
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            ...fresh(context.spec, { ...context.spec.initial, ...event.output.values }),
            options: event.output.options,
            loaded: event.output.values,
          })),
        },
        onError: [
          // A record the caller may not see (a UserId outside its tree: the server's 403, never its text) is a refusal, not a failure.
          { guard: { type: 'refusedByServer', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'unauthorized' },
          { target: 'failed', actions: assign({ failure: ({ event }) => errorText(event.error), failedStep: 'load' }) },
        ],
      },
    },
    editing: {
      on: {
        CHANGE: { actions: 'edit' },
        BLUR: { actions: 'touch' },
        SUBMIT: [{ guard: 'isValid', target: 'saving' }, { target: 'invalid' }],
      },
    },
    // A submit the rules refused: every problem shows, the first invalid input has the focus.
    invalid: {
      entry: [assign({ submitted: true }), 'focusFirstInvalid'],
      on: {
        CHANGE: { actions: 'edit' },
        BLUR: { actions: 'touch' },
        SUBMIT: [{ guard: 'isValid', target: 'saving' }, { target: 'invalid', reenter: true }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null, failedStep: null, refusal: [] }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ values: context.values, params: context.params }),
        onDone: {
          target: 'saved',
          actions: enqueueActions(({ context, enqueue }) => {
            const { reset, navigate } = context.spec.afterSave;
            if (reset) enqueue.assign(fresh(context.spec, { ...context.spec.initial, ...context.loaded }));
            if (navigate) enqueue.emit(navigateTo(navigate, { replace: true }));
          }),
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'refused',
            actions: [
              assign(({ context, event }) => {
                const refusal = refusalOf(event.error, context.spec.fields)!;
                return { problems: refusal.fields, refusal: refusal.other };
              }),
              'unsaved',
            ],
          },
          {
            target: 'failed',
            actions: [assign({ failure: ({ event }) => errorText(event.error), failedStep: 'save' }), 'unsaved'],
          },
        ],
      },
    },
    // Saved; the message stays until the user types again.
    saved: {
      on: {
        CHANGE: { target: 'editing', actions: 'edit' },
        BLUR: { actions: 'touch' },
        SUBMIT: [{ guard: 'isValid', target: 'saving' }, { target: 'invalid' }],
      },
    },
    // The server refused fields: each shows its problem until it changes; the first has the focus.
    refused: {
      entry: 'focusFirstInvalid',
      on: {
        CHANGE: { actions: 'edit' },
        BLUR: { actions: 'touch' },
        SUBMIT: [{ guard: 'isValid', target: 'saving' }, { target: 'invalid' }],
      },
    },
    // 'Unauthorized Access' (spec 02 §6, §8): no form and no Try again; nothing the user does changes it.
    unauthorized: { tags: ['refused'] },
    // A failed load shows only Try again (RETRY); after a failed save the form stays, and a submit tries again.
    failed: {
      on: {
        RETRY: { guard: 'loadFailed', target: 'loading' },
        CHANGE: { guard: 'formShown', actions: 'edit' },
        BLUR: { guard: 'formShown', actions: 'touch' },
        SUBMIT: [{ guard: 'isValid', target: 'saving' }, { target: 'invalid' }],
      },
    },
  },
});
