import type { FieldMessage, FormSpec, FormValues } from '../../machines/form.machine.ts';
import { isEmpty, kindProblem } from './fieldKinds.ts';
import type { FormDeclaration, FormField } from './formDeclaration.ts';

/** One field's problem: required first, then its kind's rule, its own rule, then equal-to (spec 02 §5). */
export function fieldProblem(field: FormField, values: FormValues): FieldMessage | null {
  const text = values[field.name] ?? '';
  if (isEmpty(field, text)) return field.required ?? null;
  const problem = kindProblem(field, text) ?? field.rule?.(text, values) ?? null;
  if (problem) return problem;
  if (field.equalTo && text !== (values[field.equalTo.field] ?? '')) return field.equalTo.message;
  return null;
}

/** Every field's problem, in field order. */
export function checkFields(fields: readonly FormField[], values: FormValues): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/**
 * The chart's view of a declaration: field order, the values it starts with (empty, or a `fromUrl`
 * field's URL parameter), the rules, whether it loads first.
 */
export function formSpecOf(
  form: Pick<FormDeclaration, 'fields' | 'load' | 'resetAfterSave' | 'ceilings'>,
  afterSave: FormSpec['afterSave'] = {},
  params: Readonly<Record<string, string>> = {},
): FormSpec {
  return {
    fields: form.fields.map((field) => field.name),
    initial: Object.fromEntries(form.fields.map((field) => [field.name, field.fromUrl || field.namesRecord ? (params[field.name] ?? '') : ''])),
    check: (values) => checkFields(form.fields, values),
    loads: form.load !== undefined || form.ceilings !== undefined || form.fields.some((field) => field.kind === 'dropdown'),
    afterSave: { reset: form.resetAfterSave, ...afterSave },
  };
}

/** The URL parameters a form's calls take (its load, its save, its ceilings, its dropdowns' sources), read from its URL's query. */
export function formParams(form: Pick<FormDeclaration, 'fields' | 'load' | 'save' | 'ceilings'>, search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const sources = form.fields.flatMap((field) => (field.kind === 'dropdown' ? field.source.params : []));
  const fromUrl = form.fields.flatMap((field) => (field.fromUrl || field.namesRecord ? [field.name] : []));
  const names = new Set([...(form.load?.params ?? []), ...form.save.params, ...sources, ...fromUrl, ...Object.values(form.ceilings?.query ?? {})]);
  return Object.fromEntries([...names].flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])));
}
