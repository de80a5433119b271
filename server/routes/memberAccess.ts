import { Hono } from 'hono';
import * as v from 'valibot';
import { MemberAccessParamsSchema, type MemberAccess } from '../../contract/access.ts';
import { OptionalLocIdQuerySchema } from '../../contract/locations.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember } from '../memberTree.ts';

/** GET checkMemberAccess/{id}: `{ success: true, data: boolean }` (contract/access.ts). */
export function memberAccessRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/checkMemberAccess/:id',
    auth,
    valid('param', MemberAccessParamsSchema),
    valid('query', OptionalLocIdQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param') as v.InferOutput<typeof MemberAccessParamsSchema>;
      const allowed: MemberAccess = await mayAccessMember(db, c.get('userId'), id);
      return ok(c, allowed);
    },
  );
}
