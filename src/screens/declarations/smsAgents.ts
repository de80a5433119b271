import { msg } from '@lingui/core/macro';
import { deleteSMSAgent, getSMSAgent, type SmsAgentRow } from '../../../contract/smsAgents.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { writeCall } from '../rowActions.ts';
import { operatorTimeOf } from './auditLog.ts';

/** The form that adds an agent's number (src/forms/declarations/smsAgentAdd.ts), behind SMS Agent's rule. */
export const SMS_AGENT_ADD_PATH = '/sms/smsAgent/add';

/**
 * SMS Agent (spec 02 §2.2 /sms/smsAgent, §7.15 getSMSAgent, addSMSAgent, deleteSMSAgent/{id}): the
 * agents of the caller's tree that take bets by SMS at the location, each with its number. Add opens
 * the form; Delete removes a number after a confirmation. The rules are the server's (server/sms/agents.ts).
 * The view is named AG, the agents' attribute of §6: a view needs an attribute name, and the call
 * requires none (the menu's rule: admins).
 */
export const smsAgentsScreen: ScreenDeclaration = {
  id: 'smsAgents',
  title: msg`SMS Agent`,
  menuItem: 'smsAgent',
  filters: [],
  actions: [{ id: 'add', label: msg`Add`, to: () => ({ page: SMS_AGENT_ADD_PATH, changes: {} }) }],
  views: [
    defineView<SmsAgentRow>({
      vw: 'AG',
      label: msg`SMS Agent`,
      endpoints: { '4d': getSMSAgent, tt: getSMSAgent },
      columns: [
        { id: 'AgentId', header: msg`Agent Id`, kind: 'text', value: (row) => row.AgentId },
        { id: 'AgentName', header: msg`Name`, kind: 'text', value: (row) => row.AgentName },
        { id: 'Mobile', header: msg`Number`, kind: 'text', value: (row) => row.Mobile },
        { id: 'CreatedAt', header: msg`Created`, kind: 'text', value: (row) => operatorTimeOf(row.CreatedAt) },
      ],
      rowKey: (row) => String(row.SmsAgentId),
      defaultSort: { by: 'AgentId', direction: 'asc' },
      totals: [],
      example: { SmsAgentId: 1, AgentId: 'agent1', AgentName: 'Agent One', Mobile: '6580001234', LocId: 'SG', CreatedAt: '2026-11-26T01:00:00Z' },
      actions: [
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the SMS number ${row.Mobile} of ${row.AgentId}?`,
          call: (row) => writeCall(deleteSMSAgent, { params: { id: String(row.SmsAgentId) } }),
        },
      ],
    }),
  ],
};
