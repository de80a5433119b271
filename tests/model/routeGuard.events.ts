import type { AnyEventObject } from 'xstate';
import type { RouteGuardContext } from '../../machines/routeGuard.machine.ts';

/** What the guards read: the page's area, what the session allows, and whether the page's flow is under way. */
export const contextKeys = ['area', 'gate', 'termsAccepted', 'busy'];

const url = (path: string, search = '') => ({ type: 'URL_CHANGED', path, search, locId: 'SG' });

/**
 * The route guards' events, as a user causes them: opening a page of each area, the session check
 * at page load ending (no session, a session with terms accepted, one without), another tab signing
 * out (the session goes to /login itself) or accepting the terms, and a sign-in under way on the form.
 * Only what can happen in the state at hand is offered: a session check ends once; a sign-in is
 * started on the sign-in form of a visitor, and then it fails, or it succeeds and its own flow
 * leaves the page (for the terms), which ends the walk.
 */
export function events(snapshot: { context: RouteGuardContext }): AnyEventObject[] {
  const { area, gate, termsAccepted, busy } = snapshot.context;
  // A sign-in under way fails (the form is back), or succeeds: its flow takes the user on itself.
  if (busy) return gate === 'out' ? [{ type: 'PAGE_BUSY', busy: false }, { type: 'SESSION_UPDATED', gate: 'in', termsAccepted: false }] : [];
  const urls = [url('/login'), url('/terms'), url('/admin/home', 'LocId=SG'), url('/404')];
  const session: AnyEventObject[] =
    gate === 'pending'
      ? [
          { type: 'SESSION_UPDATED', gate: 'out', termsAccepted: false },
          { type: 'SESSION_UPDATED', gate: 'in', termsAccepted: true },
          { type: 'SESSION_UPDATED', gate: 'in', termsAccepted: false },
        ]
      : gate === 'in'
        ? [
            { type: 'SESSION_UPDATED', gate: 'out', termsAccepted: false, to: '/login' },
            ...(termsAccepted ? [] : [{ type: 'SESSION_UPDATED', gate: 'in', termsAccepted: true }]),
          ]
        : [];
  const signIn = area === 'signIn' && gate === 'out' ? [{ type: 'PAGE_BUSY', busy: true }] : [];
  return [...urls, ...session, ...signIn];
}
