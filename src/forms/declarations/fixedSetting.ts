import { msg } from '@lingui/core/macro';
import { MAX_FIXED_HOURS, selectFixedSetting, updateFixedSetting } from '../../../contract/fixedBets.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * Fixed Setting (spec 02 §2.2 /control/fixedSetting, §7.11 selectFixedSetting, updateFixedSetting;
 * granted FixedSetting): when the fixed bets of the location are placed. A run places each fixed bet
 * for the open draws whose cut-off is at most that many hours ahead; Place automatically lets the
 * schedule start the runs (else only Fixed Process does).
 */
export const fixedSetting: FormDeclaration = {
  id: 'fixedSetting',
  title: msg`Fixed Setting`,
  menuItem: 'fixedSetting',
  fields: [
    {
      name: 'HoursBeforeCutOff',
      label: msg`Place fixed bets this many hours before a draw's cut-off`,
      kind: 'rate',
      range: { min: '1', max: String(MAX_FIXED_HOURS), step: '1' },
      unit: 'fraction',
      required: msg`Enter the hours.`,
    },
    { name: 'AutoPlace', label: msg`Place automatically`, kind: 'flag' },
  ],
  load: { endpoint: selectFixedSetting, params: [] },
  save: { endpoint: updateFixedSetting, params: [] },
  savedMessage: msg`Fixed Setting saved.`,
};
