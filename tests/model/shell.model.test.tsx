import { beforeAll, expect } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject, InspectionEvent } from 'xstate';
import { shellMachine, type ShellEvent } from '../../machines/shell.machine.ts';
import type { TabId } from '../../src/menu/types.ts';
import { formatMoney } from '../../src/widgets/money.ts';
import { renderApp } from '../support/renderApp.tsx';
import { adminProfile, storedSession } from '../support/fixtures/session.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { desktopInput, events, mobileInput, START_PATH } from './shell.events.ts';
import type { ShellActorRef } from '../../src/views/shell/LeftMenu.tsx';

type App = ReturnType<typeof renderApp>;

interface ShellHarness extends Harness {
  actor(): ShellActorRef;
  app: App;
  /** The tab of the latest navigation (what the re-check will highlight). */
  navigatedTab: TabId;
}

/** Two pages per tab, so a navigation always changes the URL: a form (Fixed Setting) and a data screen (Sub Share). */
const PAGES: Partial<Record<TabId, readonly string[]>> = {
  control: ['/control/fixedSetting?LocId=SG', '/control/subShare?LocId=SG'],
};

// The walk starts on a data screen (START_PATH) and navigates to a form and a data screen: their lazy
// chunks are loaded once here, as setupDom does for the app's frame, so no path waits for their
// transform (on a loaded machine the first path's menu waited for it longer than a query waits).
beforeAll(() => Promise.all([import('../../src/screens/DataScreenPage.tsx'), import('../../src/forms/FormPage.tsx')]), 60_000);

const menu = () => screen.getByRole('complementary', { name: 'Menu' });
const tabSection = (id: TabId) => menu().querySelector(`[data-tab="${id}"]`) as HTMLElement;
const activeTabs = () => [...menu().querySelectorAll('[data-active="true"]')].map((el) => el.getAttribute('data-tab'));

