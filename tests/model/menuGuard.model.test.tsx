import { beforeAll, expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EventObject, InspectionEvent } from 'xstate';
import { menuGuardMachine, type MenuGuardContext } from '../../machines/menuGuard.machine.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { adminProfile, storedSession } from '../support/fixtures/session.ts';
import { events, LIMIT_SETTING, projectContext } from './menuGuard.events.ts';

type App = ReturnType<typeof renderApp>;

interface MenuGuardHarness extends Harness {
  app: App;
  /** Narrows or widens the window across the 1024 px media query. */
  resize(mobile: boolean): void;
}

// The pages walked are lazy chunks (Home, Limit Setting's form): loaded once here, so no path waits for their transform.
beforeAll(() => Promise.all([import('../../src/views/home/HomePage.tsx'), import('../../src/forms/FormPage.tsx'), import('../../src/screens/DataScreenPage.tsx')]), 60_000);

const contextOf = (harness: MenuGuardHarness) => harness.actor().getSnapshot().context as MenuGuardContext;
const unauthorized = () => screen.queryByText('Unauthorized Access');

/** A window whose width the test sets: the 1024 px media query (spec 02 §9) matches when mobile. */
function resizableWindow() {
  let mobile = false;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return mobile && query.includes('1024');
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    mobile = next;
    for (const listener of [...listeners]) listener();
  };
}

/** The desktop menu shows Limit Setting's entry exactly when its page opens (the one rule, issue 13). */
async function menuAgrees(harness: MenuGuardHarness, shown: boolean) {
  const { page, shell } = contextOf(harness);
  if (page?.path !== LIMIT_SETTING || shell !== 'desktop') return;
  await waitFor(() => {
    const menu = screen.getByRole('complementary', { name: 'Menu' });
    // A closed tab's entries are drawn only once it opens (LeftMenu): Control is opened to look.
    const closedControl = menu.querySelector('[data-tab="control"] .left-menu__toggle[aria-expanded="false"]');
    if (closedControl) fireEvent.click(closedControl);
    expect(menu.querySelector('[data-item="limitSetting"]') !== null).toBe(shown);
  });
}

walkModel({
  machine: menuGuardMachine,
  events,
  projectContext,
  setup: (inspect: (event: InspectionEvent) => void): MenuGuardHarness => {
    // A visitor on a public page while the session is checked, at the default location (SG).
    localStorage.clear();
    const resize = resizableWindow();
    const app = renderApp({ inspect, path: '/404', stubMenuRule: true });
    return {
      app,
      resize,
      actor: () => app.root.system.get('menuGuard')!,
      stubs: app.stubs,
      clock: app.clock,
      cleanup: () => {
        app.cleanup();
        delete (window as { matchMedia?: unknown }).matchMedia;
        localStorage.clear();
      },
    };
  },
  perform: {
    // The stored session is restored and admin's profile loads.
    PROFILE_UPDATED: async (_event: EventObject, { app }: MenuGuardHarness) => {
      app.stubs.resolve('restoreSession', storedSession);
      await app.stubs.resolveWhenInvoked('loadProfile', adminProfile);
    },
    // The user opens the page at the location shown (the router's URL; the page reports itself).
    MENU_PAGE_SHOWN: (event: EventObject, harness: MenuGuardHarness) => {
      harness.app.location.navigate(`${(event as unknown as { path: string }).path}?LocId=${contextOf(harness).locId}`);
    },
    // The user leaves the signed-in area (the not-found page is public).
    MENU_PAGE_LEFT: (_event: EventObject, { app }: MenuGuardHarness) => {
      app.location.navigate('/404');
    },
    // The same page at the other location (a link naming it).
    URL_CHANGED: (event: EventObject, { app }: MenuGuardHarness) => {
      const { path, search } = event as unknown as { path: string; search: string };
      app.location.navigate(`${path}?${search}`);
    },
    SHELL_CHANGED: (event: EventObject, harness: MenuGuardHarness) => {
      harness.resize((event as unknown as { shell: string }).shell === 'mobile');
    },
  },
  expectState: {
    noPage: () => expect(unauthorized()).toBeNull(),
    loadingRule: () => expect(unauthorized()).toBeNull(),
    open: async (harness: MenuGuardHarness) => {
      expect(unauthorized()).toBeNull();
      await menuAgrees(harness, true);
    },
    refused: async (harness: MenuGuardHarness) => {
      expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized Access');
      await menuAgrees(harness, false);
    },
  },
});
