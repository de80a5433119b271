/** The paged calls of the data screens (server/queries/index.ts), each served by the one generic route. */
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { PAGED_CALLS } from '../queries/index.ts';

export function mountPagedQueries(router: ApiRouter, deps: RouteDeps) {
  for (const call of PAGED_CALLS) call.mount(router, deps);
}
