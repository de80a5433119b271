import { msg } from '@lingui/core/macro';
import { updateUserOutSetting } from '../../../contract/distributors.ts';
import { partnerWebSource } from '../../screens/distributorSources.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import { OUT_SETTING3_PATHS } from '../../screens/declarations/outSetting3.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/**
 * Out Setting 3's setting6 outlet (spec 02 §2.2): where one agent's Out goes at the location, its upline
 * or a distributor of its own line (the server refuses any other, on the Distributor field). Saving
 * recomputes the open draws' chain.
 */
export const setting6: FormDeclaration = {
  id: 'setting6',
  path: OUT_SETTING3_PATHS.setting6,
  title: msg`Setting6`,
  menuItem: 'outSetting3',
  fields: [
    { name: 'UserId', kind: 'dropdown', source: memberTreeSource, fromUrl: true, label: msg`User Id`, required: msg`User Id is required.` },
    {
      name: 'OutTo',
      kind: 'choice',
      label: msg`Out goes to`,
      required: msg`Choose where the Out goes.`,
      choices: [
        { value: 'upline', label: msg`Upline` },
        { value: 'distributor', label: msg`Distributor` },
      ],
    },
    {
      name: 'DistributorId',
      kind: 'dropdown',
      source: partnerWebSource,
      label: msg`Distributor`,
      rule: (value, values) => (values.OutTo === 'distributor' && value === '' ? msg`Choose a distributor.` : null),
    },
  ],
  save: { endpoint: updateUserOutSetting, params: [] },
  savedMessage: msg`Out setting saved.`,
};
