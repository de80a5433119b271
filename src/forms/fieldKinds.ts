import { msg } from '@lingui/core/macro';
import type { FieldMessage } from '../../machines/form.machine.ts';
import { decimalText, parseDecimal, rescale } from '../widgets/decimal.ts';
import { rangeError } from '../widgets/numberRanges.ts';
import { isCalendarDay } from '../../contract/fields.ts';
import type { FormField } from './formDeclaration.ts';

/**
 * What each kind of field does with its text (pure): its own rule, the value the call takes, and
 * the text of a loaded value. The form holds every value as text, as typed.
 */

/** The locations a `locations` field offers (spec 02 §1). */
export const LOCATIONS = ['SG', 'MG', 'TT'] as const;

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const PHONE = /^\d+$/;
/** E.164: a country code and the number, at most 15 digits; Singapore's 65 and its 8 digits make 10. */
const PHONE_MIN = 9;
const PHONE_MAX = 15;
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
      const digits = text.trim();
      if (digits.startsWith('+')) return msg`Write the number without +.`;
      if (!PHONE.test(digits)) return msg`Enter digits only.`;
      // Eight digits is a Singapore number without its country code.
      if (digits.length < PHONE_MIN) return msg`Singapore numbers must begin with 65.`;
      return digits.length > PHONE_MAX ? msg`Enter at most 15 digits.` : null;
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) && isCalendarDay(text.trim()) ? null : msg`Enter a date (YYYY-MM-DD).`;
    case 'locations':
      return list(text).every((loc) => (LOCATIONS as readonly string[]).includes(loc)) ? null : msg`Choose SG, MG or TT.`;
    default:
      return null;
  }
}

/** Whether the field counts as empty for its required rule. */
export const isEmpty = (field: FormField, text: string) => (field.kind === 'locations' ? list(text).length === 0 : text.trim() === '');

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
      return list(text);
    case 'phone':
    case 'text':
    case 'date':
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
      return Array.isArray(value) ? value.join(',') : String(value);
    default:
      return String(value);
  }
}
