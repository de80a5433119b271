import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type * as v from 'valibot';
import { GAMES, type AnswerOf, type BodyEncoding, type EndpointDeclaration, type Game, type ValidatedRequest } from '../../contract/endpoint.ts';
import type { Queryable } from '../db/database.ts';
import { fail, ok } from './envelope.ts';
import { attachment } from './attachment.ts';
import { requireContentType, requireWellFormedUrl, valid, validJsonBody } from './validate.ts';
import type { AuthVariables } from './auth.ts';
import type { RouteDeps } from './routeDeps.ts';
import { needsAcceptedTerms, requireAcceptedTerms } from './termsGate.ts';
import { namedLocId, resolveLocation } from './locationGate.ts';
import type { Location } from '../../domain/bets/index.ts';
import { readIdempotencyKey, requestFingerprint, runIdempotently } from './idempotency.ts';
import { requireAttribute } from './attributeGate.ts';

/**
 * The signed-in user of a call: who it is from its verified access token, what it may do from the
 * database (role and locations as stored now, the terms flag of its open session).
 */
export interface Caller {
  userId: string;
  role: string;
  locations: string[];
  sessionId: string;
  termsAccepted: boolean;
}

type Env = { Variables: AuthVariables };

/** What a handler is given: the validated request, the caller, the game prefix, the location and Hono's context. */
export type HandlerRequest<E extends EndpointDeclaration> = ValidatedRequest<E> & {
  caller: E['anonymous'] extends true ? null : Caller;
  /** The prefix of a data call; null for calls at the API root. */
  game: E['scope'] extends 'data' ? Game : null;
  /**
   * The location of a data call, resolved once at the edge (server/http/locationGate.ts): the LocId it
   * names, or its prefix's default, always one the caller works at. Null for calls at the API root.
   */
  location: E['scope'] extends 'data' ? Location : null;
  /**
   * The database this call reads and writes through. For an idempotent call it is one transaction
   * (with a key, the one that also stores the key and the answer), so the handler's writes, its audit
   * row and the stored answer commit together; use it (not the app's database) for every query of such a handler.
   */
  db: Queryable;
  c: Context<Env>;
};

/** A handler answers the endpoint's `data` (sent as `{ success: true, data }`), or a Response of its own (errors, streams). */
export type Handler<E extends EndpointDeclaration> = (request: HandlerRequest<E>) => Promise<AnswerOf<E> | Response>;

export interface ImplementOptions {
  /** Largest request body accepted, in bytes; a larger one is answered 413 before it is read. */
  maxBodyBytes?: number;
  /** The message of the 413 answer to a body over `maxBodyBytes` (the upload names its own limit). */
  tooLargeMessage?: string;
  /** Middleware run after authentication and before validation (e.g. a permission check). */
  before?: MiddlewareHandler<Env>[];
}

/**
 * The body limit of a call that does not name its own, by what it declares: a call without a body
 * still gets the LocId the client adds to every POST and PUT; a form (the sign-in: a user id, a
 * password, a captcha answer) and a JSON call take a few KB. A call that takes more says so
 * (`maxBodyBytes`: Place Bets, the upload).
 */
export const DEFAULT_MAX_BODY_BYTES: Record<BodyEncoding | 'none', number> = {
  none: 1024,
  form: 4 * 1024,
  json: 16 * 1024,
  multipart: 16 * 1024,
};

/** The largest body `endpoint` takes. */
export function maxBodyBytesOf(endpoint: EndpointDeclaration, options: ImplementOptions = {}): number {
  return options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES[endpoint.body ? (endpoint.bodyEncoding ?? 'json') : 'none'];
}

export interface ApiRouter {
  /** Serves `endpoint` with `handler`: at its scope's root, and under 4d/ and tt/ for data calls. */
  implement<E extends EndpointDeclaration>(endpoint: E, handler: Handler<E>, options?: ImplementOptions): void;
}

/** The game prefix a data call was reached under; null at the API root. */
function gameOf(endpoint: EndpointDeclaration, path: string): Game | null {
  if (endpoint.scope !== 'data') return null;
  return GAMES.find((game) => path.startsWith(`/${game}/`)) ?? null;
}

/** Hono's path syntax for a contract path: the same `:Name` parameters, under the scope's prefix. */
function honoPaths(endpoint: EndpointDeclaration): string[] {
  const paths = endpoint.scope === 'data' ? GAMES.map((game) => `/${game}/${endpoint.path}`) : [`/${endpoint.path}`];
  // 'bet/' and 'bet' are the same call: clients write both.
  return paths.flatMap((path) => (path.endsWith('/') && path.length > 1 ? [path, path.slice(0, -1)] : [path]));
}

/** Which part of the request Hono's validator reads a body from. */
const bodyTarget = (encoding: BodyEncoding) => (encoding === 'json' ? 'json' : 'form');

/**
 * The validators of a call, in the order their problems are reported: path parameters, query, body.
 * The body's content type must be the declared one (checked before it is read); Hono's validator
 * reads the body (a malformed JSON or form body is its 400), a JSON body must be an object, and the
 * schema's problems are answered by `valid`.
 */
