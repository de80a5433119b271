import { vi, type Mock } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../../src/api/client.ts';

/** An absolute root: Node's Request (used under jsdom) cannot resolve a relative URL on its own. */
export const API_ROOT = 'http://api.test/api/v1/';

/** What the fake server saw of one call. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export type Responder = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/** The server's success envelope. */
export const ok = (data: unknown) => jsonResponse({ success: true, data });

/** A fetch that records every request ky hands it and answers with `respond`. */
export function fakeFetch(respond: Responder = () => ok(null)) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    requests.push(recorded);
    return respond(recorded, requests.length - 1);
  };
  return { fetch, requests };
}

/** The mutable world the client reads through its callbacks. */
export interface World {
  locId: string;
  token: string | null;
  now: number;
}

export interface Harness {
  api: ApiClient;
  requests: RecordedRequest[];
  world: World;
  signals: { unauthorized: Mock<() => void>; maintenance: Mock<(time: string) => void> };
}

export function makeClient(respond?: Responder, overrides: Partial<ApiClientOptions> = {}): Harness {
  const world: World = { locId: 'SG', token: 'tok-123', now: 1_000_000 };
  const signals = { unauthorized: vi.fn<() => void>(), maintenance: vi.fn<(time: string) => void>() };
  const { fetch, requests } = fakeFetch(respond);
  const api = createApiClient({
    apiRoot: API_ROOT,
    getLocId: () => world.locId,
    getAccessToken: () => world.token,
    signals,
    now: () => world.now,
    fetch,
    ...overrides,
  });
  return { api, requests, world, signals };
}

/** The only request made so far; fails the test when there is not exactly one. */
export function onlyRequest(requests: RecordedRequest[]): RecordedRequest {
  if (requests.length !== 1) throw new Error(`expected exactly one request, saw ${requests.length}`);
  return requests[0] as RecordedRequest;
}

/**
 * What a browser does and Node's Request does not: resolve a relative URL against the page.
 * Undo with vi.unstubAllGlobals().
 */
export function resolveRelativeUrlsAgainstPage() {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, document.baseURI).href : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
}
