import { smsSendMachine } from '../../../machines/smsSend.machine.ts';
import { smsSendActors } from './smsSendActors.ts';
import type { SmsSendSource } from './smsSendSource.ts';

/** The send flow's machine with its actors: real ones over the API client, or a test's stubs. */
export function smsSendFlowOf(source: SmsSendSource) {
  const actors = 'actors' in source ? source.actors : smsSendActors(source.api);
  return smsSendMachine.provide({ actors: { loadDraws: actors.loadDraws, compose: actors.compose, send: actors.send } });
}
