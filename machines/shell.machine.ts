import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { Announcement, Settings } from '../contract/common.ts';
import type { Credit } from '../contract/profile.ts';
import type { SmsSetting } from '../contract/sms.ts';
import type { TabId } from './rules/shellFrame.ts';
import { clockMachine } from './clock.machine.ts';
import { logoutConfirmMachine } from './logoutConfirm.machine.ts';

/** What the signed-in frame shows besides the menu rules: each part null when its call failed. */
export interface ShellData {
  /** GET profile/refresh: Credit Given, Account balance, Credit Left. */
  credit: Credit | null;
  /** GET settings: the app download links of the menu. */
  mobileAppData: Settings['mobileAppData'] | null;
  /** GET settings serverTime read as UTC (epoch ms), or null when unknown. */
  serverMs: number | null;
  /** GET {4d|tt}/smsSetting: TelegramBot gives the Telegram button and the QR popover (its code: botQr.machine.ts). */
  smsSetting: SmsSetting | null;
  /** GET {4d|tt}/announcements: the header marquee. */
  announcements: Announcement[];
}

export interface ShellInput {
  /** The tab the first URL highlights (src/menu activeTabFor). */
  activeTab: TabId | null;
  /** Shown by default on desktop, hidden by default on mobile (spec 02 §4 Sidebar). */
  sidebarOpen: boolean;
  /** The browser's time at start, for the clock until the server time is known. */
  localNow: number;
}

export interface ShellContext {
  data: ShellData | null;
  /** The highlighted tab: the URL prefix's, as last re-checked. */
  activeTab: TabId | null;
  /** The tab of the latest navigation, applied when the re-check runs. */
  pendingTab: TabId | null;
  /** Expanded tabs (tabs are collapsible); the active one is expanded at each re-check. */
  openTabs: TabId[];
  sidebarStartsOpen: boolean;
  localNow: number;
}

export type ShellEvent =
  | { type: 'TOGGLE_SIDEBAR' }
  | { type: 'TOGGLE_TAB'; tab: TabId }
  /** The URL changed; `tab` is the tab its prefix highlights. */
  | { type: 'NAVIGATED'; tab: TabId | null }
  /** This tab wrote something (a bet, a payment, a credit change): the menu's figures may have moved. */
  | { type: 'DATA_CHANGED' };

const withTab = (tabs: TabId[], tab: TabId | null) => (tab === null || tabs.includes(tab) ? tabs : [...tabs, tab]);

/**
 * The signed-in frame (spec 02 §2.2, §2.3, §4): its data (credit, settings, SMS setting,
 * announcements) loaded once per page load, the sidebar shown or hidden, and the active menu tab
 * re-checked 260 ms after each navigation. The header clock and the logout confirmation are child
 * machines, reached by the views through `snapshot.children`.
 */
export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as ShellInput,
  },
  actors: {
    /** Loads everything the frame shows (provided by the app: src/shell/shellFlow.ts). */
    loadShellData: fromPromise<ShellData>(async () => {
      throw new Error('loadShellData is provided by the app');
    }),
    /** Re-reads the menu's three figures (GET profile/refresh), provided by the app. */
    refreshCredit: fromPromise<Credit>(async () => {
      throw new Error('refreshCredit is provided by the app');
    }),
    /** Sends DATA_CHANGED after each write the app makes (provided by the app: the API client's writes). */
    dataChanges: fromCallback<ShellEvent>(() => () => {}),
    clock: clockMachine,
    logoutConfirm: logoutConfirmMachine,
  },
  delays: {
    /** The active tab is re-checked 260 ms after each navigation (spec 02 §2.2). */
    menuRecheck: 260,
  },
  guards: {
    sidebarStartsOpen: ({ context }) => context.sidebarStartsOpen,
    /** The mobile frame (whose sidebar starts hidden) closes it after a navigation. */
    closesOnNavigation: ({ context }) => !context.sidebarStartsOpen,
    knowsServerTime: (_, data: ShellData) => data.serverMs !== null,
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  context: ({ input }) => ({
    data: null,
    activeTab: input.activeTab,
    pendingTab: input.activeTab,
    openTabs: withTab([], input.activeTab),
    sidebarStartsOpen: input.sidebarOpen,
    localNow: input.localNow,
  }),
  invoke: [
    { id: 'clock', src: 'clock', input: ({ context }) => ({ localNow: context.localNow }) },
    { id: 'logoutConfirm', src: 'logoutConfirm' },
    { id: 'dataChanges', src: 'dataChanges' },
  ],
  on: {
    TOGGLE_TAB: {
      actions: assign({
        openTabs: ({ context, event }) =>
          context.openTabs.includes(event.tab) ? context.openTabs.filter((tab) => tab !== event.tab) : [...context.openTabs, event.tab],
      }),
    },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadShellData',
            src: 'loadShellData',
            onDone: [
              {
                guard: { type: 'knowsServerTime', params: ({ event }) => event.output },
                target: 'ready',
                actions: [
                  assign({ data: ({ event }) => event.output }),
                  sendTo('clock', ({ event }) => ({ type: 'SERVER_TIME' as const, serverMs: event.output.serverMs! })),
                ],
              },
              { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
            ],
            onError: 'unavailable',
          },
        },
        // The figures move with every bet, payment, credit change and settlement (issue 20): they are
        // read again after each write of this tab and after each navigation (a settlement or an
        // upline's payment happens elsewhere).
        ready: { on: { DATA_CHANGED: 'refreshing', NAVIGATED: 'refreshing' } },
        refreshing: {
          on: { DATA_CHANGED: { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'refreshCredit',
            src: 'refreshCredit',
            onDone: { target: 'ready', actions: assign({ data: ({ context, event }) => (context.data ? { ...context.data, credit: event.output } : context.data) }) },
            // The figures shown stay; a warning only (spec 02 §8, as the first load).
            onError: 'ready',
          },
        },
        // Nothing to show but the menu itself; the figures stay empty (spec 02 §8: warn only).
        unavailable: {},
      },
    },
    sidebar: {
      initial: 'starting',
      states: {
        // Picks the default once: open on desktop, closed (hidden) on mobile.
        starting: { always: [{ guard: 'sidebarStartsOpen', target: 'open' }, { target: 'closed' }] },
        open: {
          on: {
            TOGGLE_SIDEBAR: 'closed',
            // On mobile the open menu covers the page: following one of its links closes it.
            NAVIGATED: { guard: 'closesOnNavigation', target: 'closed' },
          },
        },
        closed: { on: { TOGGLE_SIDEBAR: 'open' } },
      },
    },
    menu: {
      initial: 'settled',
      states: {
        settled: {
          on: { NAVIGATED: { target: 'rechecking', actions: assign({ pendingTab: ({ event }) => event.tab }) } },
        },
        rechecking: {
          on: { NAVIGATED: { target: 'rechecking', reenter: true, actions: assign({ pendingTab: ({ event }) => event.tab }) } },
          after: {
            menuRecheck: {
              target: 'settled',
              actions: assign(({ context }) => ({
                activeTab: context.pendingTab,
                openTabs: withTab(context.openTabs, context.pendingTab),
              })),
            },
          },
        },
      },
    },
  },
});
