import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * SMS Agent (spec 02 §2.2 /sms/smsAgent, §7.15): the agents that take bets by SMS at a location, each
 * with the number its bettors text (sms_agents, migration 0031). A number is checked by the §2.9 rule
 * (domain/phone.ts) and belongs to one agent; who may add and remove whose is the caller's tree
 * (server/sms/agents.ts). Bodies are checked here for shape only, each problem answered on its field.
 */

export const SmsAgentRowSchema = v.object({
  SmsAgentId: v.number(),
  AgentId: v.string(),
  AgentName: v.string(),
  Mobile: v.string(),
  LocId: v.string(),
  /** When it was added (ISO, UTC). */
  CreatedAt: v.string(),
});
export type SmsAgentRow = v.InferOutput<typeof SmsAgentRowSchema>;

/** GET {4d|tt}/getSMSAgent: the SMS agents of the caller's tree at the location. */
export const getSMSAgent = endpoint({
  method: 'GET',
  path: 'getSMSAgent',
  scope: 'data',
  summary: "The SMS agents of the caller's tree at the location, with their numbers",
  query: v.object({
    LocId: v.optional(LocIdSchema),
    ...pageQueryEntries(['AgentId', 'Mobile', 'CreatedAt'], { sortBy: 'AgentId', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(SmsAgentRowSchema, v.object({ Agents: v.number() })),
  csv: true,
});

/** POST {4d|tt}/addSMSAgent: an agent of the caller's tree (or the caller) takes SMS bets at the location on Mobile. */
export const addSMSAgent = endpoint({
  method: 'POST',
  path: 'addSMSAgent',
  scope: 'data',
  summary: "Let an agent of the caller's tree take SMS bets at the location on a number",
  body: v.object({ LocId: IgnoredLocIdSchema, AgentId: v.nullish(text(64), ''), Mobile: v.nullish(text(32), '') }),
  answer: SmsAgentRowSchema,
});

/** DELETE {4d|tt}/deleteSMSAgent/{id}: removes one SMS agent number of the caller's tree. */
export const deleteSMSAgent = endpoint({
  method: 'DELETE',
  path: 'deleteSMSAgent/:id',
  scope: 'data',
  summary: "Remove an SMS agent number of the caller's tree",
  params: v.object({ id: urlInteger('id') }),
  answer: v.object({ SmsAgentId: v.number() }),
});
