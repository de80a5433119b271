import { afterEach, describe, expect, it } from 'vitest';
import { checkVersion, runningVersion } from '../../../src/app/versioning/checkVersion.ts';
import { jsonResponse } from '../api/fakeFetch.ts';

interface SeenRequest {
  url: URL;
  method: string;
  cache: RequestCache;
}

/** A network that records what it was asked and answers with `respond`. */
function network(respond: () => Response | Promise<Response>) {
  const requests: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ url: new URL(request.url), method: request.method, cache: request.cache });
    return respond();
  };
  return { fetch, requests };
}

function setRunningVersion(content: string | null) {
  document.head.querySelector('meta[name="app-version"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'app-version';
  meta.content = content;
  meta.dataset.label = 'sg-1.0.0';
  document.head.append(meta);
}

afterEach(() => setRunningVersion(null));

describe('runningVersion', () => {
  it('is the content of <meta name="app-version">', () => {
    setRunningVersion('abc123def456');
    expect(runningVersion()).toBe('abc123def456');
  });

  it('is null without the meta tag, or with an empty one', () => {
    expect(runningVersion()).toBeNull();
    setRunningVersion('  ');
    expect(runningVersion()).toBeNull();
  });
});

describe('checkVersion', () => {
  it('fetches /version.json, bypassing every cache, once', async () => {
    setRunningVersion('aaa');
    const { fetch, requests } = network(() => jsonResponse({ version: 'aaa', builtAt: '2026-11-22T00:00:00.000Z' }));
    await checkVersion({ fetch });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.origin).toBe(window.location.origin);
    expect(requests[0]!.url.pathname).toBe('/version.json');
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.cache).toBe('no-store');
  });

  it('finds no new version when the served version is the running one', async () => {
    setRunningVersion('aaa');
    const { fetch } = network(() => jsonResponse({ version: 'aaa', builtAt: '2026-11-22T00:00:00.000Z' }));
    await expect(checkVersion({ fetch })).resolves.toEqual({ newVersion: false });
  });

  it('finds a new version when the served version differs from the running one', async () => {
    setRunningVersion('aaa');
    const { fetch } = network(() => jsonResponse({ version: 'bbb', builtAt: '2026-11-22T00:00:00.000Z' }));
    await expect(checkVersion({ fetch })).resolves.toEqual({ newVersion: true });
  });

  it('asks nothing and finds nothing new when the running app does not know its version', async () => {
    const { fetch, requests } = network(() => jsonResponse({ version: 'bbb' }));
    await expect(checkVersion({ fetch })).resolves.toEqual({ newVersion: false });
    expect(requests).toHaveLength(0);
  });

  it('fails (the machine waits for the next check) on a network error, without retrying', async () => {
    setRunningVersion('aaa');
    const { fetch, requests } = network(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkVersion({ fetch })).rejects.toThrow('Failed to fetch');
    expect(requests).toHaveLength(1);
  });

  it('fails on an error status, without retrying', async () => {
    setRunningVersion('aaa');
    const { fetch, requests } = network(() => jsonResponse({}, 503, 'Service Unavailable'));
    await expect(checkVersion({ fetch })).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });

  it('fails on a version file without a version, rather than prompting', async () => {
    setRunningVersion('aaa');
    for (const body of [{}, { version: '' }, { version: 42 }]) {
      const { fetch } = network(() => jsonResponse(body));
      await expect(checkVersion({ fetch })).rejects.toThrow();
    }
  });
});
