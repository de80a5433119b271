/**
 * The typed server-test client: a request built from the contract's declaration (method, path and
 * its parameters, scope prefix — `4d/` or `tt/` for a data call, `/api/v1/` or `/api/` at the root —
 * query and body), typed by that declaration, so a test names the call it makes, never a hand-written
 * URL. Sent in-process to the test server (testServer.ts) with the bearer token of `token`.
 */
import * as v from 'valibot';
import type { ErrorBody } from '../../contract/envelope.ts';
import { pathOf, type AnswerOf, type EndpointDeclaration, type Game } from '../../contract/endpoint.ts';
import { errorEnvelope, successData, type TestServer } from './testServer.ts';

type Schema = v.GenericSchema;
/** A query value as a URL carries it: tests may also send values the schema refuses, as text. */
type QueryValue = string | number | boolean | undefined | null;
type QueryOf<S> = S extends Schema ? { [K in keyof v.InferInput<S>]?: QueryValue } : never;
type ParamsOf<S> = S extends Schema ? { [K in keyof v.InferInput<S>]: string | number } : never;

/** What a test gives to make a call: only the parts the declaration has. */
export type CallOf<E extends EndpointDeclaration> = {
  /** The prefix of a data call; default `tt` when the query or body names LocId TT, else `4d`. */
  game?: Game;
  /** Extra headers (an Idempotency-Key, a content type to provoke a refusal). */
  headers?: Record<string, string>;
} & (E['params'] extends Schema ? { params: ParamsOf<E['params']> } : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: QueryOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body?: Record<string, unknown> | FormData } : { body?: undefined });

/** The URL of a call, from its declaration (scope, path, parameters) and its query. */
export function urlOf<E extends EndpointDeclaration>(endpoint: E, call: CallOf<E>): string {
  const path = pathOf(endpoint, call.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined && value !== null) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  if (endpoint.scope === 'root') return `/api/${path}${search}`;
  if (endpoint.scope === 'auth') return `/api/v1/${path}${search}`;
  return `/api/v1/${call.game ?? gameOf(call)}/${path}${search}`;
}

function gameOf(call: { query?: object; body?: unknown }): Game {
  const named = (part: unknown) => (part && typeof part === 'object' && 'LocId' in part ? part.LocId : undefined);
  const locId = call.body instanceof FormData ? call.body.get('LocId') : (named(call.query) ?? named(call.body));
  return locId === 'TT' ? 'tt' : '4d';
}

function initOf<E extends EndpointDeclaration>(endpoint: E, call: CallOf<E>, token: string | undefined): RequestInit {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...call.headers };
  const init: RequestInit = { method: endpoint.method, headers };
  if (call.body instanceof FormData) init.body = call.body;
  else if (call.body !== undefined && endpoint.bodyEncoding === 'form') {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(Object.entries(call.body).map(([name, value]) => [name, String(value)]));
  } else if (call.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    init.body = JSON.stringify(call.body);
  }
  return init;
}

export interface ApiClient {
  /** The raw answer of the call. */
  request<E extends EndpointDeclaration>(endpoint: E, ...call: OptionalCall<E>): Promise<Response>;
  /** Asserts a 200 success envelope and answers its `data`, read with the declaration's answer schema. */
  data<E extends EndpointDeclaration>(endpoint: E, ...call: OptionalCall<E>): Promise<AnswerOf<E>>;
  /** Asserts the status and the error envelope, and answers the envelope. */
  refused<E extends EndpointDeclaration>(endpoint: E, status: number, ...call: OptionalCall<E>): Promise<ErrorBody>;
}

/** The call may be left out when the declaration needs no params and no body. */
type OptionalCall<E extends EndpointDeclaration> = E['params'] extends Schema ? [call: CallOf<E>] : [call?: CallOf<E>];

/** A client of `server` signed in with `token` (anonymous without). */
export function apiAs(server: Pick<TestServer, 'app'>, token?: string): ApiClient {
  const request = <E extends EndpointDeclaration>(endpoint: E, ...[call]: OptionalCall<E>) => {
    const given = (call ?? {}) as CallOf<E>;
    return server.app.request(urlOf(endpoint, given), initOf(endpoint, given, token));
  };
  return {
    request,
    data: async (endpoint, ...call) => successData(await request(endpoint, ...call), endpoint.answer) as Promise<AnswerOf<typeof endpoint>>,
    refused: async (endpoint, status, ...call) => (await errorEnvelope(await request(endpoint, ...call), status)) as ErrorBody,
  };
}
