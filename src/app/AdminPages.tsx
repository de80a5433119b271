import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../widgets/useMediaQuery.ts';
import { useMenuGuardActor } from './rootActor.tsx';
import { preloadPage, type PageRoute } from './pageRoute.ts';
import { builtPages } from './builtPages.ts';
import { placeholderPages } from '../views/placeholders/pages.ts';
import { MenuRouteGuard } from './MenuRouteGuard.tsx';
import { RouteLoading } from '../views/RouteLoading.tsx';

// A menu destination without a built page gets a placeholder.
const allPages: readonly PageRoute[] = [...builtPages, ...placeholderPages(new Set(builtPages.map((page) => page.path)))];

/** Starts loading the code of the page at `path` (within the signed-in area, without /embed), if one is there. */
export function preloadPageAt(path: string) {
  const page = allPages.find((candidate) => candidate.path === path);
  if (page) preloadPage(page);
}

/**
 * What the menu guard chart hears of the window while its pages are on screen: the frame (mobile up
 * to 1024 px, spec 02 §9), whose menu entries differ. Only forwarded: the chart decides what it
 * changes. Here rather than in App: the media query stays out of the sign-in page's download.
 */
function useShellReport() {
  const menuGuard = useMenuGuardActor();
  const shell = useMediaQuery(MOBILE_MEDIA_QUERY) ? 'mobile' : 'desktop';
  useEffect(() => {
    menuGuard.send({ type: 'SHELL_CHANGED', shell });
  }, [menuGuard, shell]);
}

/** The pages of the signed-in area, shared by the home layout and the embed layout (spec 02 §2.1), each behind its menu rule. */
export function AdminPages() {
  useShellReport();
  return (
    <Switch>
      {allPages.map((page) => (
        <Route key={page.path} path={page.path}>
          <MenuRouteGuard path={page.path} guard={page.guard}>
            {/* The frame stays while a page's code arrives: only the content area waits. */}
            <Suspense fallback={<RouteLoading />}>
              <page.component />
            </Suspense>
          </MenuRouteGuard>
        </Route>
      ))}
      {/* "~" makes the path absolute, also inside the /embed nest. */}
      <Route>
        <Redirect to="~/404" replace />
      </Route>
    </Switch>
  );
}
