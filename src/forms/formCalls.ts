import type { FormLoaded, FormSaveInput } from '../../machines/form.machine.ts';
import { parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { loadOptions } from '../screens/options.ts';
import { submissionKeys, type SubmissionKeys } from '../api/submissionKeys.ts';
import { textOf, wireValue } from './fieldKinds.ts';
import type { FormCall, FormDeclaration } from './formDeclaration.ts';

/** The named URL parameters a call takes. */
const pick = (call: FormCall, params: Readonly<Record<string, string>>) =>
  Object.fromEntries(call.params.flatMap((name) => (params[name] !== undefined ? [[name, params[name]]] : [])));

/**
 * The load of a form (the edge of the form machine): the record through the load call (each field
 * takes the answer's value of its name) and the dropdowns' lists, together.
 */
export function loadForm(api: ApiClient, form: FormDeclaration) {
  return async (params: Readonly<Record<string, string>>): Promise<FormLoaded> => {
    const sources = form.fields.flatMap((field) => (field.kind === 'dropdown' ? [field.source] : []));
    const url = parseScreenUrl(`?${new URLSearchParams(params).toString()}`);
    const load = form.load;
    const [record, options] = await Promise.all([
      load ? api.call(load.endpoint, { query: pick(load, params), params: pick(load, params) } as never) : Promise.resolve(null),
      loadOptions(api, [...new Set(sources)], url),
    ]);
    const answer = (record ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(form.fields.filter((field) => field.name in answer).map((field) => [field.name, textOf(field, answer[field.name])]));
    return { values, options: options as FormLoaded['options'] };
  };
}

/** The keys of each idempotent form's submissions (a credit grant, a create): one per submission, the same on a retry. */
const keysOf = new Map<string, SubmissionKeys<unknown>>();

/**
 * The save of a form: the fields' values as the call takes them, the URL parameters it names, and
 * its fixed query. An `idempotent` call carries an Idempotency-Key (src/api/submissionKeys.ts).
 */
export function saveForm(api: ApiClient, form: FormDeclaration) {
  return async ({ values, params }: FormSaveInput): Promise<unknown> => {
    const body: Record<string, unknown> = { ...pick(form.save, params) };
    for (const field of form.fields) {
      const value = wireValue(field, values[field.name] ?? '');
      if (value !== undefined) body[field.name] = value;
    }
    const input = { body, params: pick(form.save, params), ...(form.save.query ? { query: form.save.query } : {}) };
    if (!form.save.endpoint.idempotent) return api.call(form.save.endpoint, input as never);
    if (!keysOf.has(form.id)) keysOf.set(form.id, submissionKeys());
    return keysOf.get(form.id)!.submit(input, (idempotencyKey) => api.call(form.save.endpoint, { ...input, idempotencyKey } as never));
  };
}
