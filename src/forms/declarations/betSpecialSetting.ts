import { msg } from '@lingui/core/macro';
import { betSpecialSetting as loadSetting, MAX_BET_SPECIAL_CHARS, updateBetSpecialSetting } from '../../../contract/betSpecial.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import { BET_SPECIAL_SETTING_PATH } from '../../screens/betSpecialPaths.ts';

/**
 * A user's special bets (spec 02 §2.2 Bet Special; §7.6 getBetSpecialSetting1, updateBetSpecialSetting):
 * Place Bets lines, one a bet, that Generate places into a draw. Opened from Bet Special with the user
 * chosen (UserId in the URL); the server checks every line as Place Bets does and names each bad one.
 */
export const betSpecialSettingForm: FormDeclaration = {
  id: 'betSpecialSetting',
  path: BET_SPECIAL_SETTING_PATH,
  title: msg`Special Bets`,
  menuItem: 'betSpecial',
  fields: [
    { name: 'UserId', label: msg`User Id`, kind: 'dropdown', source: memberTreeSource, required: msg`Choose the user.`, fromUrl: true },
    { name: 'Message', label: msg`Bets (one Place Bets line each)`, kind: 'text', lines: 10, maxLength: MAX_BET_SPECIAL_CHARS },
    { name: 'Enabled', label: msg`Enabled`, kind: 'flag' },
  ],
  load: { endpoint: loadSetting, params: ['UserId'] },
  save: { endpoint: updateBetSpecialSetting, params: [] },
  savedMessage: msg`Special bets saved.`,
};
