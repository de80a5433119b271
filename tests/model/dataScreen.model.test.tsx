import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { dataScreenMachine, type DataScreenEvent } from '../../machines/dataScreen.machine.ts';
import { announcementPopupMachine } from '../../machines/announcementPopup.machine.ts';
import { memberAccessMachine } from '../../machines/memberAccess.machine.ts';
import { SmsInstructionsPage } from '../../src/views/guides/SmsInstructionsPage.tsx';
import { DataScreenPage } from '../../src/screens/DataScreenPage.tsx';
import { actionScreen } from '../support/fixtures/actionScreen.ts';
import { adminProfile } from '../support/fixtures/session.ts';
import type { HomeFlows } from '../../src/views/home/homeFlows.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage, type RenderedPage } from '../support/renderPage.tsx';
import { stubScreenFlows } from '../support/stubScreenFlows.ts';
import type { StubActors } from '../support/stubActors.ts';
import { contextKeys, recordEvents, recordInput, screenEvents, screenInput, summaryRows, SCREEN_URL } from './dataScreen.events.ts';

type PageHarness = Harness & RenderedPage;

const requestOf = (harness: PageHarness) => (harness.actor().getSnapshot() as { context: { request: string } }).context.request;
const spinner = () => screen.queryByRole('status', { name: 'Loading' });
const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

const pressTryAgain = async () => {
  await userEvent.setup().click(button('Try again')!);
};
/** SHOW: the URL of the request arrives (a link, Back, the menu, a location switch). */
const arriveAt = (urlOf: (request: string) => string) => (event: EventObject, harness: PageHarness) => {
  harness.navigate(urlOf((event as Extract<DataScreenEvent, { type: 'SHOW' }>).request));
};
/** The page's dataScreen actor is the one walked. */
function walked(page: RenderedPage): PageHarness {
  const actor = page.started('dataScreen');
  return { ...page, actor: () => actor };
}

// ---- Walk 1: a data screen (Bet Summary's rows with a test declaration's row actions), its URL
// the request. Navigations the page asks for are recorded, not applied: SHOW is the URL arriving,
// and the walk applies it itself.

/** The first row's button of a row action. */
const rowButton = (name: string) => within(within(screen.getByRole('grid')).getAllByRole('row')[1]!).getByRole('button', { name }) as HTMLButtonElement;
const dialog = () => screen.queryByRole('dialog');
const noRowsNorRetry = () => {
  expect(screen.queryByRole('grid')).toBeNull();
  expect(button('Try again')).toBeNull();
};

walkModel<PageHarness>({
  machine: dataScreenMachine,
  title: 'data screen: Bet Summary with row actions',
  input: screenInput,
  contextKeys,
  events: screenEvents,
  setup: (inspect) => {
    const page = renderPage(<DataScreenPage screen={actionScreen} />, {
      path: SCREEN_URL,
      // Signed in with every grant: Bet Summary's views need the attributes their calls declare.
      profile: adminProfile,
      inspect,
      navigation: 'recorded',
      flows: (stubs) => ({ screens: stubScreenFlows(stubs) }),
    });
    return walked(page);
  },
  perform: {
    RETRY: pressTryAgain,
    SHOW: arriveAt((url) => url),
    // The view switch asks for a navigation: the URL with VW=RPTSUM (the page and the reload stamp dropped).
    NAVIGATE: async (_, harness) => {
      await userEvent.setup().click(button('By Bet Type')!);
      const asked = new URL(harness.requested.at(-1)!, 'http://x');
      expect(asked.pathname).toBe('/bet/betSummary');
      expect(Object.fromEntries(asked.searchParams)).toEqual({ ...Object.fromEntries(new URL(requestOf(harness), 'http://x').searchParams), VW: 'RPTSUM' });
    },
    ACT: async (event) => {
      await userEvent.setup().click(rowButton((event as Extract<DataScreenEvent, { type: 'ACT' }>).action === 'delete' ? 'Delete' : 'Recount'));
    },
    CONFIRM: async () => {
      await userEvent.setup().click(within(dialog()!).getByRole('button', { name: 'Delete' }));
    },
    CANCEL: async () => {
      await userEvent.setup().click(within(dialog()!).getByRole('button', { name: 'Cancel' }));
    },
    DISMISS: async () => {
      await userEvent.setup().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    },
  },
  expectState: {
    loading: (harness) => {
      expect(spinner()).not.toBeNull();
      expect(harness.stubs.calls.get('load')?.at(-1)).toBe(requestOf(harness));
      expect(harness.stubs.isWaiting('load')).toBe(true);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bet Summary');
      expect(screen.queryByRole('grid')).toBeNull();
    },
    shown: (harness) => {
      expect(spinner()).toBeNull();
      const grid = screen.getByRole('grid', { name: 'Bet Summary' });
      const rows = within(grid).getAllByRole('row');
      // Header, two rows, totals.
      expect(rows).toHaveLength(4);
      expect(within(rows[1]!).getByRole('link', { name: 'member1' }).getAttribute('href')).toContain('UserId=member1');
      expect(rows[2]!.className).toContain('data-table__row--tone-RRRR');
      expect(rows[3]!.textContent).toContain('$14.00');
      expect(button('Export CSV')!.disabled).toBe(false);
      // The filters show what the URL says.
      const drawId = new URL(requestOf(harness), 'http://x').searchParams.get('DrawId') ?? '';
      expect((screen.getByRole('combobox', { name: 'Draw Date' }) as HTMLSelectElement).value).toBe(drawId);
    },
    empty: () => {
      expect(screen.getByText('No data.')).toBeTruthy();
      expect(screen.queryByRole('grid')).toBeNull();
      expect(button('Export CSV')!.disabled).toBe(true);
    },
    incomplete: () => {
      expect(screen.getByText('Choose the filters above to see the rows.')).toBeTruthy();
      expect(screen.queryByRole('grid')).toBeNull();
      const draws = screen.getByRole('combobox', { name: 'Draw Date' }) as HTMLSelectElement;
      expect([...draws.options].map((option) => option.textContent)).toEqual(['-- Select --', '2026-11-22', '2026-11-21']);
    },
    failed: () => {
      expect(screen.getByRole('alert').textContent).toBe('The summary is not available.');
      expect(button('Try again')).not.toBeNull();
      expect(screen.queryByRole('grid')).toBeNull();
    },
    // Refused by the member-tree check or by the server's 403: the title and 'Unauthorized Access', nothing else.
    refused: () => {
      expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bet Summary');
      noRowsNorRetry();
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.queryByText('User agent2 is not in your downline.')).toBeNull();
    },
    // The default goes into the URL, replacing the entry; the screen waits for it.
    defaulting: (harness) => {
      expect(spinner()).not.toBeNull();
      const defaulted = harness.requested.map((to) => new URL(to, 'http://x')).filter((asked) => asked.searchParams.get('DrawId') === '6');
      expect(defaulted.map((asked) => asked.pathname)).toContain('/bet/betSummary');
      expect(screen.queryByText('Choose the filters above to see the rows.')).toBeNull();
    },
    confirming: () => {
      expect(within(dialog()!).getByText('Delete the bets of member1?')).toBeTruthy();
      expect(screen.getByRole('grid', { name: 'Bet Summary' })).toBeTruthy();
      expect(rowButton('Recount').disabled).toBe(true);
    },
    acting: (harness) => {
      expect(dialog()).toBeNull();
      expect(harness.stubs.calls.get('act')?.at(-1)).toEqual({ request: requestOf(harness), action: expect.stringMatching(/^(delete|recount)$/), row: summaryRows[0] });
      expect(rowButton('Delete').disabled).toBe(true);
    },
    actionFailed: () => {
      expect(screen.getByRole('alert').textContent).toContain('This file is being processed.');
      expect(screen.getByRole('grid', { name: 'Bet Summary' })).toBeTruthy();
      expect(rowButton('Delete').disabled).toBe(true);
    },
  },
});

