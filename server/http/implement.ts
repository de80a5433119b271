import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { GAMES, type AnswerOf, type EndpointDeclaration, type Game, type ValidatedRequest } from '../../contract/endpoint.ts';
import { fail, ok } from './envelope.ts';
import type { AuthVariables } from './auth.ts';
import type { RouteDeps } from './routeDeps.ts';


/** The signed-in user of a call, from its verified access token and open session. */
export interface Caller {
  userId: string;
  role: string;
  sessionId: string;
  termsAccepted: boolean;
}

type Env = { Variables: AuthVariables };

/** What a handler is given: the validated request, the caller, the game prefix and Hono's context. */
export type HandlerRequest<E extends EndpointDeclaration> = ValidatedRequest<E> & {
  caller: E['anonymous'] extends true ? null : Caller;
  /** The prefix of a data call; null for calls at the API root. */
  game: E['scope'] extends 'data' ? Game : null;
  c: Context<Env>;
};

/** A handler answers the endpoint's `data` (sent as `{ success: true, data }`), or a Response of its own (errors, streams). */
export type Handler<E extends EndpointDeclaration> = (request: HandlerRequest<E>) => Promise<AnswerOf<E> | Response>;

export interface ImplementOptions {
  /** Largest request body accepted, in bytes; a larger one is answered 413 before it is read. */
  maxBodyBytes?: number;
  /** Middleware run after authentication and before validation (e.g. a permission check). */
  before?: MiddlewareHandler<Env>[];
}

/** Bodies of forms and JSON calls: a few KB is plenty; a call that takes more says so. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export interface ApiRouter {
  /** Serves `endpoint` with `handler`: at its scope's root, and under 4d/ and tt/ for data calls. */
  implement<E extends EndpointDeclaration>(endpoint: E, handler: Handler<E>, options?: ImplementOptions): void;
}

/** Hono's path syntax for a contract path: the same `:Name` parameters, under the scope's prefix. */
function honoPaths(endpoint: EndpointDeclaration): string[] {
  const paths = endpoint.scope === 'data' ? GAMES.map((game) => `/${game}/${endpoint.path}`) : [`/${endpoint.path}`];
  // 'bet/' and 'bet' are the same call: clients write both.
  return paths.flatMap((path) => (path.endsWith('/') && path.length > 1 ? [path, path.slice(0, -1)] : [path]));
}

const problemsOf = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });

type Parsed = { ok: true; value: unknown } | { ok: false; response: Response };

function parseWith(c: Context, schema: v.GenericSchema | undefined, value: unknown): Parsed {
  if (!schema) return { ok: true, value: undefined };
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  const problems = problemsOf(result.issues);
  return { ok: false, response: fail(c, 400, problems[0] ?? 'Invalid request.', { data: problems }) };
}

/** The body as the declaration says it travels; a body that is not of that kind is a 400, never a 500. */
async function readBody(c: Context, endpoint: EndpointDeclaration): Promise<Parsed> {
  if (!endpoint.body) return { ok: true, value: undefined };
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const encoding = endpoint.bodyEncoding ?? 'json';
  if (encoding === 'json') {
    if (type !== 'application/json') return { ok: false, response: fail(c, 400, 'Send the body as application/json.') };
    let value: unknown;
    try {
      value = await c.req.json();
    } catch {
      return { ok: false, response: fail(c, 400, 'The body is not valid JSON.') };
    }
    return { ok: true, value };
  }
  const expected = encoding === 'form' ? 'application/x-www-form-urlencoded' : 'multipart/form-data';
  if (type !== expected) return { ok: false, response: fail(c, 400, `Send the body as ${expected}.`) };
  try {
    return { ok: true, value: await c.req.parseBody() };
  } catch {
    return { ok: false, response: fail(c, 400, `The body is not valid ${expected}.`) };
  }
}

/**
 * The server side of the contract: `implement(endpoint, handler)` registers the call, checks the
 * bearer token (unless the call is anonymous), limits the body, validates path parameters, query
 * and body with the declaration's schemas (400 in the error envelope on the first problem), and
 * hands the handler typed values. Route files call it; app.ts only lists the route files.
 */
export function createApiRouter(routers: { versioned: Hono<Env>; root: Hono<Env> }, deps: RouteDeps): ApiRouter {
  return {
    implement(endpoint, handler, options = {}) {
      const router = endpoint.scope === 'root' ? routers.root : routers.versioned;
      const limit = bodyLimit({
        maxSize: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
        onError: (c) => fail(c, 413, 'The request is too large.'),
      });
      const middleware: MiddlewareHandler<Env>[] = [...(endpoint.anonymous ? [] : [deps.auth]), limit, ...(options.before ?? [])];
      for (const path of honoPaths(endpoint)) {
        const game = (endpoint.scope === 'data' ? path.split('/')[1] : null) as Game | null;
        const answer: MiddlewareHandler<Env> = async (c) => {
          const params = parseWith(c, endpoint.params, c.req.param());
          if (!params.ok) return params.response;
          const query = parseWith(c, endpoint.query, c.req.query());
          if (!query.ok) return query.response;
          const raw = await readBody(c, endpoint);
          if (!raw.ok) return raw.response;
          const body = parseWith(c, endpoint.body, raw.value);
          if (!body.ok) return body.response;
          const caller: Caller | null = endpoint.anonymous
            ? null
            : { userId: c.get('userId'), role: c.get('role'), sessionId: c.get('sessionId'), termsAccepted: c.get('termsAccepted') };
          const result = await handler({
            params: params.value,
            query: query.value,
            body: body.value,
            caller,
            game,
            c,
          } as never);
          return result instanceof Response ? result : ok(c, result);
        };
        router.on(endpoint.method, [path], ...middleware, answer);
      }
    },
  };
}
