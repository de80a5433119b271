import { useState } from 'react';
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcementPopupMachine, type AnnouncementPopupEvent } from '../../machines/announcementPopup.machine.ts';
import { dataScreenMachine } from '../../machines/dataScreen.machine.ts';
import { recordLoad } from '../../src/screens/recordLoad.ts';
import { memberAccessMachine } from '../../machines/memberAccess.machine.ts';
import type { Announcement } from '../../contract/common.ts';
import { HomePage } from '../../src/views/home/HomePage.tsx';
import { closeModalsBeforePopUp } from '../../src/views/home/homeGroups.ts';
import { Modal } from '../../src/widgets/Modal.tsx';
import { openModalCount } from '../../src/widgets/openModals.ts';
import type { HomeFlows } from '../../src/views/home/homeFlows.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage, type RenderedPage } from '../support/renderPage.tsx';
import type { StubActors } from '../support/stubActors.ts';
import { contextKeys, events, input } from './announcementPopup.events.ts';

type HomeHarness = Harness & RenderedPage;

const settings = { serverTime: '2026-11-22T09:00:00', mobileAppData: { downloadUrl: '/downloads/app.apk', iosDownloadUrl: null } };

/** The home flows as the app makes them (the real closeOtherModals), with stubbed calls. */
const homeFlows = (stubs: StubActors) =>
  ({
    announcementPopup: announcementPopupMachine.provide({
      actors: { loadAnnouncements: stubs.promise('loadAnnouncements') },
      actions: { closeOtherModals: closeModalsBeforePopUp },
    }),
    settings: dataScreenMachine.provide({ actors: { load: recordLoad((key) => stubs.call('loadSettings', key)) } }),
    appDownloads: dataScreenMachine.provide({ actors: { load: recordLoad((key) => stubs.call('loadAppDownloads', key)) } }),
    smsSetting: dataScreenMachine,
    announcementList: dataScreenMachine,
    ownProfile: dataScreenMachine,
    memberProfile: dataScreenMachine,
    memberAccess: memberAccessMachine,
  }) satisfies HomeFlows;

/** Another modal of the app (say, the Telegram QR code) that a user opened on the home page. */
function OtherDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open other dialog
      </button>
      {open && (
        <Modal title="Other dialog" onClose={() => setOpen(false)}>
          <p>Telegram QR code</p>
        </Modal>
      )}
    </>
  );
}

const context = (harness: HomeHarness) => harness.actor().getSnapshot().context as { locId: string; current: number; announcements: Announcement[] };
const popUpDialog = () => screen.queryByRole('dialog', { name: /^Announcement \d of \d$/ });
const otherDialog = () => screen.queryByRole('dialog', { name: 'Other dialog' });
const spinner = () => screen.queryByRole('status', { name: 'Loading' });
const list = () => screen.getByRole('region', { name: 'Announcements' });

/** Every announcement of the location is listed, on its colour, without a handler or a script. */
function expectListed(harness: HomeHarness) {
  const { announcements } = context(harness);
  const items = list().querySelectorAll<HTMLElement>('.announcements__list .announcement');
  expect(items.length).toBe(announcements.length);
  announcements.forEach((announcement, n) => {
    const item = items[n]!;
    expect(item.dataset.announcementId).toBe(String(announcement.AnnouncementId));
    // Color is the background; without one the stylesheet's applies.
    expect(item.style.backgroundColor).toBe(announcement.Color ? rgb(announcement.Color) : '');
  });
  expect(document.body.innerHTML).not.toMatch(/onerror|<script/i);
}

/** jsdom writes colours as rgb(). */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

walkModel<HomeHarness>({
  machine: announcementPopupMachine,
  input,
  contextKeys,
  events,
  setup: async (inspect) => {
    const home = renderPage(
      <>
        <HomePage />
        <OtherDialog />
      </>,
      { path: `/admin/home?LocId=${input.locId}`, inspect, flows: (stubs) => ({ home: homeFlows(stubs) }) },
    );
    await home.stubs.resolveWhenInvoked('loadSettings', settings);
    const actor = home.started('announcementPopup');
    return { ...home, actor: () => actor };
  },
  perform: {
    CLOSE: async () => {
      await userEvent.setup().click(within(popUpDialog()!).getByRole('button', { name: 'Close' }));
    },
    RETRY: async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    },
    // A location switch reloads home with the new LocId in its URL.
    LOCATION_CHANGED: (event, harness) => {
      harness.navigate(`/admin/home?LocId=${(event as Extract<AnnouncementPopupEvent, { type: 'LOCATION_CHANGED' }>).locId}`);
    },
  },
  expectState: {
    waiting: (harness) => {
      expect(spinner()).not.toBeNull();
      expect(popUpDialog()).toBeNull();
      // Nothing is asked for during the first 0.5 s (a load of another location was cancelled).
      const asked = () => harness.stubs.calls.get('loadAnnouncements')?.length ?? 0;
      const before = asked();
      harness.clock.increment(499);
      expect(harness.actor().getSnapshot().value).toBe('waiting');
      expect(asked()).toBe(before);
    },
    loading: (harness) => {
      expect(spinner()).not.toBeNull();
      expect(harness.stubs.isWaiting('loadAnnouncements')).toBe(true);
      // The location the URL names.
      expect(harness.stubs.calls.get('loadAnnouncements')?.at(-1)).toBe(context(harness).locId);
    },
    'presenting.pausing': async (harness) => {
      expectListed(harness);
      expect(popUpDialog()).toBeNull();
      // Another modal is open when the pop-up's 0.5 s run out.
      if (!otherDialog()) await userEvent.setup().click(screen.getByRole('button', { name: 'Open other dialog' }));
      expect(otherDialog()).not.toBeNull();
    },
    'presenting.showing': (harness) => {
      const { current, announcements } = context(harness);
      const popUps = announcements.filter((a) => a.PopUp === 'Y');
      const dialog = popUpDialog()!;
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(within(dialog).getByRole('heading').textContent).toBe(`Announcement ${current + 1} of ${popUps.length}`);
      const body = dialog.querySelector<HTMLElement>('.announcement--popup')!;
      expect(body.dataset.announcementId).toBe(String(popUps[current]!.AnnouncementId));
      expect(body.style.backgroundColor).toBe(popUps[current]!.Color ? rgb(popUps[current]!.Color!) : '');
      expect(body.querySelector('img')?.hasAttribute('onerror') ?? false).toBe(false);
      // The other modal was closed first; only the pop-up is open, with the focus on its Close.
      expect(otherDialog()).toBeNull();
      expect(openModalCount()).toBe(1);
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    },
    listed: (harness) => {
      expectListed(harness);
      expect(popUpDialog()).toBeNull();
      expect(spinner()).toBeNull();
      expect(screen.getByRole('link', { name: 'Download the Android app' }).getAttribute('href')).toBe('/downloads/app.apk');
      expect(screen.queryByRole('link', { name: 'Download the iOS app' })).toBeNull();
    },
    failed: () => {
      expect(screen.getByRole('alert').textContent).toBe('The announcements are not available.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(popUpDialog()).toBeNull();
    },
  },
});
