import { formMachine } from '../../machines/form.machine.ts';
import { agentCreate } from '../../src/forms/declarations/agentCreate.ts';
import { agentCreateSimple } from '../../src/forms/declarations/agentCreateSimple.ts';
import { playerCreate } from '../../src/forms/declarations/playerCreate.ts';
import { userCredit } from '../../src/forms/declarations/userCredit.ts';
import { walkModel } from '../support/pathRunner.ts';
import { expectState, perform, setup, type FormHarness } from './formWalk.tsx';
import {
  AGENT_URL,
  agentEvents,
  agentInput,
  CREDIT_URL,
  creditEvents,
  creditInput,
  PLAYER_URL,
  playerEvents,
  playerInput,
  projectContext,
  SIMPLE_AGENT_URL,
  simpleAgentEvents,
  simpleAgentInput,
} from './userAdminForms.events.ts';

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Create Agent',
  input: agentInput,
  events: agentEvents,
  projectContext: projectContext as never,
  setup: setup(agentCreate, AGENT_URL),
  perform,
  expectState,
});

// The simple form loads nothing, so it also takes the chart's start -> editing.
walkModel<FormHarness>({
  machine: formMachine,
  title: 'Create Agent (simple)',
  input: simpleAgentInput,
  events: simpleAgentEvents,
  projectContext: projectContext as never,
  setup: setup(agentCreateSimple, SIMPLE_AGENT_URL),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Create Player',
  input: playerInput,
  events: playerEvents,
  projectContext: projectContext as never,
  setup: setup(playerCreate, PLAYER_URL),
  perform,
  expectState,
});

walkModel<FormHarness>({
  machine: formMachine,
  title: 'Credit of a downline',
  input: creditInput,
  events: creditEvents as never,
  projectContext: projectContext as never,
  setup: setup(userCredit, CREDIT_URL),
  perform,
  expectState,
});
