import { fromPromise } from 'xstate';
import { locationMachine } from '../../machines/location.machine.ts';
import type { ApiClient } from '../api/client.ts';
import { loadPublicCalls } from '../api/deferredApi.ts';
import { setLocId } from '../app/currentLocation.ts';
import { closeAllDialogs } from './dialogs.ts';

/** The location machine with its real actors: GET locIdAvailable, the dialogs, `loc` in localStorage. */
export function createLocationActor(api: ApiClient) {
  return locationMachine.provide({
    actors: { loadAvailableLocations: fromPromise(async ({ input }: { input: string }) => (await loadPublicCalls()).loadAvailableLocations(api, input)) },
    actions: {
      closeDialogs: () => closeAllDialogs(),
      storeLocation: (_, locId) => setLocId(locId),
      storePageLocation: (_, locId) => setLocId(locId),
    },
  });
}
