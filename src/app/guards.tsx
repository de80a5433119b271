import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { useSessionActor } from './rootActor.tsx';
import { getLocId } from './currentLocation.ts';
import { homePath } from '../../machines/rules/navigation.ts';

type Gate = 'pending' | 'out' | 'in';

function useGate(): Gate {
  const session = useSessionActor();
  return useSelector(session, (s) => (s.matches('signedIn') ? 'in' : s.matches('signedOut') ? 'out' : 'pending'));
}

/**
 * Where to send a signed-out visitor: the sign-in page, coming back here afterwards. Inside a nested
 * route (/embed/…) the location is relative to it, so the router's base is put back in front: the
 * return url is the whole path, and the redirect (`~`) leaves the nest.
 */
function useLoginRedirect() {
  const [path] = useLocation();
  const { base } = useRouter();
  const search = useSearch();
  const here = `${base}${path}`;
  return `~/login?returnUrl=${encodeURIComponent(search ? `${here}?${search}` : here)}`;
}

/**
 * /login only for users who are not signed in; a signed-in user is redirected at once. While the
 * page's own sign-in is under way (`signingIn`) the page stays: its flow decides where to go next
 * (terms, the return url or home), and must not be unmounted half-way.
 */
export function SignedOutOnly({ children, signingIn = false }: { children: ReactNode; signingIn?: boolean }) {
  const gate = useGate();
  if (signingIn) return <>{children}</>;
  // The page stays blank while authentication is checked (spec 01 §4).
  if (gate === 'pending') return null;
  if (gate === 'in') return <Redirect to={homePath(getLocId())} replace />;
  return <>{children}</>;
}

/** The admin area: a session and accepted terms (spec 01 §6); else sign-in, or the terms first. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const gate = useGate();
  const termsAccepted = useSelector(session, (s) => s.context.session?.termsAccepted ?? false);
  const loginRedirect = useLoginRedirect();
  if (gate === 'pending') return null;
  if (gate === 'out') return <Redirect to={loginRedirect} replace />;
  // `~`: from the root, also inside the /embed nest.
  if (!termsAccepted) return <Redirect to="~/terms" replace />;
  return <>{children}</>;
}

/**
 * /terms: signed-in users only. Once the terms are accepted (in another tab, say) the page moves
 * on, unless its own acceptance is under way (`accepting`): then its flow decides where to go.
 */
export function TermsGate({ children, accepting = false }: { children: ReactNode; accepting?: boolean }) {
  const session = useSessionActor();
  const gate = useGate();
  const accepted = useSelector(session, (s) => s.context.session?.termsAccepted ?? false);
  if (accepting) return <>{children}</>;
  if (gate === 'pending') return null;
  if (gate === 'out') return <Redirect to="/login" replace />;
  if (accepted) return <Redirect to={homePath(getLocId())} replace />;
  return <>{children}</>;
}
