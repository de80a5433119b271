import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { SignedInOnly } from './guards.tsx';
import { useAppActor, useMaintenanceActor, useRouteGuardActor, useSessionActor, useVersionUpdateActor } from './rootActor.tsx';
import { UpdatePrompt } from '../views/versioning/UpdatePrompt.tsx';
import { lazyRoute } from './versioning/chunkFailures.ts';
import { useNavigationBridge } from './navigationBridge.ts';
import { locIdOfQuery, storedLocId } from './currentLocation.ts';
// The signed-in area's pages (spec 02 §2.2) all share the home layout; the route guards read the same list.
import { embeddedPage, SIGNED_IN_AREAS } from '../../machines/rules/routeAccess.ts';
import { LoginLayout } from '../layouts/LoginLayout.tsx';
import { SignInScreen } from '../views/login/SignInScreen.tsx';
import { EmbedLayout } from '../layouts/EmbedLayout.tsx';
import { RouteLoading } from '../views/RouteLoading.tsx';
import { loadWholeCatalog } from '../i18n/i18n.ts';

// Every page but the sign-in screen (where most visits start) is its own chunk, loaded on the way;
// a chunk that fails to load goes to the reload guard (src/app/versioning/chunkFailures.ts).
// The entry has only the sign-in page's English messages: every other page loads the whole catalog with its code.
const withMessages =
  <M,>(importer: () => Promise<M>) =>
  () =>
    Promise.all([importer(), loadWholeCatalog()]).then(([module]) => module);
/**
 * A component of the signed-in area, inside SignedInFlowsGate: the signed-in area's flows (machines,
 * contracts) are a chunk of their own, loaded with the component's and made once. Loaded side by side,
 * not as one more lazy level: each nested level would hold the page back another render.
 */
const withSignedInFlows =
  <P extends object>(importer: () => Promise<ComponentType<P>>) =>
  () =>
    Promise.all([importer(), import('./SignedInFlowsGate.tsx')]).then(([Component, { SignedInFlowsGate }]) => ({
      default: (props: P) => (
        <SignedInFlowsGate>
          <Component {...props} />
        </SignedInFlowsGate>
      ),
    }));
const ChangePasswordPage = lazyRoute<object>(withMessages(() => import('../views/changePassword/ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage }))));
const TermsPage = lazyRoute<object>(withMessages(() => import('../views/terms/TermsPage.tsx').then((m) => ({ default: m.TermsPage }))));
const NotFoundPage = lazyRoute<object>(withMessages(() => import('../views/notFound/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage }))));
// The signed-in frame (header, menu, clock, QR code) is not needed to sign in: its own chunk.
const AdminLayout = lazyRoute<{ children: ReactNode }>(withMessages(withSignedInFlows(() => import('../layouts/AdminLayout.tsx').then((m) => m.AdminLayout))));
// The signed-in area's route table (with its placeholder pages, built from the menu): also its own chunk.
const AdminPages = lazyRoute<object>(withMessages(withSignedInFlows(() => import('./AdminPages.tsx').then((m) => m.AdminPages))));
/**
 * Starts loading the signed-in area's code for the page at `path` (the frame, the route table, then
 * the page's own chunk) without waiting for each to render the next: at start, when a session is
 * stored and the URL is in the signed-in area (main.tsx). A guess, not a decision: the route guards
 * still decide what shows; a session that turns out to be over has only cost the download. Each
 * lazy level otherwise waits for the one above it to load and render (issue 24, Lighthouse: frame,
 * route table and page were three round trips after the session check, one after another).
 */
export function preloadSignedInArea(path: string) {
  const embedded = embeddedPage(path);
  if (embedded === null) void AdminLayout.preload();
  void AdminPages.preload();
  // The page's chunk as soon as the route table is there (not after the catalog the table's render waits for).
  void import('./AdminPages.tsx').then(({ preloadPageAt }) => preloadPageAt(embedded ?? path));
}
const HelpCenterPage = lazyRoute<object>(withMessages(() => import('../views/help/HelpCenterPage.tsx').then((m) => ({ default: m.HelpCenterPage }))));
const MaintenancePage = lazyRoute<object>(withMessages(() => import('../views/maintenance/MaintenancePage.tsx').then((m) => ({ default: m.MaintenancePage }))));


/** `Modal=true` in the URL marks a page shown inside a modal (spec 01 §2). */
const isModal = (search: string) => new URLSearchParams(search).get('Modal') === 'true';

function ModalMark({ children }: { children: ReactNode }) {
  return <div className={isModal(useSearch()) ? 'page page--modal' : 'page'}>{children}</div>;
}

/**
 * The home layout, except for a page shown inside a modal (Modal=true): the page that opened the
 * modal has the header and menu already, so the page comes in the blank frame, as in embed mode.
 */
function HomeFrame({ children }: { children: ReactNode }) {
  return isModal(useSearch()) ? <EmbedLayout>{children}</EmbedLayout> : <AdminLayout>{children}</AdminLayout>;
}

/** What the root chart hears after each navigation: the path, its query and the location it names. */
function useUrlReport() {
  const app = useAppActor();
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    app.send({ type: 'URL_CHANGED', path, search, locId: locIdOfQuery(search) ?? storedLocId() });
  }, [app, path, search]);
}

/** The route table of spec 01 §2; every other path goes to /404. */
export function App() {
  // The system actors' own navigation (sign-out, 401, maintenance) goes through the router bridge.
  useNavigationBridge(useSessionActor());
  useNavigationBridge(useMaintenanceActor());
  // The root chart hears where the router is: its route guards decide whether the page may show,
  // and redirect through the bridge (subscribed first: effects run in order, and the first URL may
  // already be decided against a session known before the first render).
  useNavigationBridge(useRouteGuardActor());
  useUrlReport();
  const versionUpdate = useVersionUpdateActor();
  return (
    // A navigation to a page whose code is not loaded yet shows the loading state.
    <Suspense fallback={<RouteLoading />}>
      <UpdatePrompt versionUpdate={versionUpdate} />
      <Switch>
        <Route path="/login">
          {/* The page guards itself (SignedOutOnly): it knows when its own sign-in is under way. */}
          <LoginLayout toggle={false}>
            <SignInScreen />
          </LoginLayout>
        </Route>
        <Route path="/change-password">
          <LoginLayout>
            <ChangePasswordPage />
          </LoginLayout>
        </Route>
        <Route path="/terms">
          {/* The page guards itself (TermsGate): it knows when its own acceptance is under way. */}
          <LoginLayout plain>
            <TermsPage />
          </LoginLayout>
        </Route>
        <Route path="/embed" nest>
          {/* The same pages without the menu; recognised by /embed/ in the URL (spec 01 §2). */}
          <SignedInOnly>
            <EmbedLayout>
              <ModalMark>
                <AdminPages />
              </ModalMark>
            </EmbedLayout>
          </SignedInOnly>
        </Route>
        <Route path={SIGNED_IN_AREAS}>
          <SignedInOnly>
            <HomeFrame>
              <ModalMark>
                <AdminPages />
              </ModalMark>
            </HomeFrame>
          </SignedInOnly>
        </Route>
        <Route path="/maintenance" component={MaintenancePage} />
        <Route path="/404" component={NotFoundPage} />
        {/* Public: the not-found page's Help Center link must work for a signed-out visitor. */}
        <Route path="/help">
          <LoginLayout plain>
            <HelpCenterPage />
          </LoginLayout>
        </Route>
        <Route path="/">
          <Redirect to="/login" replace />
        </Route>
        <Route>
          <Redirect to="/404" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