// ---- Walk 2: a record page (SMS instructions), the LocId of its URL the request.

const recordFlows = (stubs: StubActors) =>
  ({
    announcementPopup: announcementPopupMachine,
    settings: dataScreenMachine,
    appDownloads: dataScreenMachine,
    smsSetting: dataScreenMachine.provide({ actors: { load: stubs.promise('load') } }),
    announcementList: dataScreenMachine,
    ownProfile: dataScreenMachine,
    memberProfile: dataScreenMachine,
    memberAccess: memberAccessMachine,
  }) satisfies HomeFlows;

/** The page's variant follows the request: TOTO at TT, 4D elsewhere; the advice is always there. */
function expectVariant(harness: PageHarness) {
  const toto = requestOf(harness) === 'TT';
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(toto ? 'TOTO SMS Betting Instructions' : 'SMS Betting Instructions');
  expect(screen.getByRole('heading', { name: toto ? 'How to write a TOTO bet' : 'How to write a 4D bet' })).toBeTruthy();
  expect(screen.getByText('Singapore numbers must begin with 65.')).toBeTruthy();
}

walkModel<PageHarness>({
  machine: dataScreenMachine,
  title: 'record page: SMS instructions',
  input: recordInput,
  contextKeys,
  events: recordEvents,
  setup: (inspect) => {
    const page = renderPage(<SmsInstructionsPage />, {
      path: `/sms/instructions?LocId=${recordInput.request}`,
      inspect,
      flows: (stubs) => ({ home: recordFlows(stubs) }),
    });
    return walked(page);
  },
  perform: {
    RETRY: pressTryAgain,
    SHOW: arriveAt((locId) => `/sms/instructions?LocId=${locId}`),
  },
  expectState: {
    loading: (harness) => {
      expect(spinner()).not.toBeNull();
      expect(harness.stubs.calls.get('load')?.at(-1)).toBe(requestOf(harness));
      expectVariant(harness);
    },
    shown: (harness) => {
      expect(spinner()).toBeNull();
      expectVariant(harness);
      expect(screen.getByText('6580001234').textContent).toBe('6580001234');
      expect(screen.getByText('Open Mon-Sun, from 09:00 to 18:30 (GMT +8).')).toBeTruthy();
      expect(screen.getByText('Helpdesk: 6560004321')).toBeTruthy();
    },
    empty: (harness) => {
      expectVariant(harness);
      expect(screen.getByText('SMS betting is not available at this location.')).toBeTruthy();
    },
    failed: (harness) => {
      expect(screen.getByRole('alert').textContent).toBe('The SMS setting is not available.');
      expect(button('Try again')).not.toBeNull();
      expectVariant(harness);
    },
    refused: (harness) => {
      expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
      expect(button('Try again')).toBeNull();
      expectVariant(harness);
    },
  },
});
