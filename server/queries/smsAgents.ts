/**
 * SMS Agent's list (GET getSMSAgent; spec 02 §7.15): the SMS agent numbers at the call's location whose
 * agent is in the caller's tree (everyone's for an admin; a member's tree has none).
 */
import { getSMSAgent } from '../../contract/smsAgents.ts';
import { visibleToCaller } from '../memberTree.ts';
import { SMS_AGENT_COLUMNS } from '../sms/agents.ts';
import { pagedCall } from './pagedCall.ts';

export const smsAgentsCall = pagedCall({
  endpoint: getSMSAgent,
  csvName: 'sms-agents',
  query: ({ caller, location }) => ({
    columns: SMS_AGENT_COLUMNS,
    from: 'sms_agents a join users u on u.user_id = a.agent_id',
    where: `a.loc_id = $2 and ${visibleToCaller('a.agent_id', 1)}`,
    params: [caller.userId, location],
    sortable: {
      AgentId: { sql: 'a.agent_id', type: 'text' },
      Mobile: { sql: 'a.mobile', type: 'text' },
      CreatedAt: { sql: 'a.created_at', type: 'timestamptz' },
    },
    tieBreaker: [{ sql: 'a.sms_agent_id', type: 'integer' }],
    totals: 'count(*)::int as "Agents"',
  }),
});
