import { assign, emit, forwardTo, fromCallback, setup, type AnyActorRef } from 'xstate';
import { menuGuardMachine } from './menuGuard.machine.ts';
import type { NavigateEvent } from './rules/navigation.ts';
import { navigateTo } from './rules/navigation.ts';
import {
  areaOf,
  homeRedirect,
  loginRedirect,
  pathOf,
  TERMS_PATH,
  type RouteArea,
  type SessionGate,
} from './rules/routeAccess.ts';

export type RouteGuardEvent =
  /** The router's URL after a navigation (App's URL bridge, through the root chart). */
  | { type: 'URL_CHANGED'; path: string; search: string; locId: string }
  /**
   * The session changed what it allows; `to` is where the session itself took the user in the same
   * step (every sign-out navigates), which the router has not shown yet.
   */
  | { type: 'SESSION_UPDATED'; gate: SessionGate; termsAccepted: boolean; to?: string }
  /** The page's own flow is under way (a sign-in, an acceptance of the terms): it decides where to go. */
  | { type: 'PAGE_BUSY'; busy: boolean };

export interface RouteGuardContext {
  area: RouteArea;
  /** The URL shown (path and query), the return url of a visitor sent to sign in. */
  here: string;
  locId: string;
  gate: SessionGate;
  termsAccepted: boolean;
  busy: boolean;
}

/** The session's snapshot as the watcher reads it. */
interface SessionView {
  matches(state: string): boolean;
  context: { session: { termsAccepted: boolean } | null };
}

const gateOf = (snapshot: SessionView): SessionGate =>
  snapshot.matches('signedIn') ? 'in' : snapshot.matches('signedOut') ? 'out' : 'pending';

/**
 * Watches the session (system actor `session`) and reports what it allows, with where it navigated
 * in the same step: its `navigate` reaches listeners before its new snapshot does.
 */
export const sessionWatch = fromCallback<RouteGuardEvent>(({ system, sendBack }) => {
  const session = system.get('session') as AnyActorRef | undefined;
  if (!session) return () => {};
  let to: string | undefined;
  let last = '';
  const report = (snapshot: SessionView) => {
    const gate = gateOf(snapshot);
    const termsAccepted = snapshot.context.session?.termsAccepted ?? false;
    const key = `${gate}/${termsAccepted}`;
    if (key === last && to === undefined) return;
    last = key;
    const event: RouteGuardEvent = { type: 'SESSION_UPDATED', gate, termsAccepted, ...(to === undefined ? {} : { to }) };
    to = undefined;
    sendBack(event);
  };
  const navigation = session.on('navigate', (event: NavigateEvent) => {
    to = event.to;
  });
  const changes = session.subscribe((snapshot: SessionView) => report(snapshot));
  report(session.getSnapshot() as SessionView);
  return () => {
    navigation.unsubscribe();
    changes.unsubscribe();
  };
});

/** A redirect's page, as the router will show it: the next decision is made for that page. */
const go = (url: string) => ({ area: areaOf(pathOf(url)), here: url });

/**
 * The route guards (spec 01 §4, §6): whether the page the router shows may be shown to this user
 * now, else where to send them. Blank while the session is checked; a visitor without a session
 * goes from the signed-in area to sign-in (coming back afterwards) and from the terms to sign-in; a
 * signed-in user goes from sign-in home, from the signed-in area to the terms until accepted, and
 * from accepted terms home. A page whose own flow is under way (a sign-in, an acceptance) stays:
 * that flow decides where to go next and must not be unmounted half-way.
 */
export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    emitted: {} as NavigateEvent,
  },
  actors: { sessionWatch, menuGuard: menuGuardMachine },
  guards: {
    pageBusy: ({ context }) => context.busy,
    publicPage: ({ context }) => context.area === 'public',
    sessionPending: ({ context }) => context.gate === 'pending',
    signedInOnSignIn: ({ context }) => context.area === 'signIn' && context.gate === 'in',
    signedOutOnGuardedPage: ({ context }) => (context.area === 'signedIn' || context.area === 'terms') && context.gate === 'out',
    termsNotAccepted: ({ context }) => context.area === 'signedIn' && !context.termsAccepted,
    termsAlreadyAccepted: ({ context }) => context.area === 'terms' && context.termsAccepted,
  },
}).createMachine({
  id: 'routeGuard',
  context: { area: 'public', here: '/', locId: 'SG', gate: 'pending', termsAccepted: false, busy: false },
  invoke: [
    { id: 'sessionWatch', src: 'sessionWatch' },
    // The menu's rule over the signed-in area's pages (system actor `menuGuard`): it hears every URL from here.
    { id: 'menuGuard', src: 'menuGuard', systemId: 'menuGuard' },
  ],
  initial: 'deciding',
  on: {
    URL_CHANGED: {
      target: '.deciding',
      actions: [
        assign(({ event }) => ({
          area: areaOf(event.path),
          here: event.search ? `${event.path}?${event.search}` : event.path,
          locId: event.locId,
        })),
        forwardTo('menuGuard'),
      ],
    },
    SESSION_UPDATED: {
      target: '.deciding',
      actions: assign(({ event }) => ({
        gate: event.gate,
        termsAccepted: event.termsAccepted,
        ...(event.to === undefined ? {} : go(event.to)),
      })),
    },
    // Only noted: when the flow ends, its page is left (the URL changes) or stays as it may.
    PAGE_BUSY: { actions: assign({ busy: ({ event }) => event.busy }) },
  },
  states: {
    deciding: {
      always: [
        { guard: 'pageBusy', target: 'open' },
        { guard: 'publicPage', target: 'open' },
        { guard: 'sessionPending', target: 'waiting' },
        { guard: 'signedInOnSignIn', target: 'toHome' },
        { guard: 'signedOutOnGuardedPage', target: 'toLogin' },
        { guard: 'termsNotAccepted', target: 'toTerms' },
        { guard: 'termsAlreadyAccepted', target: 'toHome' },
        { target: 'open' },
      ],
    },
    /** The session is being checked: the page stays blank (spec 01 §4). */
    waiting: {},
    /** The page is shown. */
    open: {},
    toHome: {
      entry: [emit(({ context }) => navigateTo(homeRedirect(context.locId), { replace: true })), assign(({ context }) => go(homeRedirect(context.locId)))],
      always: 'deciding',
    },
    toLogin: {
      entry: [emit(({ context }) => navigateTo(loginRedirect(context.area, context.here), { replace: true })), assign(({ context }) => go(loginRedirect(context.area, context.here)))],
      always: 'deciding',
    },
    toTerms: {
      entry: [emit(navigateTo(TERMS_PATH, { replace: true })), assign(() => go(TERMS_PATH))],
      always: 'deciding',
    },
  },
});
