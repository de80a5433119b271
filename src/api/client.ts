import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, errorFromResponse, invalidResponseError, networkError } from './errors.ts';
import { ResponseCache } from './responseCache.ts';
import {
  pathOf,
  type BodyEncoding,
  type CallInput,
  type EndpointDeclaration,
  type Method,
  type ResultOf,
  type Scope,
  type TextAnswer,
  type FileAnswer,
} from '../../contract/endpoint.ts';

/**
 * Where a call goes (spec 01 §7, spec 02 §7.1): `auth` calls use the API root as it is;
 * `data` calls add the location prefix, `tt/` when the location is TT and `4d/` otherwise.
 */
export type CallScope = Scope;

export interface ApiSignals {
  /** A 401 answer: the session must end (the session machine turns many of these into one redirect). */
  unauthorized(): void;
  /** A subCode 8000 answer with a maintenance time. */
  maintenance(time: string): void;
}

export interface ApiClientOptions {
  /** API root, default /api/v1/ (runtime-configurable through app-config.json). */
  apiRoot: string;
  getLocId(): string;
  getAccessToken(): string | null;
  signals: ApiSignals;
  now?: () => number;
  fetch?: typeof fetch;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** One request as the contract describes it, after the path parameters are filled in. */
interface Outgoing<Schema extends v.GenericSchema> {
  method: Method;
  scope: CallScope;
  path: string;
  query?: Query;
  body?: unknown;
  bodyEncoding: BodyEncoding;
  /** The answer is read with this schema; a mismatch is an error, never silently used. */
  schema: Schema;
  /** Token issuance and the password change by form go without the bearer token. */
  anonymous?: boolean;
  /** Extra headers; `x-no-cache` skips the response cache for this call and is not sent. */
  headers?: Record<string, string>;
  /** Kept in the 3-minute response cache (the contract's `cached`). */
  cached?: boolean;
}

const LOC_ID = 'LocId';
const NO_CACHE_HEADER = 'x-no-cache';

/** The default reader: the `data` field when `success` is true, otherwise the whole body. */
export function readDefault(body: unknown): unknown {
  return isEnvelope(body) && body.success === true ? body.data : body;
}

const isEnvelope = (body: unknown): body is { success: unknown; data?: unknown } =>
  typeof body === 'object' && body !== null && 'success' in body;

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const cache = new ResponseCache(options.now);
  // Counts the clears: a GET answer that was in flight across a clear may predate the write, so it is not kept.
  let cacheGeneration = 0;
  const clearCache = () => {
    cacheGeneration += 1;
    cache.clear();
  };
  // Who wants to know that a signed-in write succeeded (the shell re-reads the menu's figures).
  const writeListeners = new Set<() => void>();
  const onWrite = (listener: () => void) => {
    writeListeners.add(listener);
    return () => void writeListeners.delete(listener);
  };
  const afterWrite = <T>(answer: Promise<T>): Promise<T> =>
    answer.then((value) => {
      for (const listener of writeListeners) listener();
      return value;
    });
  const http: KyInstance = ky.create({
    // The machines own retries and time-outs of their flows; the client makes exactly one attempt.
    retry: 0,
    timeout: 60_000,
    throwHttpErrors: false,
    fetch: options.fetch,
  });

  const prefix = (scope: CallScope) => (scope === 'data' ? (options.getLocId() === 'TT' ? 'tt/' : '4d/') : '');
  const versionedRoot = () => (options.apiRoot.endsWith('/') ? options.apiRoot : `${options.apiRoot}/`);
  // `root` calls (the captcha) use the API root without its version: /api/v1/ -> /api/.
  const root = (scope: CallScope) => (scope === 'root' ? versionedRoot().replace(/v\d+\/$/, '') : versionedRoot());
  const urlOf = (scope: CallScope, path: string) => `${root(scope)}${prefix(scope)}${path}`;

  function authHeaders(anonymous?: boolean): Record<string, string> {
    const token = anonymous ? null : options.getAccessToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  function raise(error: ApiError): never {
    if (error.kind === 'unauthorized') options.signals.unauthorized();
    if (error.kind === 'maintenance' && error.maintenanceTime) options.signals.maintenance(error.maintenanceTime);
    throw error;
  }

  async function read<Schema extends v.GenericSchema>(response: Response, schema: Schema, anonymous?: boolean) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const failed = !response.ok || (isEnvelope(body) && body.success === false);
    if (failed) {
      const error = errorFromResponse(response.status, response.statusText, body);
      // A 401 from token issuance is a failed sign-in, not the end of a session.
      if (anonymous && error.kind === 'unauthorized') throw error;
      raise(error);
    }
    const result = v.safeParse(schema, readDefault(body));
    if (!result.success) throw invalidResponseError(response.status, v.summarize(result.issues));
    return result.output as v.InferOutput<Schema>;
  }

