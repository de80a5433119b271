import { fromPromise } from 'xstate';
import { menuGuardMachine, type MenuRule } from '../../machines/menuGuard.machine.ts';
import { routeGuardMachine } from '../../machines/routeGuard.machine.ts';
import { reportChunkFailure } from './versioning/chunkFailures.ts';

/**
 * The menu's rule, loaded with the signed-in area's code (the page that asks has loaded it already):
 * it stays out of the sign-in page's download. A chunk that cannot load goes to the chunk-reload
 * guard, as a lazy route's does, and the page stays blank meanwhile (the load never settles).
 */
export const loadMenuRule = fromPromise<MenuRule>(() =>
  import('../menu/routeAccess.ts').then(
    ({ menuRuleAllows }) => menuRuleAllows,
    (error: unknown) => {
      reportChunkFailure(error);
      return new Promise<never>(() => {});
    },
  ),
);

/** The route guards with the menu's rule: the app and the tests that render it use the same. */
export const routeGuards = routeGuardMachine.provide({ actors: { menuGuard: menuGuardMachine.provide({ actors: { loadMenuRule } }) } });
