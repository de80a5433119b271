import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The equal-to rule (spec 02 §5): `field` must hold the same value as `other`. */
export interface EqualToRule {
  field: string;
  other: string;
  message: MessageDescriptor;
}

export function equalTo(field: string, other: string, message: MessageDescriptor = msg`The values do not match.`): EqualToRule {
  return { field, other, message };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The rule's message when the field's value differs from the other field's, else null. */
export function equalToError(values: Readonly<Record<string, unknown>>, rule: EqualToRule): MessageDescriptor | null {
  return text(values[rule.field]) === text(values[rule.other]) ? null : rule.message;
}

/**
 * The fields whose equal-to check must run again after `changed` changed: the field itself and
 * every field that must equal it (so editing the password re-checks its confirmation).
 */
export function fieldsToRecheck(changed: string, rules: readonly EqualToRule[]): string[] {
  const fields = rules.filter((rule) => rule.field === changed || rule.other === changed).map((rule) => rule.field);
  return [...new Set(fields)];
}

/** Runs the rules of the fields touched by `changed` (or all rules) and gives each field's error. */
export function checkEqualTo(
  values: Readonly<Record<string, unknown>>,
  rules: readonly EqualToRule[],
  changed?: string,
): Record<string, MessageDescriptor | null> {
  const fields = changed === undefined ? rules.map((rule) => rule.field) : fieldsToRecheck(changed, rules);
  return Object.fromEntries(
    fields.map((field) => {
      const failed = rules.filter((rule) => rule.field === field).map((rule) => equalToError(values, rule));
      return [field, failed.find((error) => error !== null) ?? null];
    }),
  );
}
