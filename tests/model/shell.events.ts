import type { AnyEventObject } from 'xstate';
import type { ShellData, ShellInput } from '../../machines/shell.machine.ts';

/** Everything the frame can show: credit, a server time, a bot and an announcement with HTML to sanitise. */
export const FULL_DATA: ShellData = {
  credit: { Credit: 1_000_000, AccBal: 250_000.5, CreditLeft: 749_999.5 },
  mobileAppData: { downloadUrl: '/downloads/app.apk', iosDownloadUrl: null },
  serverMs: Date.UTC(2026, 10, 23, 17, 5, 9),
  smsSetting: {
    SMSNumber: '6580001234',
    TelegramBot: 'https://t.me/Draw4DBot',
    SMSHelpdesk: '6560004321',
    OpenTime: '09:00',
    CloseTime: '18:30',
    OpenDay: 'Mon-Sun',
  },
  announcements: [
    { AnnouncementId: 1, Content: '<p><strong>Welcome!</strong> Draws on Wed.</p><img src=x onerror="window.__xss=1">', Color: null, PopUp: 'N' },
  ],
};

/** The figures after a $12.50 bet. */
export const MOVED_CREDIT: ShellData['credit'] = { Credit: 1_000_000, AccBal: 250_000.5, CreditLeft: 749_987 };

/** Every call failed but the load itself: nothing to show, no server time. */
export const BARE_DATA: ShellData = {
  credit: null,
  mobileAppData: null,
  serverMs: null,
  smsSetting: null,
  announcements: [],
};

/** The first URL of the walk is a report page (the Collection report, a data screen), on desktop (jsdom has no matchMedia). */
export const START_PATH = '/report/collection?LocId=SG';
export const desktopInput: ShellInput = { activeTab: 'report', sidebarOpen: true, localNow: 0 };
export const mobileInput: ShellInput = { ...desktopInput, sidebarOpen: false };

/** The events the shell machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadShellData', output: FULL_DATA },
  { type: 'xstate.done.actor.loadShellData', output: BARE_DATA },
  { type: 'xstate.error.actor.loadShellData', error: new Error('offline') },
  { type: 'TOGGLE_SIDEBAR' },
  { type: 'TOGGLE_TAB', tab: 'control' },
  { type: 'NAVIGATED', tab: 'control' },
  { type: 'xstate.after.menuRecheck.shell.menu.rechecking' },
  // A write of this tab, then the figures read again (moved by a $12.50 bet), or not readable.
  { type: 'DATA_CHANGED' },
  { type: 'xstate.done.actor.refreshCredit', output: MOVED_CREDIT },
  { type: 'xstate.error.actor.refreshCredit', error: new Error('offline') },
];

export const input = desktopInput;
