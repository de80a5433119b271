import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BetErrorCode, InvalidLine } from '../../../domain/bets/index.ts';

/**
 * The parser's reasons in the user's language, by their stable code. Reasons that quote the line or
 * the location (a day code, a TOTO form, a location list) carry values the parser does not return
 * apart from its English text, so those are shown as the parser wrote them.
 */
export const TRANSLATED_BET_ERRORS: Partial<Record<BetErrorCode, MessageDescriptor>> = {
  'empty-line': msg`The line is empty: write a bet such as 1234 1-2`,
  'day-code-alone': msg`A day code alone sets the day only on the first line of a message: write the bet after it, e.g. 0 1234 1-2`,
  'number-digit': msg`A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234`,
  'number-too-long': msg`A number has exactly 4 digits`,
  'roll-twice': msg`Only one position can be rolled: write a single R`,
  'roll-with-ik': msg`Roll (R) cannot be combined with i or k`,
  'suffix-spaced': msg`Write i or k right after the number, without a space, e.g. 1234i 1-2`,
  'toto-plain-number': msg`A TOTO form takes a plain 4-digit number, without R, i or k`,
  'toto-dash': msg`Write the TOTO ticket amount after a '-', e.g. 1234/-2`,
  'toto-amount-zero': msg`The TOTO ticket amount must be above zero`,
  'toto-amount-whole': msg`The TOTO ticket amount must be a whole number`,
  'amount-missing': msg`Write the amount as big-small after the number, e.g. 1234 1-2 (H- is 0.5, Q- is 0.25)`,
  'amount-dash': msg`Write the amount as big-small with a '-' between them, e.g. 1-2, or 1- for big only`,
  'amount-decimal-digits': msg`Write digits after the decimal point, e.g. 1.50`,
  'small-not-whole': msg`Small amount must be a whole number`,
  'stake-zero': msg`Big + small must be above zero`,
  'trailing-text': msg`Unexpected text after the amount: write one bet per line`,
};

export function betErrorText(line: InvalidLine, t: (descriptor: MessageDescriptor) => string): string {
  const descriptor = TRANSLATED_BET_ERRORS[line.code];
  return descriptor ? t(descriptor) : line.message;
}
