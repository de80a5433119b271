import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../machines/app.machine.ts';
import { sessionMachine, type StoredSession } from '../../machines/session.machine.ts';
import type { ApiClient } from '../api/client.ts';
import { createDeferredApiClient, loadPublicCalls } from '../api/deferredApi.ts';
import type { RuntimeConfig } from '../api/runtimeConfig.ts';
import { getLocId, setLocId } from './currentLocation.ts';
import { clearStoredSession, readStoredSession, writeStoredSession } from './sessionStore.ts';
import { tabSync } from './tabSync.ts';
import { createVersioning } from './versioning/createVersioning.ts';
import { maintenanceMachine } from '../../machines/maintenance.machine.ts';
import { localeMachine, type Locale } from '../../machines/locale.machine.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { rememberLocale } from '../i18n/storedLocale.ts';
import { routeGuards } from './routeGuards.ts';

export type AppActor = ReturnType<typeof createAppActor>['actor'];

/** Refresh the access token this long before it expires. */
const REFRESH_LEAD_MS = 60_000;

/**
 * The edge: gives the pure machines their real actors (API calls, storage, other tabs) and wires
 * the API client's 401 and maintenance signals to the session machine. Tests build the same tree
 * with stubs instead (tests/support/renderApp.tsx).
 */
export function createAppActor(config: RuntimeConfig, startLocale: Locale, options: Pick<ActorOptions<AnyActorLogic>, 'inspect'> = {}) {
  let sessionOf: () => StoredSession | null = () => null;
  // The client and its calls load with the first call, the maintenance flow's start poll (src/api/deferredApi.ts).
  const api: ApiClient = createDeferredApiClient({
    apiRoot: config.apiRoot,
    getLocId,
    getAccessToken: () => sessionOf()?.accessToken ?? null,
    signals: {
      unauthorized: () => actor.system.get('session')?.send({ type: 'UNAUTHORIZED' }),
      maintenance: (time) => actor.system.get('session')?.send({ type: 'MAINTENANCE', time }),
    },
  });

  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => readStoredSession()),
      loadProfile: fromPromise(async () => (await loadPublicCalls()).loadProfile(api)),
      refreshSession: fromPromise<StoredSession, StoredSession>(async ({ input }) => {
        if (!input.refreshToken) throw new Error('No refresh token');
        const token = await (await loadPublicCalls()).refreshToken(api, input.refreshToken);
        return { ...input, accessToken: token.access_token, refreshToken: token.refresh_token, expiresAt: expiryOf(token.expires_in) };
      }),
      logout: fromPromise(async () => {
        await (await loadPublicCalls()).logout(api);
      }),
      tabSync,
    },
    actions: {
      storeSession: (_, stored) => writeStoredSession(stored),
      clearStoredSession: () => clearStoredSession(),
      rememberLocation: (_, locId) => setLocId(locId),
      warnProfileFailure: (_, error) => console.warn('[session] the profile could not be loaded', error),
    },
    delays: {
      tokenRefresh: ({ context }) => Math.max(5_000, (context.session?.expiresAt ?? 0) - Date.now() - REFRESH_LEAD_MS),
    },
  });

  // Maintenance ends the session through the root chart (machines/app.machine.ts).
  const maintenance = maintenanceMachine.provide({
    actors: { pollFeed: fromPromise(async () => (await loadPublicCalls()).pollFeed(config.messageFeedUrl, config.apiRoot)) },
  });
  const locale = localeMachine.provide({
    actors: { activateLocale: fromPromise<void, Locale>(({ input }) => activateLocale(input)) },
    actions: { rememberLocale: (_, chosen) => rememberLocale(chosen) },
  });
  // Version checks in production builds, and the guard against chunk-reload loops.
  const versioning = createVersioning();
  const app = appMachine.provide({
    actors: {
      session,
      maintenance,
      locale,
      versionUpdate: versioning.versionUpdate,
      chunkReload: versioning.chunkReload,
      routeGuard: routeGuards,
    },
    actions: { hidePreloader: () => document.getElementById('preloader')?.remove() },
  });
  const actor = createActor(app, { ...options, input: { locale: startLocale, ...versioning.input } });
  sessionOf = () => actor.system.get('session')?.getSnapshot().context.session ?? null;
  return { actor, api };
}

/** Access tokens carry their lifetime in seconds; the machines have no clock of their own. */
export const expiryOf = (expiresInSeconds: number) => Date.now() + expiresInSeconds * 1000;
