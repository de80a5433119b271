import { msg } from '@lingui/core/macro';
import { addThrowNumbers } from '../../../contract/throwNumbers.ts';
import { limitNumber } from '../../../domain/limitNumber.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { THROW_NUMBER_ADD_PATH } from '../../screens/declarations/throwNumbers.ts';

/** The server's rule (server/outset/throwNumbers.ts): each word a 4D number or a roll's R form. */
const numbersRule = (text: string) => {
  const wrong = text.split(/[\s,;]+/).filter((word) => word && (word === '*' || limitNumber(word, 'roll') === null));
  return wrong.length > 0 ? msg`Not a 4D number: ${wrong.slice(0, 5).join(', ')}. A number is 4 digits (a roll: R in place of one digit).` : null;
};

/**
 * Add throw numbers (spec 02 §7.6 POST bet/throw): several at once, separated by spaces or commas, for
 * the caller or a user of its tree. Numbers thrown already are left as they are.
 */
export const throwNumberAdd: FormDeclaration = {
  id: 'throwNumberAdd',
  path: THROW_NUMBER_ADD_PATH,
  title: msg`Add Throw Numbers`,
  menuItem: 'throwNumber',
  fields: [
    { name: 'UserId', label: msg`User Id (empty: yourself)`, kind: 'text', maxLength: 64, fromUrl: true },
    { name: 'Numbers', label: msg`Numbers (separated by spaces or commas)`, kind: 'text', maxLength: 4000, required: msg`Enter at least one number.`, rule: numbersRule },
  ],
  save: { endpoint: addThrowNumbers, params: [] },
  savedMessage: msg`Throw numbers added.`,
  resetAfterSave: true,
};