  /** The request of a call: its URL, query (LocId on every GET), headers and body (LocId in a PUT's or POST's). */
  function requestOf(call: Outgoing<v.GenericSchema>) {
    const isGet = call.method === 'GET';
    const searchParams = searchParamsOf(call.query);
    // Every GET carries LocId in its query (spec 02 §7.1).
    if (isGet && !searchParams.has(LOC_ID)) searchParams.set(LOC_ID, options.getLocId());
    const { [NO_CACHE_HEADER]: noCache, ...extraHeaders } = call.headers ?? {};
    const headers = { ...authHeaders(call.anonymous), ...extraHeaders };
    let body: BodyInit | undefined;
    if (call.method === 'POST' || call.method === 'PUT') {
      // PUT and POST carry LocId in their body when the caller did not set one.
      const payload: Record<string, unknown> = { [LOC_ID]: options.getLocId(), ...(call.body ?? {}) };
      if (call.bodyEncoding === 'form') {
        body = new URLSearchParams(Object.entries(payload).flatMap(([k, value]) => (value === undefined ? [] : [[k, String(value)]])));
      } else {
        body = JSON.stringify(payload);
        headers['Content-Type'] = 'application/json';
      }
    } else if (call.method === 'DELETE' && call.body) {
      body = JSON.stringify(call.body);
      headers['Content-Type'] = 'application/json';
    }
    return { isGet, url: urlOf(call.scope, call.path), searchParams, noCache, headers, body };
  }

  async function send<Schema extends v.GenericSchema>(call: Outgoing<Schema>): Promise<v.InferOutput<Schema>> {
    const { isGet, url, searchParams, noCache, headers, body } = requestOf(call);
    const cacheable = isGet && noCache === undefined && call.cached === true;
    const cacheKey = `${url}?${searchParams}`;
    if (cacheable) {
      const hit = cache.get(cacheKey);
      if (hit) return hit.value as v.InferOutput<Schema>;
    }
    // Any request that may change data clears every cached list.
    if (!isGet) clearCache();
    const generation = cacheGeneration;

    let response: Response;
    try {
      response = await http(url, { method: call.method, searchParams, headers, body });
    } catch {
      throw networkError();
    }
    const value = await read(response, call.schema, call.anonymous);
    if (cacheable && generation === cacheGeneration) cache.set(cacheKey, value);
    return value;
  }

  /** A `file` answer (a download): the body as a Blob and the name of its Content-Disposition; a failure is read as any other. */
  async function sendForFile(call: Outgoing<v.GenericSchema>): Promise<FileAnswer> {
    const { isGet, url, searchParams, headers, body } = requestOf(call);
    if (!isGet) clearCache();
    let response: Response;
    try {
      response = await http(url, { method: call.method, searchParams, headers, body });
    } catch {
      throw networkError();
    }
    // A refusal travels in the error envelope: `read` raises it (the throw after it is never reached).
    if (!response.ok) {
      await read(response, call.schema, call.anonymous);
      throw networkError();
    }
    return { blob: await response.blob(), fileName: fileNameOf(response, 'download.txt') };
  }