function validatorsOf(endpoint: EndpointDeclaration): MiddlewareHandler<Env>[] {
  const validators: MiddlewareHandler<Env>[] = [requireWellFormedUrl];
  if (endpoint.params) validators.push(valid('param', endpoint.params));
  if (endpoint.query) validators.push(valid('query', endpoint.query));
  if (endpoint.body) {
    const encoding = endpoint.bodyEncoding ?? 'json';
    validators.push(requireContentType(encoding));
    validators.push(encoding === 'json' ? validJsonBody(endpoint.body) : valid('form', endpoint.body));
  }
  return validators;
}

/** The value a validator of `endpoint` stored for `target`; undefined when the call has no such part. */
function validatedPart(c: Context<Env>, target: 'param' | 'query' | 'json' | 'form', schema: v.GenericSchema | undefined): unknown {
  // Hono types validated data through the route's input type, which a generic router does not have.
  return schema ? c.req.valid(target as never) : undefined;
}

/**
 * The server side of the contract: `implement(endpoint, handler)` registers the call, checks the
 * bearer token (unless the call is anonymous) and that the session accepted the terms (but for the
 * few calls the terms page needs), limits the body, validates path parameters, query and body with
 * the declaration's schemas (400 in the error envelope, every problem in `data`), checks a data
 * call's location against the caller's, refuses (403) a caller not granted the call's `attribute`, runs an `idempotent` call once per Idempotency-Key, and
 * hands the handler typed values. A handler may answer a Response of its own (errors, other bodies).
 * Route files call it; app.ts only lists the route files.
 */
export function createApiRouter(routers: { versioned: Hono<Env>; root: Hono<Env> }, deps: RouteDeps): ApiRouter {
  return {
    implement(endpoint, handler, options = {}) {
      const router = endpoint.scope === 'root' ? routers.root : routers.versioned;
      const limit = bodyLimit({
        maxSize: maxBodyBytesOf(endpoint, options),
        onError: (c) => {
          // Close the connection: the rest of the body is never read, not even to drain it.
          c.header('Connection', 'close');
          return fail(c, 413, options.tooLargeMessage ?? 'The request is too large.');
        },
      });
      // A GET announcing a body over the limit (its length, or a chunked one) is refused as the limit refuses.
      const refuseGetBody: MiddlewareHandler<Env> = async (c, next) => {
        if (Number(c.req.header('content-length') ?? 0) <= maxBodyBytesOf(endpoint, options) && !c.req.header('transfer-encoding')) return next();
        c.header('Connection', 'close');
        return fail(c, 413, options.tooLargeMessage ?? 'The request is too large.');
      };
      const middleware: MiddlewareHandler<Env>[] = [
        ...(endpoint.anonymous ? [] : [deps.auth]),
        ...(needsAcceptedTerms(endpoint) ? [requireAcceptedTerms] : []),
        // The permission attribute the call declares, from the database (spec 02 §6): 403 before the handler.
        ...(endpoint.attribute && !endpoint.anonymous ? [requireAttribute(deps.db, endpoint.attribute)] : []),
        // A GET's body is never read (the Node adapter passes none), and looking for one built a full
        // Request for every call (issue 24): a GET is judged by its head alone, the rest by the limit.
        endpoint.method === 'GET' ? refuseGetBody : limit,
        ...(options.before ?? []),
        ...validatorsOf(endpoint),
      ];
      const bodyPart = bodyTarget(endpoint.bodyEncoding ?? 'json');
      for (const path of honoPaths(endpoint)) {
        const game = gameOf(endpoint, path);
        const answer: MiddlewareHandler<Env> = async (c) => {
          const caller: Caller | null = endpoint.anonymous
            ? null
            : {
                userId: c.get('userId'),
                role: c.get('role'),
                locations: c.get('locations'),
                sessionId: c.get('sessionId'),
                termsAccepted: c.get('termsAccepted'),
              };
          const params = validatedPart(c, 'param', endpoint.params);
          const query = validatedPart(c, 'query', endpoint.query);
          const body = validatedPart(c, bodyPart, endpoint.body);
          let location: Location | null = null;
          if (game && caller) {
            // The upload's form may name LocId in its URL only (the query is not declared there).
            const resolved = resolveLocation(game, namedLocId(body, query, { LocId: c.req.query('LocId') }), caller.locations);
            if (!resolved.ok) return fail(c, resolved.status, resolved.message);
            location = resolved.location;
          }
          const respond = async (db: Queryable): Promise<Response> => {
            // The one place where validated values meet the handler's types: the validators above ran
            // the declaration's own schemas, so each part is that schema's output.
            const result = await handler({ params, query, body, caller, game, location, db, c } as never);
            if (result instanceof Response) return result;
            if (endpoint.answerEncoding === 'file') return attachment(result as { FileName: string; Content: string });
            return endpoint.answerEncoding === 'text' ? c.text(String(result)) : ok(c, result);
          };
          if (!endpoint.idempotent || !caller) return respond(deps.db);
          const key = readIdempotencyKey(c);
          if (key.kind === 'invalid') return fail(c, 400, key.message);
          // Without a key the call is served as before (an older client: see server/http/idempotency.ts),
          // still in one transaction, so a money write and its audit row commit together.
          if (key.kind === 'none') return deps.db.transaction((tx) => respond(tx));
          const fingerprint = requestFingerprint(endpoint.method, c.req.path, { params, query, body });
          return runIdempotently(deps.db, c, { userId: caller.userId, key: key.key, fingerprint, now: deps.now() }, respond);
        };
        router.on(endpoint.method, [path], ...middleware, answer);
      }
    },
  };
}
