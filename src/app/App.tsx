import { Redirect, Route, Switch } from 'wouter';
import { SignedInOnly } from './guards.tsx';
import { useSessionActor } from './rootActor.tsx';
import { useNavigationBridge } from './navigationBridge.ts';
import { LoginLayout } from '../layouts/LoginLayout.tsx';
import { LoginPage } from '../views/login/LoginPage.tsx';
import { ChangePasswordPage } from '../views/changePassword/ChangePasswordPage.tsx';
import { TermsPage } from '../views/terms/TermsPage.tsx';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { HomePage } from '../views/home/HomePage.tsx';
import { NotFoundPage } from '../views/notFound/NotFoundPage.tsx';
import { MaintenancePage } from '../views/maintenance/MaintenancePage.tsx';

/** The route table of spec 01 §2; every other path goes to /404. */
export function App() {
  // The session's own navigation (sign-out, 401, maintenance) goes through the router bridge.
  useNavigationBridge(useSessionActor());
  return (
    <Switch>
      <Route path="/login">
        {/* The page guards itself (SignedOutOnly): it knows when its own sign-in is under way. */}
        <LoginLayout>
          <LoginPage />
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
      <Route path="/admin/home">
        <SignedInOnly>
          <AdminLayout>
            <HomePage />
          </AdminLayout>
        </SignedInOnly>
      </Route>
      <Route path="/maintenance" component={MaintenancePage} />
      <Route path="/404" component={NotFoundPage} />
      <Route path="/">
        <Redirect to="/login" replace />
      </Route>
      <Route>
        <Redirect to="/404" replace />
      </Route>
    </Switch>
  );
}
