import type * as v from 'valibot';
import type { PermissionAttribute } from './permissionAttributes.ts';

/**
 * One call of spec 02 §7, declared once and read by both sides: the client builds its request from
 * it (src/api/client.ts `call`), the reference server validates and answers through it
 * (server/http/implement.ts). A call's shape is never written a second time.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a call lives (spec 01 §7, spec 02 §7.1): `auth` at the API root (/api/v1/profile);
 * `data` under the location's game prefix, `4d/` or `tt/` (/api/v1/4d/bet/page2); `root` at the API
 * root without its version (/api/captcha).
 */
export type Scope = 'auth' | 'data' | 'root';

/** The game prefix of a data call: `4d/` for SG and MG, `tt/` for TT. */
export type Game = '4d' | 'tt';
export const GAMES: readonly Game[] = ['4d', 'tt'];

/** How a body travels: JSON by default; `form` is application/x-www-form-urlencoded; `multipart` carries a file. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * How a successful answer travels: `envelope` (the default) is `{ success: true, data }`, `data` read
 * with `answer`; `text` is the body itself (the captcha's SVG), read with `answer`, and handed to the
 * client with the answer's headers (the captcha's token travels in one); `file` is a download: the
 * handler answers `{ FileName, Content }`, sent as an attachment of that name, and the client gets a
 * Blob and the name to save it under (a failure still travels in the error envelope).
 */
export type AnswerEncoding = 'envelope' | 'text' | 'file';

// Schemas are typed loosely here so a declaration keeps its own precise schema types (see `endpoint`).
type Schema = v.GenericSchema;

export interface EndpointDeclaration {
  method: Method;
  /** Relative to the scope's root; `:Name` segments are path parameters (`files/processUpload/:FileId`). */
  path: string;
  scope: Scope;
  /** One line: what the call does, for people reading the contract and the fuzz report. */
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  bodyEncoding?: BodyEncoding;
  /** What `data` of a successful answer holds (the whole body for a `text` answer). */
  answer: Schema;
  answerEncoding?: AnswerEncoding;
  /** Sent without the bearer token (token issuance, password change by form; spec 01 §7). */
  anonymous?: boolean;
  /** Kept in the client's 3-minute response cache (spec 02 §9), cleared by any write. */
  cached?: boolean;
  /** The query also takes Format=csv: every row of the query streamed as text/csv (CSV export). */
  csv?: boolean;
  /** The request carries an Idempotency-Key; a repeat gets the first answer (money-moving writes). */
  idempotent?: boolean;
  /**
   * The permission attribute (spec 02 §6) the caller must be granted to make this call: the view the
   * call serves (AG for agents/, PAYMENT for payments). The server checks it from the database.
   */
  attribute?: PermissionAttribute;
}

/** Declares a call. `const` keeps the literal method, path and the precise schemas in the type. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

export type AnyEndpoint = EndpointDeclaration;

type OutputOf<S> = S extends Schema ? v.InferOutput<S> : undefined;
type InputOf<S> = S extends Schema ? v.InferInput<S> : undefined;

/** What the server's handler receives: the validated, transformed parts of the request. */
export interface ValidatedRequest<E extends EndpointDeclaration> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

/** What a successful answer's `data` is. */
export type AnswerOf<E extends EndpointDeclaration> = v.InferOutput<E['answer']>;

/** A `text` answer as the client receives it: the body read with `answer`, and the headers it came with. */
export interface TextAnswer<T> {
  text: T;
  headers: Headers;
}

/** A `file` answer as the client receives it: the body to save and the name the server gave it. */
export interface FileAnswer {
  blob: Blob;
  fileName: string;
}

/** What the client's `call` resolves with: the answer's `data`, the text and headers of a `text` answer, or a `file`. */
export type ResultOf<E extends EndpointDeclaration> = E['answerEncoding'] extends 'text'
  ? TextAnswer<AnswerOf<E>>
  : E['answerEncoding'] extends 'file'
    ? FileAnswer
    : AnswerOf<E>;

/**
 * A query value as the client writes it: the server's query schemas read text (a URL has nothing
 * else), so the client may give numbers and booleans, which travel as their text.
 */
type QueryValue = string | number | boolean | undefined | null;
type QueryInput<S> = S extends Schema ? { [K in keyof v.InferInput<S>]?: QueryValue } : undefined;
type ParamsInput<S> = S extends Schema ? { [K in keyof v.InferInput<S>]: string | number } : undefined;

/** What the client gives to call an endpoint: only the parts the declaration has. */
export type CallInput<E extends EndpointDeclaration> = (E['params'] extends Schema ? { params: ParamsInput<E['params']> } : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: QueryInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: BodyInput<E> } : { body?: undefined }) & {
    /** Extra headers (x-token of the captcha; `x-no-cache` skips the response cache and is not sent). */
    headers?: Record<string, string>;
    /** Multipart only: the fraction of the body sent so far. */
    onProgress?: (fraction: number) => void;
    /** Idempotent calls: the key of this submission, the same on every retry of it. */
    idempotencyKey?: string;
  };

/** Omit applied to each member of a union (a body may be a variant, like the token grants). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type BodyInput<E extends EndpointDeclaration> = E['bodyEncoding'] extends 'multipart' ? FormData : OmitEach<InputOf<E['body']>, 'LocId'> & { LocId?: string };

/** The concrete path of a call: `:Name` segments replaced by their (URL-encoded) values. */
export function pathOf(declaration: Pick<EndpointDeclaration, 'path'>, params: Record<string, string | number> | undefined): string {
  return declaration.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${declaration.path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
