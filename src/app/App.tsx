import { Redirect, Route, Switch } from 'wouter';
import { SignedInOnly, SignedOutOnly } from './guards.tsx';
import { LoginPage } from '../views/login/LoginPage.tsx';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import { HomePage } from '../views/home/HomePage.tsx';
import { NotFoundPage } from '../views/notFound/NotFoundPage.tsx';

/** The route table of spec 01 §2; every other path goes to /404. */
export function App() {
  return (
    <Switch>
      <Route path="/login">
        <SignedOutOnly>
          <LoginPage />
        </SignedOutOnly>
      </Route>
      <Route path="/admin/home">
        <SignedInOnly>
          <AdminLayout>
            <HomePage />
          </AdminLayout>
        </SignedInOnly>
      </Route>
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
