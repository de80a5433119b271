import { vi, type Mock } from 'vitest';
import * as v from 'valibot';
import { createApiClient, type ApiClient, type ApiClientOptions, type Query } from '../../../src/api/client.ts';
import { endpoint, type Scope } from '../../../contract/endpoint.ts';

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

/** How a test describes a call it declares on the spot (the client's rules, not a real endpoint, are under test). */
export interface AdHocCall<S extends v.GenericSchema> {
  scope?: Scope;
  query?: Query;
  schema: S;
  anonymous?: boolean;
  headers?: Record<string, string>;
  cached?: boolean;
  body?: Record<string, unknown>;
  form?: boolean;
}

const ANY_QUERY = v.record(v.string(), v.unknown());
const ANY_BODY = v.record(v.string(), v.unknown());

/**
 * The client with get/post/put/delete/upload for tests: each declares a call with `endpoint` on the
 * spot (data scope unless said, cached only when said) and makes it through `api.call`, as services do.
 */
export function withAdHocCalls(api: ApiClient) {
  function send<S extends v.GenericSchema>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, call: AdHocCall<S>): Promise<unknown> {
    const base = {
      method,
      path,
      scope: call.scope ?? 'data',
      summary: `${method} ${path} (declared by a test)`,
      query: ANY_QUERY,
      answer: call.schema,
      anonymous: call.anonymous,
      cached: call.cached,
    } as const;
    const { query, headers } = call;
    if (call.body === undefined && !call.form) return api.call(endpoint(base), { query, headers });
    const declaration = endpoint({ ...base, body: ANY_BODY, bodyEncoding: call.form ? 'form' : 'json' });
    return api.call(declaration, { query, headers, body: call.body ?? {} });
  }
  const upload = <S extends v.GenericSchema>(path: string, body: FormData, call: AdHocCall<S> & { onProgress?: (fraction: number) => void }) =>
    api.call(
      endpoint({ method: 'POST', path, scope: call.scope ?? 'data', summary: `upload ${path} (declared by a test)`, body: v.unknown(), bodyEncoding: 'multipart', answer: call.schema }),
      { body, headers: call.headers, onProgress: call.onProgress },
    );
  return Object.assign(api, {
    get: <S extends v.GenericSchema>(path: string, call: AdHocCall<S>) => send('GET', path, call),
    post: <S extends v.GenericSchema>(path: string, call: AdHocCall<S>) => send('POST', path, call),
    put: <S extends v.GenericSchema>(path: string, call: AdHocCall<S>) => send('PUT', path, call),
    delete: <S extends v.GenericSchema>(path: string, call: AdHocCall<S>) => send('DELETE', path, call),
    upload,
  });
}

export interface Harness {
  api: ReturnType<typeof withAdHocCalls>;
  requests: RecordedRequest[];
  world: World;
  signals: { unauthorized: Mock<() => void>; maintenance: Mock<(time: string) => void> };
}

export function makeClient(respond?: Responder, overrides: Partial<ApiClientOptions> = {}): Harness {
  const world: World = { locId: 'SG', token: 'tok-123', now: 1_000_000 };
  const signals = { unauthorized: vi.fn<() => void>(), maintenance: vi.fn<(time: string) => void>() };
  const { fetch, requests } = fakeFetch(respond);
  const api = withAdHocCalls(createApiClient({
    apiRoot: API_ROOT,
    getLocId: () => world.locId,
    getAccessToken: () => world.token,
    signals,
    now: () => world.now,
    fetch,
    ...overrides,
  }));
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
