/**
 * Every reason a draw result is refused, with a message a person can act on. The code is stable (the app
 * may translate by it, with the same arguments); the English message is what the server sends.
 * Field names in messages come from fieldLabel / fieldReference below, so "Starter 4" reads the same
 * everywhere.
 */
import type { ResultField } from './results.ts';

const numbersWere = (count: number) => (count === 1 ? '1 number was' : `${count} numbers were`);

export const RESULT_MESSAGES = {
  'four-d-count': (entered: number) => `${numbersWere(entered)} entered; a 4D draw has 23.`,
  'four-d-missing': (label: string) => `${label} is empty: enter its 4-digit number.`,
  'four-d-extra': (label: string, prizeName: string, count: number) =>
    `A 4D draw has ${count} ${prizeName} numbers: remove ${label}.`,
  'four-d-digits': () => 'A number has 4 digits (0-9).',
  'four-d-duplicate': (label: string, number: string, other: string) => `${label}: ${number} is already ${other}.`,
  'toto-count': (entered: number) =>
    `${numbersWere(entered)} entered; a TOTO draw has 6 numbers and the additional number.`,
  'toto-missing': (label: string) => `${label} is empty: enter a number from 1 to 49.`,
  'toto-extra': (label: string) => `A TOTO draw has 6 winning numbers: remove ${label}.`,
  'toto-range': () => 'TOTO numbers are 1 to 49.',
  'toto-duplicate': (label: string, number: number, other: string) => `${label}: ${number} is already ${other}.`,
} as const;

export type ResultErrorCode = keyof typeof RESULT_MESSAGES;

export type ResultErrorArgs<C extends ResultErrorCode> = Parameters<(typeof RESULT_MESSAGES)[C]>;

export function resultErrorMessage<C extends ResultErrorCode>(code: C, ...args: ResultErrorArgs<C>): string {
  return (RESULT_MESSAGES[code] as (...a: ResultErrorArgs<C>) => string)(...args);
}

/**
 * One problem of an entered result: where (null: the result as a whole), which rule, and the message.
 * What a translation needs beyond the field and its text is given too: the count entered (the count
 * codes) and the field that already holds a repeated number (the duplicate codes).
 */
export interface ResultProblem {
  readonly field: ResultField | null;
  readonly code: ResultErrorCode;
  readonly message: string;
  readonly entered?: number;
  readonly sameAs?: ResultField;
}

const TOP_THREE_LABELS = { first: '1st prize', second: '2nd prize', third: '3rd prize' } as const;

/** A field as the start of a sentence: "1st prize", "Starter 4", "Number 2", "The additional number". */
export function fieldLabel(field: ResultField): string {
  switch (field.prize) {
    case 'first':
    case 'second':
    case 'third':
      return TOP_THREE_LABELS[field.prize];
    case 'starter':
      return `Starter ${field.position}`;
    case 'consolation':
      return `Consolation ${field.position}`;
    case 'toto':
      return `Number ${field.position}`;
    case 'additional':
      return 'The additional number';
  }
}

/** A field named inside a sentence: "the 1st prize", "Starter 4", "number 2", "the additional number". */
export function fieldReference(field: ResultField): string {
  switch (field.prize) {
    case 'first':
    case 'second':
    case 'third':
      return `the ${TOP_THREE_LABELS[field.prize]}`;
    case 'toto':
      return `number ${field.position}`;
    case 'additional':
      return 'the additional number';
    default:
      return fieldLabel(field);
  }
}

export const problem = <C extends ResultErrorCode>(
  field: ResultField | null,
  code: C,
  ...args: ResultErrorArgs<C>
): ResultProblem => ({ field, code, message: resultErrorMessage(code, ...args) });
