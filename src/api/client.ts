import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, errorFromResponse, invalidResponseError, networkError } from './errors.ts';
import { isCachedPath, ResponseCache } from './responseCache.ts';
import { pathOf, type AnswerOf, type CallInput, type EndpointDeclaration, type Scope } from '../../contract/endpoint.ts';

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

export type Query = Record<string, string | number | boolean | undefined>;

interface CallOptions<Schema extends v.GenericSchema> {
  scope?: CallScope;
  query?: Query;
  /** The answer is read with this schema; a mismatch is an error, never silently used. */
  schema: Schema;
  /** Token issuance and the message feed go without the bearer token. */
  anonymous?: boolean;
  /** Extra headers; `x-no-cache` skips the response cache for this call and is not sent. */
  headers?: Record<string, string>;
  /** Kept in the 3-minute response cache (the contract's `cached`); by path when not said. */
  cached?: boolean;
}

interface BodyOptions<Schema extends v.GenericSchema> extends CallOptions<Schema> {
  /** JSON object by default; `form` sends application/x-www-form-urlencoded. */
  body?: Record<string, unknown>;
  form?: boolean;
}

export interface UploadOptions<Schema extends v.GenericSchema> extends CallOptions<Schema> {
  onProgress?(fraction: number): void;
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

  async function send<Schema extends v.GenericSchema>(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    call: BodyOptions<Schema>,
  ): Promise<v.InferOutput<Schema>> {
    const scope = call.scope ?? 'data';
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) searchParams.set(key, String(value));
    }
    // Every GET carries LocId in its query (spec 02 §7.1).
    if (method === 'get' && !searchParams.has(LOC_ID)) searchParams.set(LOC_ID, options.getLocId());
    const url = urlOf(scope, path);
    const { [NO_CACHE_HEADER]: noCache, ...extraHeaders } = call.headers ?? {};
    const cacheable = method === 'get' && noCache === undefined && (call.cached ?? isCachedPath(path));
    const cacheKey = `${url}?${searchParams}`;
    if (cacheable) {
      const hit = cache.get(cacheKey);
      if (hit) return hit.value as v.InferOutput<Schema>;
    }
    // Any request that may change data clears every cached list.
    if (method !== 'get') clearCache();
    const generation = cacheGeneration;

    const headers = { ...authHeaders(call.anonymous), ...extraHeaders };
    let body: BodyInit | undefined;
    if (method === 'post' || method === 'put') {
      // PUT and POST carry LocId in their body when the caller did not set one.
      const payload = { [LOC_ID]: options.getLocId(), ...call.body };
      if (call.form) {
        body = new URLSearchParams(
          Object.entries(payload).flatMap(([k, value]) => (value === undefined ? [] : [[k, String(value)]])),
        );
      } else {
        body = JSON.stringify(payload);
        headers['Content-Type'] = 'application/json';
      }
    } else if (method === 'delete' && call.body) {
      body = JSON.stringify(call.body);
      headers['Content-Type'] = 'application/json';
    }

    let response: Response;
    try {
      response = await http(url, { method, searchParams, headers, body });
    } catch {
      throw networkError();
    }
    const value = await read(response, call.schema, call.anonymous);
    if (cacheable && generation === cacheGeneration) cache.set(cacheKey, value);
    return value;
  }

  /**
   * Multipart upload with progress. fetch cannot report upload progress over HTTP/1.1 (streamed
   * request bodies need HTTP/2 in Chromium), so this one call uses XMLHttpRequest.
   */
  function upload<Schema extends v.GenericSchema>(path: string, form: FormData, call: UploadOptions<Schema>) {
    if (!form.has(LOC_ID)) form.set(LOC_ID, options.getLocId());
    clearCache();
    return new Promise<v.InferOutput<Schema>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', urlOf(call.scope ?? 'data', path));
      const { [NO_CACHE_HEADER]: _noCache, ...extraHeaders } = call.headers ?? {};
      for (const [name, value] of Object.entries({ ...authHeaders(call.anonymous), ...extraHeaders })) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) call.onProgress?.(event.loaded / event.total);
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

  /** A GET whose answer is not JSON (the captcha's SVG): its text and headers, no token, no cache. */
  async function getText(path: string, call: { scope?: CallScope; query?: Query } = {}) {
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) searchParams.set(key, String(value));
    let response: Response;
    try {
      response = await http(urlOf(call.scope ?? 'root', path), { searchParams });
    } catch {
      throw networkError();
    }
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, response.statusText, text);
    return { text, headers: response.headers };
  }

  /**
   * Calls an endpoint of the contract (contract/): its method, scope, path parameters, query and
   * body as declared, the answer read with its `answer` schema.
   */
  function call<E extends EndpointDeclaration>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
    const { params, query, body, headers, onProgress, idempotencyKey } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | boolean | null | undefined>;
      body?: unknown;
      headers?: Record<string, string>;
      onProgress?: (fraction: number) => void;
      idempotencyKey?: string;
    };
    const path = pathOf(endpoint, params);
    const allHeaders = { ...headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) };
    const options = { scope: endpoint.scope, schema: endpoint.answer, anonymous: endpoint.anonymous, headers: allHeaders };
    if (endpoint.bodyEncoding === 'multipart') return upload(path, body as FormData, { ...options, onProgress });
    const cleanQuery: Query = {};
    for (const [key, value] of Object.entries(query ?? {})) if (value !== null && value !== undefined) cleanQuery[key] = value;
    return send(endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete', path, {
      ...options,
      query: cleanQuery,
      body: body as Record<string, unknown> | undefined,
      form: endpoint.bodyEncoding === 'form',
      cached: endpoint.cached === true,
    }) as Promise<AnswerOf<E>>;
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
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
    return { blob: await response.blob(), fileName };
  }

  return {
    call,
    download,
    getText,
    get: <S extends v.GenericSchema>(path: string, call: CallOptions<S>) => send('get', path, call),
    post: <S extends v.GenericSchema>(path: string, call: BodyOptions<S>) => send('post', path, call),
    put: <S extends v.GenericSchema>(path: string, call: BodyOptions<S>) => send('put', path, call),
    delete: <S extends v.GenericSchema>(path: string, call: BodyOptions<S>) => send('delete', path, call),
    upload,
    clearCache,
  };
}
