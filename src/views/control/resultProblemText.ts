import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FieldProblem } from '../../../machines/rules/resultForm.ts';

/**
 * A refused result's problem in the user's language, by its code (domain/settlement/resultMessages.ts),
 * with the field's own label; the server's English message when the code is unknown. The count codes
 * concern the whole result; the form always has all its inputs, so they come with a field left empty.
 */
export function resultProblemText(i18n: I18n, problem: FieldProblem, label: string | null, sameAsLabel: string | null): string {
  const field = label ?? '';
  switch (problem.code) {
    case 'four-d-count':
      return i18n._(msg`A 4D draw has 23 different numbers.`);
    case 'four-d-missing':
      return i18n._(msg`${field} is empty: enter its 4-digit number.`);
    case 'four-d-extra':
      return i18n._(msg`Remove ${field}: a 4D draw has no such number.`);
    case 'four-d-digits':
      return i18n._(msg`A number has 4 digits (0-9).`);
    case 'four-d-duplicate':
    case 'toto-duplicate':
      return sameAsLabel ? i18n._(msg`${field}: this number is already ${sameAsLabel}.`) : i18n._(msg`${field}: this number is entered twice.`);
    case 'toto-count':
      return i18n._(msg`A TOTO draw has 6 numbers and the additional number.`);
    case 'toto-missing':
      return i18n._(msg`${field} is empty: enter a number from 1 to 49.`);
    case 'toto-extra':
      return i18n._(msg`A TOTO draw has 6 winning numbers: remove ${field}.`);
    case 'toto-range':
      return i18n._(msg`TOTO numbers are 1 to 49.`);
    default:
      return problem.message;
  }
}
