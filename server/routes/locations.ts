import { locations } from '../../contract/locations.ts';
import type { ApiRouter } from '../http/implement.ts';
import { allLocations } from '../locationThemes.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET loc: every location (LocId, display name Loc and theme), in menu order; LocId is ignored. */
export function mountLocationRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(locations, () => allLocations(db));
}
