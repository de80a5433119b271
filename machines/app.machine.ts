import { setup, spawnChild } from 'xstate';
import { sessionMachine } from './session.machine.ts';

/**
 * The root actor: it spawns the long-lived system actors that views reach by systemId.
 * Later flows (maintenance, version update, location, locale) join `session` here.
 */
export const appMachine = setup({
  actors: { session: sessionMachine },
}).createMachine({
  id: 'app',
  entry: [spawnChild('session', { id: 'session', systemId: 'session' })],
});
