import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageDataMachine, type PageDataEvent } from '../../machines/pageData.machine.ts';
import { announcementPopupMachine } from '../../machines/announcementPopup.machine.ts';
import { memberAccessMachine } from '../../machines/memberAccess.machine.ts';
import { SmsInstructionsPage } from '../../src/views/guides/SmsInstructionsPage.tsx';
import type { HomeFlows } from '../../src/views/home/homeFlows.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderHomeArea } from '../support/renderHomeArea.tsx';
import type { StubActors } from '../support/stubActors.ts';
import { contextKeys, events, input } from './pageData.events.ts';

type PageHarness = Harness & ReturnType<typeof renderHomeArea>;

// The model's view is the SMS instructions page: its key is the LocId of its URL.
const homeFlows = (stubs: StubActors) =>
  ({
    announcementPopup: announcementPopupMachine,
    settings: pageDataMachine,
    smsSetting: pageDataMachine.provide({ actors: { load: stubs.promise('load') } }),
    ownProfile: pageDataMachine,
    memberProfile: pageDataMachine,
    memberAccess: memberAccessMachine,
  }) satisfies HomeFlows;

const snapshotOf = (harness: PageHarness) => harness.actor().getSnapshot() as { context: { key: string; data: unknown } };
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const spinner = () => screen.queryByRole('status', { name: 'Loading' });

/** The page's variant follows the key: TOTO at TT, 4D elsewhere; the advice is always there. */
function expectVariant(harness: PageHarness) {
  const toto = snapshotOf(harness).context.key === 'TT';
  expect(heading()).toBe(toto ? 'TOTO SMS Betting Instructions' : 'SMS Betting Instructions');
  expect(screen.getByRole('heading', { name: toto ? 'How to write a TOTO bet' : 'How to write a 4D bet' })).toBeTruthy();
  expect(screen.getByText('Singapore numbers must begin with 65.')).toBeTruthy();
}

walkModel<PageHarness>({
  machine: pageDataMachine,
  input,
  contextKeys,
  events,
  setup: (inspect) => {
    const page = renderHomeArea(<SmsInstructionsPage />, { path: `/sms/instructions?LocId=${input.key}`, inspect, makeFlows: homeFlows });
    const actor = page.started('pageData');
    return { ...page, actor: () => actor };
  },
  perform: {
    RETRY: async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    },
    // The menu link (or a location switch) opens the page with another LocId.
    SHOW: (event, harness) => {
      harness.navigate(`/sms/instructions?LocId=${(event as Extract<PageDataEvent, { type: 'SHOW' }>).key}`);
    },
  },
  expectState: {
    loading: (harness) => {
      expect(spinner()).not.toBeNull();
      expect(harness.stubs.calls.get('load')?.at(-1)).toBe(snapshotOf(harness).context.key);
      expect(harness.stubs.isWaiting('load')).toBe(true);
      expectVariant(harness);
    },
    ready: (harness) => {
      expect(spinner()).toBeNull();
      expectVariant(harness);
      if (snapshotOf(harness).context.data === null) {
        expect(screen.getByText('SMS betting is not available at this location.')).toBeTruthy();
      } else {
        expect(screen.getByText('6580001234').textContent).toBe('6580001234');
        expect(screen.getByText('Open Mon-Sun, from 09:00 to 18:30 (GMT +8).')).toBeTruthy();
        expect(screen.getByText('Helpdesk: 6560004321')).toBeTruthy();
      }
    },
    failed: (harness) => {
      expect(screen.getByRole('alert').textContent).toBe('The SMS setting is not available.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expectVariant(harness);
    },
  },
});
