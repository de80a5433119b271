import { createActor, fromPromise, type ActorOptions } from 'xstate';
import { appMachine } from '../../machines/app.machine.ts';
import { sessionMachine, type IssuedSession, type StoredSession } from '../../machines/session.machine.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { logout, requestToken, type Credentials } from '../api/services/auth.ts';
import { loadProfile } from '../api/services/profile.ts';
import type { RuntimeConfig } from '../api/runtimeConfig.ts';
import { getLocId, setLocId } from './currentLocation.ts';
import { clearStoredSession, readStoredSession, writeStoredSession } from './sessionStore.ts';

export type AppActor = ReturnType<typeof createAppActor>['actor'];

/**
 * The edge: gives the pure machines their real actors (API calls, storage) and wires the API
 * client's 401 signal to the session machine. Tests build the same tree with stubs instead.
 */
export function createAppActor(config: RuntimeConfig, options: ActorOptions<typeof appMachine> = {}) {
  let sessionOf: () => StoredSession | null = () => null;
  const api: ApiClient = createApiClient({
    apiRoot: config.apiRoot,
    getLocId,
    getAccessToken: () => sessionOf()?.accessToken ?? null,
    signals: {
      unauthorized: () => actor.system.get('session')?.send({ type: 'UNAUTHORIZED' }),
      // The maintenance flow that reacts to this signal arrives with the maintenance machine.
      maintenance: () => {},
    },
  });

  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => readStoredSession()),
      requestToken: fromPromise<IssuedSession, Credentials>(async ({ input }) => {
        const token = await requestToken(api, input);
        return {
          updatePassword: token.updatePassword,
          session: {
            accessToken: token.access_token,
            refreshToken: token.refresh_token,
            expiresAt: Date.now() + token.expires_in * 1000,
            userId: token.user.UserId,
            locId: token.user.LocId,
          },
        };
      }),
      loadProfile: fromPromise(() => loadProfile(api)),
      logout: fromPromise(async () => {
        await logout(api);
      }),
    },
    actions: {
      storeSession: (_, stored) => writeStoredSession(stored),
      clearStoredSession: () => clearStoredSession(),
      rememberLocation: (_, locId) => setLocId(locId),
      warnProfileFailure: (_, error) => console.warn('[session] the profile could not be loaded', error),
    },
  });

  const actor = createActor(appMachine.provide({ actors: { session } }), options);
  sessionOf = () => actor.system.get('session')?.getSnapshot().context.session ?? null;
  return { actor, api };
}
