import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { dataScreenMachine } from '../../../machines/dataScreen.machine.ts';
import { recordLoad } from '../../../src/screens/recordLoad.ts';
import type { Settings } from '../../../contract/common.ts';
import { DownloadLinks } from '../../../src/views/home/DownloadLinks.tsx';
import { renderPage } from '../../support/renderPage.tsx';

/** The download links once the settings answered `mobileAppData`. */
async function renderWith(mobileAppData: Settings['mobileAppData'] | 'failed') {
  const settings = createActor(
    dataScreenMachine.provide({
      actors: {
        load: recordLoad(async (): Promise<Settings> => {
          if (mobileAppData === 'failed') throw new Error('offline');
          return { serverTime: '2026-11-22T09:00:00', mobileAppData };
        }),
      },
    }),
    { input: { request: 'settings' } },
  ).start();
  renderPage(<DownloadLinks settings={settings} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(settings.getSnapshot().matches(mobileAppData === 'failed' ? 'failed' : 'shown')).toBe(true);
}

const android = () => screen.queryByRole('link', { name: 'Download the Android app' });
const ios = () => screen.queryByRole('link', { name: 'Download the iOS app' });

describe('DownloadLinks', () => {
  it('offers both apps when the settings give both URLs', async () => {
    await renderWith({ downloadUrl: '/downloads/app.apk', iosDownloadUrl: '/downloads/app.mobileconfig' });
    expect(android()?.getAttribute('href')).toBe('/downloads/app.apk');
    expect(ios()?.getAttribute('href')).toBe('/downloads/app.mobileconfig');
  });

  it('offers only the app whose URL the settings give', async () => {
    await renderWith({ downloadUrl: null, iosDownloadUrl: '/downloads/app.mobileconfig' });
    expect(android()).toBeNull();
    expect(ios()).not.toBeNull();
  });

  it('offers nothing without URLs, or when the settings could not be read', async () => {
    await renderWith({ downloadUrl: null, iosDownloadUrl: null });
    expect(screen.queryByRole('navigation', { name: 'App downloads' })).toBeNull();
    await renderWith('failed');
    expect(android()).toBeNull();
    expect(ios()).toBeNull();
  });
});
