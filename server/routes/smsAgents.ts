import { addSMSAgent, deleteSMSAgent } from '../../contract/smsAgents.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { addSmsAgent, deleteSmsAgent, OUTSIDE_TREE, type AgentOutcome } from '../sms/agents.ts';
import type { Context } from 'hono';

/** An outcome as the answer: the value, 403, or 400 with every problem on its field. */
export function answerOutcome<T>(c: Context, outcome: AgentOutcome<T>) {
  if ('refused' in outcome) return fail(c, 403, OUTSIDE_TREE);
  if ('problems' in outcome) return fail(c, 400, outcome.problems[0]!.Message, { data: { Problems: outcome.problems } });
  return outcome.ok;
}

/**
 * SMS Agent's writes (spec 02 §7.15: POST addSMSAgent, DELETE deleteSMSAgent/{id}); the rules are in
 * server/sms/agents.ts, the list is a paged query (server/queries/smsAgents.ts).
 */
export function mountSmsAgentRoutes(router: ApiRouter, { now }: RouteDeps) {
  router.implement(addSMSAgent, async ({ body, caller, location, db, c }) =>
    answerOutcome(c, await addSmsAgent(db, { callerId: caller.userId, callerRole: caller.role, locId: location, now: now() }, body.AgentId ?? '', body.Mobile ?? '')),
  );

  router.implement(deleteSMSAgent, async ({ params, caller, db, c }) =>
    answerOutcome(c, await deleteSmsAgent(db, { callerId: caller.userId, callerRole: caller.role, now: now() }, params.id)),
  );
}
