import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { useSessionActor } from './rootActor.tsx';
import { getLocId } from './currentLocation.ts';

/** /admin/home with the current location: where a signed-in user belongs by default. */
export const homePath = () => `/admin/home?LocId=${encodeURIComponent(getLocId())}`;

/** /login only for users who are not signed in; a signed-in user is redirected at once. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const state = useSelector(session, (s) => (s.matches('checking') ? 'checking' : s.matches('signedIn') ? 'in' : 'out'));
  // The page stays blank while authentication is checked (spec 01 §4).
  if (state === 'checking') return null;
  if (state === 'in') return <Redirect to={homePath()} replace />;
  return <>{children}</>;
}

/** The signed-in area: blank while checking, the sign-in page when there is no session. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const state = useSelector(session, (s) =>
    s.matches('signedIn') ? 'in' : s.matches('signedOut') ? 'out' : 'pending',
  );
  const reason = useSelector(session, (s) => s.context.signOutReason);
  if (state === 'pending') return null;
  if (state === 'out') {
    return <Redirect to={reason === 'unauthorized' ? `/login?Msg=${encodeURIComponent('Session Error.')}` : '/login'} replace />;
  }
  return <>{children}</>;
}
