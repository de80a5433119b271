import { msg } from '@lingui/core/macro';
import { createAgent } from '../../../contract/agents.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { CREDIT_FIELD, NEW_PASSWORD_FIELDS, NEW_USER_ID_FIELD, USER_NAME_FIELD } from '../userAdmin/userFields.ts';

/** Create Agent, the simple form (POST agents/?Simple=true): id, name, password and credit; the rest from the parent. */
export const agentCreateSimple: FormDeclaration = {
  id: 'agentCreateSimple',
  path: '/admin/agents/new-simple',
  title: msg`Create Agent (simple)`,
  menuItem: 'agents',
  fields: [NEW_USER_ID_FIELD, USER_NAME_FIELD, ...NEW_PASSWORD_FIELDS, CREDIT_FIELD],
  save: { endpoint: createAgent, params: ['ParentId'], query: { Simple: 'true' } },
  savedMessage: msg`Agent created.`,
  resetAfterSave: true,
};
