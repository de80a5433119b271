import { distributorRuleForm } from '../../src/forms/declarations/distributor.ts';
import { setting6 } from '../../src/forms/declarations/setting6.ts';
import { formSpecOf } from '../../src/forms/formSpec.ts';
import { eventsOf, refusal } from './adminForms.events.ts';

/**
 * The form machine walked on Out Setting 3's forms (issue 21): Setting6 (a user and a distributor from
 * two lists, where the Out goes as a fixed choice, a distributor required only when the Out goes to
 * one; the server refusing a distributor of another line on its field) and a distributor's rule (loaded,
 * a choice and a flag; the server refusing a rule kind it does not know).
 */

// ---- Setting6: opened with the list's user in the URL.
export const SETTING6_URL = '/outset/outSetting3/setting6?UserId=agent3&LocId=SG';
export const setting6Input = { spec: formSpecOf(setting6, {}, { UserId: 'agent3' }), params: { UserId: 'agent3', LocId: 'SG' } };
export const setting6Events = eventsOf(
  [
    { type: 'CHANGE', field: 'OutTo', value: 'distributor' },
    { type: 'SUBMIT' },
    { type: 'CHANGE', field: 'DistributorId', value: '5' },
    { type: 'CHANGE', field: 'OutTo', value: 'upline' },
    { type: 'CHANGE', field: 'UserId', value: '' },
  ],
  {
    values: {},
    options: {
      memberTree: [{ UserId: 'agent3', UserName: 'agent3' }],
      partnerWeb: [{ DistributorId: 5, Name: 'North Co', OwnerId: 'agent2' }],
    },
  },
  refusal('DistributorId', 'notOnPath', 'Choose a distributor at SG of agent3 or of its uplines in your tree.'),
);

// ---- A distributor's rule: loaded by the row's DistributorId.
export const RULE_URL = '/outset/outSetting3/distributor/rule?DistributorId=5&LocId=SG';
export const ruleInput = { spec: formSpecOf(distributorRuleForm, {}, { DistributorId: '5' }), params: { DistributorId: '5', LocId: 'SG' } };
export const ruleEvents = eventsOf(
  [
    { type: 'CHANGE', field: 'Applies', value: 'partnersAndDownline' },
    { type: 'CHANGE', field: 'TakeOver', value: 'true' },
    { type: 'CHANGE', field: 'Applies', value: '' },
    { type: 'SUBMIT' },
  ],
  { values: { Applies: 'partners', TakeOver: '' }, options: {} },
  refusal('Applies', 'unknown', 'Choose whose Out the rule sends to the distributor.'),
);
