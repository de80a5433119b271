import type { ApiClient, ApiClientOptions } from './client.ts';

export type PublicCalls = typeof import('./publicCalls.ts');

let loading: Promise<PublicCalls> | null = null;

/**
 * The API client and the signed-out pages' calls (publicCalls.ts), loaded once. The first call
 * loads them: the root chart's maintenance flow polls the feed as it starts, so the chunk is on its
 * way from the start and a visitor's first click finds it there. A failed load (a network blip) is tried again by the next call.
 */
export function loadPublicCalls(): Promise<PublicCalls> {
  loading ??= import('./publicCalls.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * An ApiClient whose real client (with ky and valibot) is made when its chunk has loaded: one client
 * for the whole app, so its cache, write listeners and 401/maintenance signals are the same ones.
 */
export function createDeferredApiClient(options: ApiClientOptions): ApiClient {
  let made: Promise<ApiClient> | null = null;
  let client: ApiClient | null = null;
  const real = () =>
    (made ??= loadPublicCalls().then(
      ({ createApiClient }) => (client = createApiClient(options)),
      (error: unknown) => {
        made = null;
        throw error;
      },
    ));
  return {
    // The generic signatures are the real client's: these only wait for it.
    call: ((endpoint, input) => real().then((api) => api.call(endpoint, input))) as ApiClient['call'],
    download: ((endpoint, input) => real().then((api) => api.download(endpoint, input))) as ApiClient['download'],
    // Before the client exists nothing has been cached.
    clearCache: () => client?.clearCache(),
    onWrite: (listener) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      // A failed load is the calls' to report; a listener has nothing to hear until one succeeds.
      real().then(
        (api) => {
          if (!stopped) stop = api.onWrite(listener);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
