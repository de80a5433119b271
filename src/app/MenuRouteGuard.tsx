import { useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Unauthorized } from '../widgets/Unauthorized.tsx';
import type { RouteItemId } from '../menu/types.ts';
import { useMenuGuardActor } from './rootActor.tsx';

/**
 * A page of the signed-in area behind the menu's rule (spec 02 §2.1, §6): the menu guard chart
 * (machines/menuGuard.machine.ts) decides whether the menu shows this user an entry leading here;
 * this reports the page (its route pattern and the entry guarding it) and renders the chart's
 * state: the page, 'Unauthorized Access', or nothing while the chart has not decided for this page.
 */
export function MenuRouteGuard({ path, guard, children }: { path: string; guard?: RouteItemId; children: ReactNode }) {
  const menuGuard = useMenuGuardActor();
  useEffect(() => {
    menuGuard.send({ type: 'MENU_PAGE_SHOWN', path, ...(guard === undefined ? {} : { guard }) });
    return () => menuGuard.send({ type: 'MENU_PAGE_LEFT', path });
  }, [menuGuard, path, guard]);
  const verdict = useSelector(menuGuard, (s) => (s.context.page?.path !== path ? null : s.matches('open') ? 'open' : s.matches('refused') ? 'refused' : null));
  if (verdict === 'refused') return <Unauthorized />;
  return verdict === 'open' ? <>{children}</> : null;
}
