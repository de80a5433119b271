import { grantableNames, grantPermission, permissionGranted, revokePermission } from '../../contract/permissions.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { mayAccessMember } from '../memberTree.ts';
import { grantedOf, holds } from '../permissions/grants.ts';
import { grant, grantableBy, GRANTER_NAME, NOT_A_GRANTER, revoke, type Outcome } from '../permissions/rules.ts';

/**
 * The Permission screen's writes and checks (spec 02 §7.12); its list is a paged query
 * (server/queries/permissions.ts). The rules are in server/permissions/rules.ts.
 */
export function mountPermissionRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  const refused = <T>(c: Parameters<typeof fail>[0], outcome: Exclude<Outcome<T>, { ok: T }>) =>
    fail(c, outcome.status, outcome.message, outcome.problems ? { data: { Problems: outcome.problems } } : {});

  router.implement(permissionGranted, async ({ query, caller, c }) => {
    if (!(await mayAccessMember(db, caller.userId, query.UserId))) return fail(c, 403, 'Unauthorized Access');
    return holds(await grantedOf(db, query.UserId), query.Attribute);
  });

  router.implement(grantableNames, async ({ caller, c }) => {
    const granted = await grantedOf(db, caller.userId);
    if (!holds(granted, GRANTER_NAME)) return fail(c, 403, NOT_A_GRANTER);
    return grantableBy(granted).map((Attribute) => ({ Attribute }));
  });

  router.implement(grantPermission, async ({ body, caller, location, c }) => {
    const outcome = await grant(db, { callerId: caller.userId, locId: location, now: now() }, body.UserId.trim(), body.Attribute.trim());
    if (!('ok' in outcome)) return refused(c, outcome);
    const { userId } = outcome.ok;
    return { PermissionId: `${userId}:${body.Attribute.trim()}`, UserId: userId, Attribute: body.Attribute.trim() };
  });

  router.implement(revokePermission, async ({ params, caller, location, c }) => {
    const split = params.PermissionId.lastIndexOf(':');
    const [userId, name] = [params.PermissionId.slice(0, split), params.PermissionId.slice(split + 1)];
    const outcome = await revoke(db, { callerId: caller.userId, locId: location, now: now() }, userId, name);
    if (!('ok' in outcome)) return refused(c, outcome);
    return { PermissionId: `${outcome.ok.userId}:${name}`, RevokedFrom: outcome.ok.revokedFrom };
  });
}
