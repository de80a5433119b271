import { validator } from 'hono/validator';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { Context, ValidationTargets } from 'hono';
import type { BodyEncoding } from '../../contract/endpoint.ts';
import { fail } from './envelope.ts';

/** The problems of a failed parse, one readable line each (the path first when there is one). */
function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** A 400 in the error envelope; a plain Response (not Hono's typed one), so it fits any route's middleware list. */
function refuse(c: Context, problems: string[]): Response {
  const refused: Response = fail(c, 400, problems[0] ?? 'Invalid request.', { data: problems });
  return refused;
}

/**
 * Validates one part of the request with a valibot schema. Bad input answers 400 in the error
 * envelope, with one readable message per problem in `data`, before any handler runs.
 */
export function valid<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(target: Target, schema: Schema) {
  return validator(target, (value, c) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<Schema>;
    return refuse(c, problemsOf(result.issues));
  });
}

/** The media types each body encoding may travel as (a form may use either of the HTML form encodings). */
const MEDIA_TYPES: Record<BodyEncoding, readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  multipart: ['multipart/form-data'],
};

const WHAT_TO_SEND: Record<BodyEncoding, string> = {
  json: 'Send the body as application/json.',
  form: 'Send the body as application/x-www-form-urlencoded.',
  multipart: 'Send the file as multipart/form-data.',
};

const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** A request that carries no body at all: no bytes announced, none streamed, no content type. */
function hasNoBody(c: Context): boolean {
  if (c.req.header('content-type')) return false;
  if (c.req.header('transfer-encoding')) return false;
  return c.req.raw.body === null || c.req.header('content-length') === '0';
}

/**
 * The body's content type must be the one the call declares: Hono's validator reads any other type
 * as `{}`, which would let `text/plain` (or a JSON body sent to a form) pass as an empty object.
 * A request with no body at all still reads as `{}` (POST terms/accept needs none); the schema then
 * names whatever is required. Refused before a byte of the body is read.
 */
export const requireContentType = (encoding: BodyEncoding) =>
  createMiddleware(async (c, next) => {
    const allowed = MEDIA_TYPES[encoding];
    if (!allowed.includes(mediaTypeOf(c)) && !(encoding !== 'multipart' && hasNoBody(c))) {
      return refuse(c, [WHAT_TO_SEND[encoding]]);
    }
    await next();
  });

/**
 * The URL must be well-formed percent-encoded UTF-8: Hono keeps a sequence it cannot decode (such
 * as %ED%A0%80, a lone surrogate in UTF-8 form) as literal text, which a schema would then read as
 * an odd but valid value.
 */
export const requireWellFormedUrl = createMiddleware(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  try {
    decodeURIComponent(pathname + search);
  } catch {
    return refuse(c, ['The URL is not well-formed UTF-8.']);
  }
  await next();
});

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a JSON body: it must be one JSON object (valibot's object schemas take an array as an
 * object, so `[]` would pass as `{}`), then the schema decides.
 */
export function validJsonBody<Schema extends v.GenericSchema>(schema: Schema) {
  return validator('json', (value, c) => {
    if (!isPlainObject(value)) return refuse(c, ['The body must be a JSON object.']);
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<Schema>;
    return refuse(c, problemsOf(result.issues));
  });
}
