import { msg } from '@lingui/core/macro';
import {
  createDistributor, distributorById, distributorRule, updateDistributor, updateDistributorPartners, updateDistributorRule,
} from '../../../contract/distributors.ts';
import { memberTreeSource } from '../../screens/optionSources.ts';
import { OUT_SETTING3_PATHS } from '../../screens/declarations/outSetting3.ts';
import type { FormDeclaration, FormField } from '../formDeclaration.ts';

/**
 * Out Setting 3's distributor outlet (spec 02 §2.2, §3 "Distributor: DistributorId, partners, rules",
 * §7.8): create and edit a distributor, its partners and its rule. Each opens from the list
 * (src/screens/declarations/outSetting3.ts) with the row's DistributorId in the URL.
 */
const NAME_FIELDS: readonly FormField[] = [
  { name: 'Name', kind: 'text', maxLength: 64, label: msg`Name`, required: msg`Name is required.` },
  { name: 'Remarks', kind: 'text', maxLength: 500, label: msg`Remarks` },
];

export const distributorCreate: FormDeclaration = {
  id: 'distributorCreate',
  path: OUT_SETTING3_PATHS.create,
  title: msg`Create Distributor`,
  menuItem: 'outSetting3',
  fields: [
    // Empty: the caller's own; a user of its downline's otherwise (the list's User, when one is chosen).
    { name: 'OwnerId', kind: 'dropdown', source: memberTreeSource, fromUrl: true, label: msg`Owner` },
    ...NAME_FIELDS,
  ],
  save: { endpoint: createDistributor, params: [] },
  savedMessage: msg`Distributor created.`,
};

export const distributorEdit: FormDeclaration = {
  id: 'distributorEdit',
  path: OUT_SETTING3_PATHS.edit,
  title: msg`Edit Distributor`,
  menuItem: 'outSetting3',
  fields: NAME_FIELDS,
  load: { endpoint: distributorById, params: ['DistributorId'] },
  save: { endpoint: updateDistributor, params: ['DistributorId'] },
  savedMessage: msg`Distributor saved.`,
};

export const distributorPartners: FormDeclaration = {
  id: 'distributorPartners',
  path: OUT_SETTING3_PATHS.partners,
  title: msg`Partners`,
  menuItem: 'outSetting3',
  fields: [{ name: 'PartnerIds', kind: 'text', maxLength: 2000, label: msg`Agents of the owner's tree who deal with this distributor (user ids separated by commas)` }],
  load: { endpoint: distributorById, params: ['DistributorId'] },
  save: { endpoint: updateDistributorPartners, params: ['DistributorId'] },
  savedMessage: msg`Partners saved.`,
};

export const distributorRuleForm: FormDeclaration = {
  id: 'distributorRule',
  path: OUT_SETTING3_PATHS.rule,
  title: msg`Rule`,
  menuItem: 'outSetting3',
  fields: [
    {
      name: 'Applies',
      kind: 'choice',
      label: msg`Whose Out goes to the distributor`,
      required: msg`Choose whose Out the rule sends to the distributor.`,
      choices: [
        { value: 'nobody', label: msg`Nobody` },
        { value: 'partners', label: msg`Partners` },
        { value: 'partnersAndDownline', label: msg`Partners and their downline` },
      ],
    },
    { name: 'TakeOver', kind: 'flag', label: msg`Also move users whose Out goes to another distributor` },
  ],
  load: { endpoint: distributorRule, params: ['DistributorId'] },
  save: { endpoint: updateDistributorRule, params: ['DistributorId'] },
  savedMessage: msg`Rule saved. Run the rule to apply it.`,
};
