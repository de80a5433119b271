import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Unauthorized } from '../widgets/Unauthorized.tsx';
import { mayOpenPath } from '../menu/routeAccess.ts';
import type { RouteItemId } from '../menu/types.ts';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../widgets/useMediaQuery.ts';
import { usePageLocId } from './pageLocation.ts';
import { useSessionActor } from './rootActor.tsx';

/**
 * The route guard of the signed-in area (spec 02 §2.1, §6): a page a menu entry leads to opens only
 * for someone the menu shows that entry to (src/menu/routeAccess.ts); anyone else sees
 * 'Unauthorized Access'. The spec's agent-or-admin guard is this guard with the menu rule
 * agentOrAdminEntry (Out Bets, Downline Mobile); the admin-only tools have adminOnlyEntry.
 */
export function MenuRouteGuard({ path, guard, children }: { path: string; guard?: RouteItemId; children: ReactNode }) {
  const profile = useSelector(useSessionActor(), (s) => s.context.profile);
  const location = usePageLocId();
  const shell = useMediaQuery(MOBILE_MEDIA_QUERY) ? 'mobile' : 'desktop';
  if (!profile) return null;
  if (!mayOpenPath(path, { profile, location, shell, mobileAppData: null }, guard)) {
    return <Unauthorized />;
  }
  return <>{children}</>;
}