async function setup(inspect: (event: InspectionEvent) => void, mobile: boolean): Promise<ShellHarness> {
  // The mobile frame: the 1024 px media query matches.
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('1024'),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  const app = renderApp({ path: START_PATH, inspect });
  const cleanup = () => {
    app.cleanup();
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
  try {
    await app.stubs.resolveWhenInvoked('restoreSession', storedSession);
    await app.stubs.resolveWhenInvoked('loadProfile', adminProfile);
    // The frame shows once its lazy layers have rendered in turn: as long as the clock may take.
    await screen.findByRole('complementary', { name: 'Menu' }, { timeout: 5000 });
  } catch (error) {
    // No harness to clean up after: the app must not stay on the screen of the next path.
    cleanup();
    throw error;
  }
  return { actor: () => app.started('shell') as ShellActorRef, stubs: app.stubs, clock: app.clock, app, navigatedTab: 'report', cleanup };
}

const perform = {
  // The API client reports a successful write of this tab (src/shell/shellFlow.ts dataChanges).
  DATA_CHANGED: (_event: EventObject, harness: ShellHarness) => {
    harness.actor().send({ type: 'DATA_CHANGED' });
  },
  TOGGLE_SIDEBAR: () => {
    fireEvent.click(screen.getByRole('button', { name: /^(Hide|Show) menu$/ }));
  },
  TOGGLE_TAB: (event: EventObject) => {
    const { tab } = event as Extract<ShellEvent, { type: 'TOGGLE_TAB' }>;
    fireEvent.click(within(tabSection(tab)).getByRole('button', { name: 'Control' }));
  },
  // The user goes to another page of the tab (the URL changes; the view tells the machine).
  NAVIGATED: (event: EventObject, harness: ShellHarness) => {
    const { tab } = event as Extract<ShellEvent, { type: 'NAVIGATED' }>;
    const current = harness.app.location.history?.at(-1);
    const to = PAGES[tab as TabId]!.find((page) => page !== current)!;
    harness.app.location.navigate(to);
    harness.navigatedTab = tab as TabId;
  },
};

/** The header's clock: a page reached by NAVIGATED loads its chunk first, which a loaded machine may take a while to show. */
const clock = () => screen.findByRole('timer', { name: 'Clock' }, { timeout: 5000 });

const dataChecks = {
  loading: async () => {
    expect(screen.getByTestId('credit-given').textContent).toBe('');
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
    expect((await clock()).getAttribute('data-source')).toBe('local');
  },
  ready: async ({ actor }: ShellHarness) => {
    const data = actor().getSnapshot().context.data!;
    expect(screen.getByTestId('credit-given').textContent).toBe(formatMoney(data.credit?.Credit));
    expect(screen.getByTestId('credit-left').textContent).toBe(formatMoney(data.credit?.CreditLeft));
    const bot = data.smsSetting?.TelegramBot ?? null;
    expect(screen.queryByRole('link', { name: 'Telegram' })?.getAttribute('href') ?? null).toBe(bot);
    // The clock runs on the server's time once it is known.
    expect((await clock()).getAttribute('data-source')).toBe(data.serverMs === null ? 'local' : 'server');
    const marquee = screen.queryByRole('marquee', { name: 'Announcements' });
    if (data.announcements.length) {
      // Sanitised and shown as text: no element, no handler survives.
      expect(marquee?.textContent).toBe('Welcome! Draws on Wed.');
      expect(marquee?.querySelector('img')).toBeNull();
    } else {
      expect(marquee).toBeNull();
    }
  },
  // While the figures are read again, the last ones stay shown.
  refreshing: ({ actor }: ShellHarness) => {
    const data = actor().getSnapshot().context.data!;
    expect(screen.getByTestId('credit-left').textContent).toBe(formatMoney(data.credit?.CreditLeft));
  },
  unavailable: () => {
    expect(screen.getByTestId('credit-given').textContent).toBe('');
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
  },
};

const sidebarChecks = {
  open: () => {
    expect(menu().className).toContain('left-menu--open');
    expect(screen.getByRole('button', { name: 'Hide menu' }).getAttribute('aria-expanded')).toBe('true');
  },
  closed: () => {
    expect(menu().className).toContain('left-menu--closed');
    expect(screen.getByRole('button', { name: 'Show menu' }).getAttribute('aria-expanded')).toBe('false');
  },
};

const menuChecks = {
  // The highlighted tab is the one of the last re-checked navigation, expanded.
  settled: ({ navigatedTab, actor }: ShellHarness) => {
    expect(activeTabs()).toEqual([navigatedTab]);
    const expanded = within(tabSection(navigatedTab)).getAllByRole('button')[0]!.getAttribute('aria-expanded');
    expect(expanded).toBe(String(actor().getSnapshot().context.openTabs.includes(navigatedTab)));
  },
  // Until the re-check, the earlier tab stays highlighted.
  rechecking: ({ actor }: ShellHarness) => {
    const { activeTab } = actor().getSnapshot().context;
    expect(activeTabs()).toEqual([activeTab]);
  },
};

const expectState: Record<string, (harness: ShellHarness) => Promise<void>> = {};
for (const [data, checkData] of Object.entries(dataChecks)) {
  for (const [sidebar, checkSidebar] of Object.entries(sidebarChecks)) {
    for (const [menuState, checkMenu] of Object.entries(menuChecks)) {
      expectState[`data.${data} + sidebar.${sidebar} + menu.${menuState}`] = async (harness) => {
        await checkData(harness);
        checkSidebar();
        checkMenu(harness);
      };
    }
  }
}

walkModel<ShellHarness>({
  machine: shellMachine,
  title: 'desktop',
  input: desktopInput,
  events,
  setup: (inspect) => setup(inspect, false),
  perform,
  expectState,
});

walkModel<ShellHarness>({
  machine: shellMachine,
  title: 'mobile',
  input: mobileInput,
  // On mobile the sidebar starts hidden, the menu button shows it, and a navigation hides it again.
  events: [{ type: 'TOGGLE_SIDEBAR' }, { type: 'NAVIGATED', tab: 'control' }],
  setup: (inspect) => setup(inspect, true),
  perform,
  expectState: {
    'data.loading + sidebar.closed + menu.settled': () => sidebarChecks.closed(),
    'data.loading + sidebar.open + menu.settled': () => sidebarChecks.open(),
    'data.loading + sidebar.closed + menu.rechecking': () => sidebarChecks.closed(),
    'data.loading + sidebar.open + menu.rechecking': () => sidebarChecks.open(),
  },
});
