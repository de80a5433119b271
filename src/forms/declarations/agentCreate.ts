import { msg } from '@lingui/core/macro';
import { createAgent } from '../../../contract/agents.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { AGENT_FLAG_FIELDS, BET_FLAG_FIELDS, CREDIT_FIELD, LOCATIONS_FIELD, NEW_PASSWORD_FIELDS, PARENT_CEILINGS, NEW_USER_ID_FIELD, RATE_FIELDS, USER_NAME_FIELD } from '../userAdmin/userFields.ts';

/**
 * Create Agent, the full form (issue 20; POST agents/): under the caller, or under the agent whose
 * downline the Agents screen showed (ParentId in the URL). Its initial credit goes through the credit
 * rule; the save carries an Idempotency-Key.
 */
export const agentCreate: FormDeclaration = {
  id: 'agentCreate',
  path: '/admin/agents/new',
  title: msg`Create Agent`,
  menuItem: 'agents',
  fields: [NEW_USER_ID_FIELD, USER_NAME_FIELD, ...NEW_PASSWORD_FIELDS, LOCATIONS_FIELD, ...AGENT_FLAG_FIELDS, ...BET_FLAG_FIELDS, ...RATE_FIELDS, CREDIT_FIELD],
  ceilings: PARENT_CEILINGS,
  save: { endpoint: createAgent, params: ['ParentId'] },
  savedMessage: msg`Agent created.`,
  resetAfterSave: true,
};
