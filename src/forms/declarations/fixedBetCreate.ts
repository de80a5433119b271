import { msg } from '@lingui/core/macro';
import { createFixedBet, MAX_FIXED_MESSAGE_CHARS } from '../../../contract/fixedBets.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import { FIXED_BET_CREATE_PATH } from '../../screens/declarations/fixedBets.ts';

/**
 * Create a fixed bet (spec 02 §7.6 POST bet/fixed; issue 21): a bet message in the Place Bets notation
 * for a user of one's tree, without day codes, repeated on every draw of the days chosen (created active). The server
 * parses every line like Place Bets and answers each refused line on the Message field.
 */
export const fixedBetCreate: FormDeclaration = {
  id: 'fixedBetCreate',
  path: FIXED_BET_CREATE_PATH,
  title: msg`Create Fixed Bet`,
  menuItem: 'fixedBets',
  fields: [
    { name: 'UserId', label: msg`User Id`, kind: 'dropdown', source: memberTreeSource, required: msg`Choose the user.`, fromUrl: true },
    { name: 'Message', label: msg`Bets (one per line, no day code)`, kind: 'text', lines: 6, maxLength: MAX_FIXED_MESSAGE_CHARS, required: msg`Write at least one bet line, e.g. 1234 1-2` },
    { name: 'Days', label: msg`Draw days`, kind: 'days', required: msg`Choose at least one draw day.` },
  ],
  save: { endpoint: createFixedBet, params: [] },
  savedMessage: msg`Fixed bet created.`,
  resetAfterSave: true,
};
