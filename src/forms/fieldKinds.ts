import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { phoneProblem, type PhoneProblem } from '../../domain/phone.ts';
import type { FieldMessage } from '../../machines/form.machine.ts';
import { decimalText, parseDecimal, rescale } from '../widgets/decimal.ts';
import { rangeError } from '../widgets/numberRanges.ts';
import { HEX_COLOR, isCalendarDay } from '../../contract/fields.ts';
import { FIXED_BET_DAYS } from '../../contract/fixedBets.ts';
import type { FormField } from './formDeclaration.ts';

/**
 * What each kind of field does with its text (pure): its own rule, the value the call takes, and
 * the text of a loaded value. The form holds every value as text, as typed.
 */

/** The locations a `locations` field offers (spec 02 §1). */
export const LOCATIONS = ['SG', 'MG', 'TT'] as const;
/** The weekdays a `days` field offers, as the draws name them. */
export const WEEKDAYS = FIXED_BET_DAYS;

/** The kinds that are a list of checkboxes, and what each offers. */
export const checkListOf = (field: FormField): readonly string[] | null =>
  field.kind === 'locations' ? LOCATIONS : field.kind === 'days' ? WEEKDAYS : null;

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
/** The phone rule's messages (domain/phone.ts PHONE_MESSAGES), for the catalogs. */
const PHONE_FIELD_MESSAGES: Record<PhoneProblem, MessageDescriptor> = {
  plus: msg`Write the number without +.`,
  digits: msg`Enter digits only.`,
  singapore: msg`Singapore numbers must begin with 65.`,
  singaporeLength: msg`A Singapore number is 65 and 8 digits.`,
  tooLong: msg`Enter at most 15 digits.`,
};
const BASIS_POINTS_SCALE = 4;

const list = (text: string) => text.split(',').filter(Boolean);

/** The kind's own rule for a non-empty value. */
export function kindProblem(field: FormField, text: string): FieldMessage | null {
  switch (field.kind) {
    case 'money':
      return MONEY.test(text.trim()) ? null : msg`Enter an amount in dollars, with at most two decimals.`;
    case 'rate':
      return rangeError(text, field.range);
    case 'phone': {
      // The rule is domain/phone.ts, the server's too (spec 02 §2.9).
      const problem = phoneProblem(text.trim());
      return problem ? PHONE_FIELD_MESSAGES[problem] : null;
    }
    case 'choice':
      return field.choices.some((choice) => choice.value === text) ? null : msg`Choose one of the list.`;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) && isCalendarDay(text.trim()) ? null : msg`Enter a date (YYYY-MM-DD).`;
    case 'color':
      return HEX_COLOR.test(text.trim()) ? null : msg`Choose a colour: # and six hexadecimal digits, e.g. #FFF4D6.`;
    case 'locations':
      return list(text).every((loc) => (LOCATIONS as readonly string[]).includes(loc)) ? null : msg`Choose SG, MG or TT.`;
    case 'days':
      return list(text).every((day) => (WEEKDAYS as readonly string[]).includes(day)) ? null : msg`Choose days of the week.`;
    default:
      return null;
  }
}

/** Whether the field counts as empty for its required rule. */
export const isEmpty = (field: FormField, text: string) => (checkListOf(field) ? list(text).length === 0 : text.trim() === '');

/** The value the save call takes; undefined leaves an empty optional field out. */
export function wireValue(field: FormField, text: string): unknown {
  switch (field.kind) {
    case 'money': {
      if (text.trim() === '') return undefined;
      return Number(rescale(parseDecimal(text.trim())!, 2));
    }
    case 'rate': {
      if (text.trim() === '') return undefined;
      const decimal = parseDecimal(text.trim())!;
      return field.unit === 'basisPoints' ? Number(rescale(decimal, BASIS_POINTS_SCALE)) : Number(decimalText(decimal));
    }
    case 'flag':
      return text === 'true';
    case 'locations':
    case 'days':
      return list(text);
    case 'color':
      return text.trim() === '' ? undefined : text.trim();
    case 'phone':
    case 'text':
    case 'date':
    case 'html':
      return text.trim();
    default:
      return text;
  }
}

/** A loaded value as the field's text. */
export function textOf(field: FormField, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'money':
      return decimalText({ units: BigInt(Math.round(Number(value))), scale: 2 });
    case 'rate':
      return field.unit === 'basisPoints' ? decimalText({ units: BigInt(Math.round(Number(value))), scale: BASIS_POINTS_SCALE }) : String(value);
    case 'flag':
      return value === true ? 'true' : '';
    case 'locations':
    case 'days':
      return Array.isArray(value) ? value.join(',') : String(value);
    default:
      return String(value);
  }
}
