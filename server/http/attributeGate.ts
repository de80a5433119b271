import { createMiddleware } from 'hono/factory';
import type { PermissionAttribute } from '../../contract/permissionAttributes.ts';
import type { Queryable } from '../db/database.ts';
import { userHolds } from '../permissions/grants.ts';
import type { AuthVariables } from './auth.ts';
import { fail } from './envelope.ts';

/** The message of a call refused for a missing attribute: the words the app shows for a refused view. */
export const NOT_GRANTED_MESSAGE = 'Unauthorized Access';

/**
 * A call that declares `attribute` (contract/endpoint.ts) is made only by a caller granted it
 * (spec 02 §6; '*' holds every one), read from users.granted on every call: a revoke takes effect on
 * the next request, whatever the client shows. Runs after the token check, before the input is read.
 */
export const requireAttribute = (db: Queryable, attribute: PermissionAttribute) =>
  createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!(await userHolds(db, c.get('userId'), attribute))) return fail(c, 403, NOT_GRANTED_MESSAGE);
    await next();
  });
