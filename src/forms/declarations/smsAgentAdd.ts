import { msg } from '@lingui/core/macro';
import { memberByRole } from '../../../contract/userAdmin.ts';
import { addSMSAgent } from '../../../contract/smsAgents.ts';
import { defineOptionSource } from '../../screens/optionSource.ts';
import { SMS_AGENT_ADD_PATH } from '../../screens/declarations/smsAgents.ts';
import { userLabel } from '../../widgets/userSort.ts';
import type { FormDeclaration } from '../formDeclaration.ts';

/** The agents of the caller's tree (dMemberByRole?Role=AG): who may take SMS bets. */
const agentsSource = defineOptionSource({
  id: 'smsAgentCandidates',
  endpoint: memberByRole,
  params: ['LocId'],
  fixedQuery: { Role: 'AG' },
  option: (user) => ({ value: user.UserId, label: userLabel(user) }),
});

/**
 * Add an SMS agent (spec 02 §7.15 POST addSMSAgent): an agent of the caller's tree and the number its
 * bettors text at the current location, checked as every phone number is (spec 02 §2.9: digits without
 * '+', Singapore's beginning with 65). The server answers a number in use or an agent away from the
 * location on its field.
 */
export const smsAgentAdd: FormDeclaration = {
  id: 'smsAgentAdd',
  path: SMS_AGENT_ADD_PATH,
  title: msg`Add SMS Agent`,
  menuItem: 'smsAgent',
  fields: [
    { name: 'AgentId', label: msg`Agent Id`, kind: 'dropdown', source: agentsSource, required: msg`Choose the agent.` },
    { name: 'Mobile', label: msg`SMS Number`, kind: 'phone', required: msg`Enter the number.` },
  ],
  save: { endpoint: addSMSAgent, params: [] },
  savedMessage: msg`SMS agent added.`,
  resetAfterSave: true,
};
