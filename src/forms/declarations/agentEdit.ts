import { msg } from '@lingui/core/macro';
import { agentProfile, editAgent } from '../../../contract/agents.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { AGENT_FLAG_FIELDS, BET_FLAG_FIELDS, LOCATIONS_FIELD, RATE_FIELDS, USER_NAME_FIELD } from '../userAdmin/userFields.ts';

/** Edit Agent (PUT agents/): a downline agent's name, locations, flags and rates, loaded from agents/profile. */
export const agentEdit: FormDeclaration = {
  id: 'agentEdit',
  path: '/admin/agents/edit',
  title: msg`Edit Agent`,
  menuItem: 'agents',
  fields: [USER_NAME_FIELD, LOCATIONS_FIELD, ...AGENT_FLAG_FIELDS, ...BET_FLAG_FIELDS, ...RATE_FIELDS],
  load: { endpoint: agentProfile, params: ['UserId'] },
  save: { endpoint: editAgent, params: ['UserId'] },
  savedMessage: msg`Agent saved.`,
};
