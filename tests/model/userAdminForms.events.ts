import type { AnyEventObject } from 'xstate';
import type { FormContext } from '../../machines/form.machine.ts';
import { agentCreate } from '../../src/forms/declarations/agentCreate.ts';
import { agentCreateSimple } from '../../src/forms/declarations/agentCreateSimple.ts';
import { playerCreate } from '../../src/forms/declarations/playerCreate.ts';
import { userCredit } from '../../src/forms/declarations/userCredit.ts';
import { formSpecOf } from '../../src/forms/formSpec.ts';
import { forbidden, serverDown } from './form.events.ts';

/**
 * The administration's forms on the form machine (issue 20): Create Agent (loads its parent's
 * ceilings; the equal-to check, a share off its step, a share above the parent's refused by the form
 * as the server would, and by the server), Create Player (loads the caller's ceilings; a birth date
 * under 18), and Credit (loads the downline's Credit; the server refuses more than the parent can
 * grant, with the figures).
 */

const PASSWORD = 'Str0ng!Pass';
const refusal = (Field: string, Message: string) => ({ status: 400, message: Message, body: { success: false, message: Message, data: { Problems: [{ Field, Code: 'rule', Message }] } } });
const saveOutcomes = (refused: ReturnType<typeof refusal>): AnyEventObject[] => [
  { type: 'xstate.done.actor.save', output: null },
  { type: 'xstate.error.actor.save', error: refused },
  { type: 'xstate.error.actor.save', error: serverDown },
];

/** What the guards read: which fields break a rule, which the server refused, which call failed. */
export const projectContext = (context: FormContext) => ({
  invalid: Object.keys(context.errors).sort(),
  refused: Object.keys(context.problems).sort(),
  failedStep: context.failedStep,
});

// ---- Create Agent
export const AGENT_URL = '/admin/agents/new?ParentId=agent2';
export const agentInput = { spec: formSpecOf(agentCreate), params: { ParentId: 'agent2' } };
const agentUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'UserId', value: 'subagent1' },
  { type: 'CHANGE', field: 'Password', value: PASSWORD },
  { type: 'CHANGE', field: 'ConfirmPassword', value: PASSWORD },
  { type: 'CHANGE', field: 'ConfirmPassword', value: 'Other!Pass1' },
  { type: 'CHANGE', field: 'Locations', value: 'SG' },
  { type: 'CHANGE', field: 'ShareBp', value: '0.355' },
  // Above agent2's 30 %: the form refuses it, in the server's words.
  { type: 'CHANGE', field: 'ShareBp', value: '0.35' },
  { type: 'CHANGE', field: 'ShareBp', value: '0.3' },
  { type: 'SUBMIT' },
];
/** profileNewFull of agent2 as the form holds it (src/forms/formCalls.ts loadCeilings): a 30 % share at most. */
const AGENT_CEILINGS = {
  values: { 'ceiling:ParentId': 'agent2', 'ceiling:MaxShareBp': '3000', 'ceiling:MaxCommissionBp': '1200', 'ceiling:MaxTtCommissionBp': '1000', 'ceiling:of': 'agent2' },
  options: {},
};
export const agentEvents = (snapshot: { value: unknown }): AnyEventObject[] => {
  if (snapshot.value === 'loading') return [{ type: 'xstate.done.actor.load', output: AGENT_CEILINGS }];
  // The server still refuses on its own (agent2's share lowered since the form loaded).
  if (snapshot.value === 'saving') return saveOutcomes(refusal('ShareBp', "Share cannot be above the upline agent2's share (25%)."));
  return agentUserEvents;
};

// ---- Create Agent, the simple form: nothing to load (the rest comes from the parent on the server)
export const SIMPLE_AGENT_URL = '/admin/agents/new-simple?ParentId=agent2';
export const simpleAgentInput = { spec: formSpecOf(agentCreateSimple), params: { ParentId: 'agent2' } };
const simpleAgentUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'UserId', value: 'subagent2' },
  { type: 'CHANGE', field: 'Password', value: PASSWORD },
  { type: 'CHANGE', field: 'ConfirmPassword', value: 'Other!Pass1' },
  { type: 'CHANGE', field: 'ConfirmPassword', value: PASSWORD },
  { type: 'SUBMIT' },
];
export const simpleAgentEvents = (snapshot: { value: unknown }): AnyEventObject[] =>
  snapshot.value === 'saving' ? saveOutcomes(refusal('UserId', 'User Id subagent2 is taken: choose another.')) : simpleAgentUserEvents;

// ---- Create Player
export const PLAYER_URL = '/admin/players/new';
export const playerInput = { spec: formSpecOf(playerCreate), params: {} };
const thisYear = new Date().getUTCFullYear();
const playerUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'UserId', value: 'player9' },
  { type: 'CHANGE', field: 'Password', value: PASSWORD },
  { type: 'CHANGE', field: 'ConfirmPassword', value: PASSWORD },
  { type: 'CHANGE', field: 'Locations', value: 'SG' },
  // Ten years old, then thirty.
  { type: 'CHANGE', field: 'BirthDate', value: `${thisYear - 10}-06-15` },
  { type: 'CHANGE', field: 'BirthDate', value: `${thisYear - 30}-06-15` },
  { type: 'SUBMIT' },
];
/** The caller's own ceilings (no ParentId in the URL). */
const PLAYER_CEILINGS = { values: { 'ceiling:ParentId': 'agent1', 'ceiling:MaxCommissionBp': '1000', 'ceiling:MaxTtCommissionBp': '1000', 'ceiling:of': '' }, options: {} };
export const playerEvents = (snapshot: { value: unknown }): AnyEventObject[] => {
  if (snapshot.value === 'loading') return [{ type: 'xstate.done.actor.load', output: PLAYER_CEILINGS }];
  if (snapshot.value === 'saving') return saveOutcomes(refusal('UserId', 'User Id player9 is taken: choose another.'));
  return playerUserEvents;
};

// ---- Credit of a downline
export const CREDIT_URL = '/admin/agents/credit?UserId=member1';
export const creditInput = { spec: formSpecOf(userCredit), params: { UserId: 'member1' } };
const CREDIT_LOADED = { values: { CreditCents: '1000.00' }, options: {} };
const creditUserEvents: AnyEventObject[] = [
  { type: 'CHANGE', field: 'CreditCents', value: '1500.00' },
  { type: 'CHANGE', field: 'CreditCents', value: '12.345' },
  { type: 'CHANGE', field: 'CreditCents', value: '' },
  { type: 'BLUR', field: 'CreditCents' },
  { type: 'SUBMIT' },
];
export function creditEvents(snapshot: { value: unknown; context: FormContext }): AnyEventObject[] {
  switch (snapshot.value) {
    case 'loading':
      return [
        { type: 'xstate.done.actor.load', output: CREDIT_LOADED },
        { type: 'xstate.error.actor.load', error: serverDown },
        // A downline outside the caller's tree (the server's 403): Unauthorized Access.
        { type: 'xstate.error.actor.load', error: forbidden },
      ];
    case 'saving':
      return saveOutcomes(
        refusal('CreditCents', 'You can grant member1 at most $400.00: your Credit is $1,000.00 and $600.00 of it is granted to other downlines.'),
      );
    case 'failed':
      return snapshot.context.failedStep === 'load' ? [{ type: 'RETRY' }] : creditUserEvents;
    default:
      return creditUserEvents;
  }
}
