import { useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { RouteArea } from '../../machines/rules/routeAccess.ts';
import { useRouteGuardActor } from './rootActor.tsx';

/**
 * A page of one area shows only when the route guards (machines/routeGuard.machine.ts) let it: the
 * chart decides, and redirects through the router bridge; this only renders its state. A page of
 * another area (the chart has not heard the new URL yet) stays blank until it has. `busy`: the
 * page's own flow is under way and decides where to go next, so the guards leave the page alone.
 */
function RouteGate({ area, busy = false, children }: { area: RouteArea; busy?: boolean; children: ReactNode }) {
  const guard = useRouteGuardActor();
  useEffect(() => {
    guard.send({ type: 'PAGE_BUSY', busy });
  }, [guard, busy]);
  useEffect(() => () => guard.send({ type: 'PAGE_BUSY', busy: false }), [guard]);
  const shown = useSelector(guard, (s) => s.matches('open') && s.context.area === area);
  return shown ? <>{children}</> : null;
}

/** /login only for users who are not signed in; the page's own sign-in (`signingIn`) decides where it goes. */
export function SignedOutOnly({ children, signingIn = false }: { children: ReactNode; signingIn?: boolean }) {
  return (
    <RouteGate area="signIn" busy={signingIn}>
      {children}
    </RouteGate>
  );
}

/** The admin area: a session and accepted terms (spec 01 §6); else sign-in, or the terms first. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return <RouteGate area="signedIn">{children}</RouteGate>;
}

/** /terms: signed-in users whose terms are not accepted, unless the page's own acceptance is under way. */
export function TermsGate({ children, accepting = false }: { children: ReactNode; accepting?: boolean }) {
  return (
    <RouteGate area="terms" busy={accepting}>
      {children}
    </RouteGate>
  );
}
