import type { FormLoaded, FormSaveInput } from '../../machines/form.machine.ts';
import { parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { submissionKeys, type SubmissionKeys } from '../api/submissionKeys.ts';
import { loadOptions } from '../screens/options.ts';
import { textOf, wireValue } from './fieldKinds.ts';
import type { CeilingsCall, FormCall, FormDeclaration } from './formDeclaration.ts';

/** The named URL parameters a call takes. */
const pick = (call: FormCall, params: Readonly<Record<string, string>>) =>
  Object.fromEntries(call.params.flatMap((name) => (params[name] !== undefined ? [[name, params[name]]] : [])));

/** The ceilings as the rules read them (formDeclaration.ts ceilingOf): each answer value as `ceiling:<name>`, and whose. */
async function loadCeilings(api: ApiClient, call: CeilingsCall, params: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const named = Object.entries(call.query).flatMap(([name, from]) => (params[from] ? [[name, params[from]]] : []));
  const answer = (await api.call(call.endpoint, { query: Object.fromEntries(named) } as never)) as Record<string, unknown>;
  const values = Object.entries(answer).flatMap(([name, value]) => (typeof value === 'number' || typeof value === 'string' ? [[`ceiling:${name}`, String(value)]] : []));
  return { ...Object.fromEntries(values), 'ceiling:of': named[0]?.[1] ?? '' };
}

/**
 * The load of a form (the edge of the form machine): the record through the load call (each field
 * takes the answer's value of its name) and the dropdowns' lists, together.
 */
export function loadForm(api: ApiClient, form: FormDeclaration) {
  return async (params: Readonly<Record<string, string>>): Promise<FormLoaded> => {
    const sources = form.fields.flatMap((field) => (field.kind === 'dropdown' ? [field.source] : []));
    const url = parseScreenUrl(`?${new URLSearchParams(params).toString()}`);
    // A form whose record a field names loads none until that field is chosen.
    const load = form.fields.some((field) => field.namesRecord && !params[field.name]) ? undefined : form.load;
    const [record, options, ceilings] = await Promise.all([
      load ? api.call(load.endpoint, { query: pick(load, params), params: pick(load, params) } as never) : Promise.resolve(null),
      loadOptions(api, [...new Set(sources)], url),
      form.ceilings ? loadCeilings(api, form.ceilings, params) : Promise.resolve({}),
    ]);
    const answer = (record ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(form.fields.filter((field) => field.name in answer).map((field) => [field.name, textOf(field, answer[field.name])]));
    return { values: { ...values, ...ceilings }, options: options as FormLoaded['options'] };
  };
}

/**
 * The Idempotency-Keys of each form whose save is a money write (`idempotent` in the contract): one
 * per submission, the same when the same values are sent again after no answer came (src/api/
 * submissionKeys.ts), so a payment retried after a lost answer is recorded once.
 */
const keysOfForm = new WeakMap<FormDeclaration, SubmissionKeys<unknown>>();
const keysOf = (form: FormDeclaration) => {
  if (!keysOfForm.has(form)) keysOfForm.set(form, submissionKeys());
  return keysOfForm.get(form)!;
};

/** The save of a form: the fields' values as the call takes them, and the URL parameters it names. */
export function saveForm(api: ApiClient, form: FormDeclaration) {
  return async ({ values, params }: FormSaveInput): Promise<unknown> => {
    const body: Record<string, unknown> = { ...pick(form.save, params) };
    for (const field of form.fields) {
      const value = wireValue(field, values[field.name] ?? '');
      if (value !== undefined) body[field.name] = value;
    }
    const request = { body, params: pick(form.save, params), ...(form.save.query ? { query: form.save.query } : {}) };
    if (!form.save.endpoint.idempotent) return api.call(form.save.endpoint, request as never);
    return keysOf(form).submit(request, (idempotencyKey) => api.call(form.save.endpoint, { ...request, idempotencyKey } as never));
  };
}
