import { Redirect, Route, Switch } from 'wouter';
import type { PageRoute } from './pageRoute.ts';
import { homePages } from '../views/home/pages.ts';
import { guidePages } from '../views/guides/pages.ts';
import { betPages } from '../views/bets/pages.ts';
import { formPages } from '../forms/pages.ts';
import { placeholderPages } from '../views/placeholders/pages.ts';
import { screenPages } from '../screens/pages.ts';
import { controlPages } from '../views/control/pages.ts';
import { jobScreenPages } from '../jobScreens/pages.ts';
import { smsSendPages } from '../views/smsSend/pages.ts';
import { MenuRouteGuard } from './MenuRouteGuard.tsx';

// Each area owns its list of pages; a menu destination without a built page gets a placeholder.
const builtPages: readonly PageRoute[] = [...homePages, ...guidePages, ...betPages, ...formPages, ...screenPages, ...controlPages, ...jobScreenPages, ...smsSendPages];
const allPages: readonly PageRoute[] = [...builtPages, ...placeholderPages(new Set(builtPages.map((page) => page.path)))];

/** The pages of the signed-in area, shared by the home layout and the embed layout (spec 02 §2.1), each behind its menu rule. */
export function AdminPages() {
  return (
    <Switch>
      {allPages.map((page) => (
        <Route key={page.path} path={page.path}>
          <MenuRouteGuard path={page.path} guard={page.guard}>
            <page.component />
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
