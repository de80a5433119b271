import { msg } from '@lingui/core/macro';
import { agentCredit, agentProfile } from '../../../contract/agents.ts';
import type { FormDeclaration } from '../formDeclaration.ts';
import { CREDIT_FIELD } from '../userAdmin/userFields.ts';

/**
 * Credit of a downline, agent or player (PUT agents/credit): the Credit its parent grants it. The
 * server refuses more than the parent can grant, or less than keeps its Credit Left at zero, with the
 * figures in the message (shown on the field). Idempotent: a retry after no answer applies once.
 */
export const userCredit: FormDeclaration = {
  id: 'userCredit',
  path: '/admin/agents/credit',
  title: msg`Change Credit`,
  menuItem: 'agents',
  fields: [{ ...CREDIT_FIELD, required: msg`Credit is required.` }],
  load: { endpoint: agentProfile, params: ['UserId'] },
  save: { endpoint: agentCredit, params: ['UserId'] },
  savedMessage: msg`Credit saved.`,
};