  /**
   * Multipart upload with progress. fetch cannot report upload progress over HTTP/1.1 (streamed
   * request bodies need HTTP/2 in Chromium), so this one call uses XMLHttpRequest.
   */
  function upload<Schema extends v.GenericSchema>(call: Outgoing<Schema>, form: FormData, onProgress?: (fraction: number) => void) {
    if (!form.has(LOC_ID)) form.set(LOC_ID, options.getLocId());
    clearCache();
    return new Promise<v.InferOutput<Schema>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(call.method, urlOf(call.scope, call.path));
      const { [NO_CACHE_HEADER]: _noCache, ...extraHeaders } = call.headers ?? {};
      for (const [name, value] of Object.entries({ ...authHeaders(call.anonymous), ...extraHeaders })) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(networkError());
      xhr.onload = () => {
        // 204, 205 and 304 answers have no body, and a Response refuses one for them.
        const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
        const response = new Response(body, { status: xhr.status, statusText: xhr.statusText });
        read(response, call.schema, call.anonymous).then(resolve, reject);
      };
      xhr.send(form);
    });
  }

  /** A call whose answer is not the JSON envelope (the captcha's SVG): its text, read with the schema, and its headers; never cached. */
  async function sendForText<Schema extends v.GenericSchema>(call: Outgoing<Schema>): Promise<TextAnswer<v.InferOutput<Schema>>> {
    const { [NO_CACHE_HEADER]: _noCache, ...extraHeaders } = call.headers ?? {};
    let response: Response;
    try {
      response = await http(urlOf(call.scope, call.path), {
        method: call.method,
        searchParams: searchParamsOf(call.query),
        headers: { ...authHeaders(call.anonymous), ...extraHeaders },
      });
    } catch {
      throw networkError();
    }
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, response.statusText, text);
    const result = v.safeParse(call.schema, text);
    if (!result.success) throw invalidResponseError(response.status, v.summarize(result.issues));
    return { text: result.output as v.InferOutput<Schema>, headers: response.headers };
  }

  /**
   * Calls an endpoint of the contract (contract/): its method, scope, path parameters, query and
   * body as declared, the answer read with its `answer` schema.
   */
  function call<E extends EndpointDeclaration>(endpoint: E, input: CallInput<E>): Promise<ResultOf<E>> {
    // CallInput is a conditional type per declaration; here only its common shape is read.
    const { params, query, body, headers, onProgress, idempotencyKey }: CommonCallInput = input;
    const outgoing: Outgoing<E['answer']> = {
      method: endpoint.method,
      scope: endpoint.scope,
      path: pathOf(endpoint, params),
      query,
      body,
      bodyEncoding: endpoint.bodyEncoding ?? 'json',
      schema: endpoint.answer,
      anonymous: endpoint.anonymous,
      headers: { ...headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      cached: endpoint.cached === true,
    };
    const answer = answerOf(endpoint, outgoing, body, onProgress);
    return endpoint.method === 'GET' || endpoint.anonymous ? answer : afterWrite(answer);
  }

  /** The three ways an answer travels; the declaration says which, so each result is the declaration's own. */
  function answerOf<E extends EndpointDeclaration>(
    endpoint: E,
    outgoing: Outgoing<E['answer']>,
    body: CommonCallInput['body'],
    onProgress: CommonCallInput['onProgress'],
  ): Promise<ResultOf<E>> {
    if (endpoint.answerEncoding === 'text') return sendForText(outgoing) as Promise<ResultOf<E>>;
    if (endpoint.answerEncoding === 'file') return sendForFile(outgoing) as Promise<ResultOf<E>>;
    if (endpoint.bodyEncoding === 'multipart') {
      if (!(body instanceof FormData)) throw new Error(`${endpoint.path}: a multipart call takes a FormData body`);
      return upload(outgoing, body, onProgress) as Promise<ResultOf<E>>;
    }
    return send(outgoing) as Promise<ResultOf<E>>;
  }

  /**
   * The CSV export of a `csv` call (Format=csv): every row of the query as the server streams it,
   * read into a Blob for the browser to save, with the file name the server gives.
   */
  async function download<E extends EndpointDeclaration>(endpoint: E, query: Readonly<Record<string, string>>) {
    const searchParams = new URLSearchParams({ ...query, Format: 'csv' });
    if (!searchParams.has(LOC_ID)) searchParams.set(LOC_ID, options.getLocId());
    let response: Response;
    try {
      response = await http(urlOf(endpoint.scope, pathOf(endpoint, undefined)), { searchParams, headers: authHeaders(endpoint.anonymous) });
    } catch {
      throw networkError();
    }
    if (!response.ok) {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text is the message.
      }
      raise(errorFromResponse(response.status, response.statusText, body));
    }
    return { blob: await response.blob(), fileName: fileNameOf(response, 'export.csv') };
  }

  return { call, download, clearCache, onWrite };
}

/** The file name an attachment's Content-Disposition gives, else the fallback. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** What every CallInput has in common, whatever its declaration. */
interface CommonCallInput {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  idempotencyKey?: string;
}

/** The query as URL parameters; undefined and null values are left out. */
function searchParamsOf(query: Query | undefined): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) searchParams.set(key, String(value));
  }
  return searchParams;
}
