import { assign, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { Profile } from '../contract/profile.ts';
import type { Shell } from './rules/shellFrame.ts';

/** A page of the signed-in area as its route declares it: its path pattern and, off the menu's paths, the entry guarding it. */
export interface MenuPage {
  path: string;
  guard?: string;
}

/** Who asks, where, in which frame: what the menu's rule reads. */
export interface MenuViewer {
  profile: Profile;
  location: string;
  shell: Shell;
}

/**
 * The menu's rule (src/menu/routeAccess.ts, `menuRuleAllows`): whether the menu shows this viewer an
 * entry leading to the page. It lives with the menu, in the signed-in area's code, so the chart loads
 * it with the first page of that area instead of carrying it in the sign-in page's download.
 */
export type MenuRule = (page: MenuPage, viewer: MenuViewer) => boolean;

export type MenuGuardEvent =
  /** A page of the signed-in area is on screen (its route matched): may it open? */
  | { type: 'MENU_PAGE_SHOWN'; path: string; guard?: string }
  | { type: 'MENU_PAGE_LEFT'; path: string }
  /** The router's URL after a navigation (from the route guards): its location is the page's. */
  | { type: 'URL_CHANGED'; path: string; search: string; locId: string }
  /** The frame changed with the window's width (mobile up to 1024 px, spec 02 §9). */
  | { type: 'SHELL_CHANGED'; shell: Shell }
  /** The session's profile (the watcher reports each new one). */
  | { type: 'PROFILE_UPDATED'; profile: Profile };

export interface MenuGuardContext {
  page: MenuPage | null;
  profile: Profile | null;
  locId: string;
  shell: Shell;
  rule: MenuRule | null;
}

/** Watches the session (system actor `session`) and reports each profile it loads. */
export const profileWatch = fromCallback<MenuGuardEvent>(({ system, sendBack }) => {
  const session = system.get('session') as AnyActorRef | undefined;
  if (!session) return () => {};
  let last: Profile | null = null;
  const report = (snapshot: { context: { profile: Profile | null } }) => {
    const { profile } = snapshot.context;
    if (!profile || profile === last) return;
    last = profile;
    sendBack({ type: 'PROFILE_UPDATED', profile });
  };
  const changes = session.subscribe(report);
  report(session.getSnapshot());
  return () => changes.unsubscribe();
});

/**
 * The menu's route guard (spec 02 §2.1, §6; issue 13): a page a menu entry leads to opens only for
 * someone the menu shows that entry to, whoever typed or pasted its URL; anyone else sees
 * 'Unauthorized Access'. The spec's agent-or-admin guard is this guard with the menu rule
 * agentOrAdminEntry. A child of the route guards, which pass it every URL; the page on screen
 * reports itself (its route pattern is the view's), and the frame reports the window's width.
 */
export const menuGuardMachine = setup({
  types: {
    context: {} as MenuGuardContext,
    events: {} as MenuGuardEvent,
  },
  actors: {
    profileWatch,
    /**
     * Loads the menu's rule (provided by the app: src/app/routeGuards.ts). It does not fail: a chunk
     * that cannot load goes to the chunk-reload guard, and the page stays blank meanwhile.
     */
    loadMenuRule: fromPromise<MenuRule>(() => new Promise<never>(() => {})),
  },
  guards: {
    noPage: ({ context }) => context.page === null,
    ruleNotLoaded: ({ context }) => context.rule === null,
    /** The menu shows this viewer no entry leading to the page (no profile: no entry at all). */
    menuRefuses: ({ context: { rule, page, profile, locId, shell } }) => !profile || !rule!(page!, { profile, location: locId, shell }),
    /** The page leaving is the one on screen (an old page's cleanup may run after a new page came). */
    isShownPage: ({ context, event }) => event.type === 'MENU_PAGE_LEFT' && context.page?.path === event.path,
  },
}).createMachine({
  id: 'menuGuard',
  context: { page: null, profile: null, locId: 'SG', shell: 'desktop', rule: null },
  invoke: { id: 'profileWatch', src: 'profileWatch' },
  initial: 'noPage',
  on: {
    MENU_PAGE_SHOWN: {
      target: '.deciding',
      actions: assign({ page: ({ event }) => ({ path: event.path, ...(event.guard === undefined ? {} : { guard: event.guard }) }) }),
    },
    MENU_PAGE_LEFT: { guard: 'isShownPage', target: '.noPage', actions: assign({ page: null }) },
    URL_CHANGED: { target: '.deciding', actions: assign({ locId: ({ event }) => event.locId }) },
    SHELL_CHANGED: { target: '.deciding', actions: assign({ shell: ({ event }) => event.shell }) },
    PROFILE_UPDATED: { target: '.deciding', actions: assign({ profile: ({ event }) => event.profile }) },
  },
  states: {
    deciding: {
      always: [
        { guard: 'noPage', target: 'noPage' },
        { guard: 'ruleNotLoaded', target: 'loadingRule' },
        { guard: 'menuRefuses', target: 'refused' },
        { target: 'open' },
      ],
    },
    /** No page of the signed-in area is on screen. */
    noPage: {},
    /** The first page of the signed-in area waits for the menu's rule (it comes with that area's code): blank. */
    loadingRule: {
      invoke: { id: 'loadMenuRule', src: 'loadMenuRule', onDone: { target: 'deciding', actions: assign(({ event }) => ({ rule: event.output })) } },
    },
    /** The page is shown. */
    open: {},
    /** 'Unauthorized Access' instead of the page. */
    refused: {},
  },
});
