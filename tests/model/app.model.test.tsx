import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { appMachine } from '../../machines/app.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderApp } from '../support/renderApp.tsx';
import { events, input } from './app.events.ts';

/** The message feed is polled every 60 s (spec 01 §4). */
const FEED_POLL_MS = 60_000;
const demandingCaptcha = { t: '', s: { cr: true, ec: false } };

const systemActorsRun = (root: ReturnType<typeof renderApp>['root']) => {
  // The root starts the long-lived system actors that views reach by systemId.
  for (const id of ['session', 'maintenance', 'locale']) expect(root.system.get(id), id).toBeDefined();
};

const preloaderShown = (shown: boolean) => expect(document.getElementById('preloader') !== null).toBe(shown);

/** The sign-in form is on screen; its captcha field shows once the feed has demanded one. */
async function signInFormShown(demanded: boolean) {
  expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Captcha' }) !== null).toBe(demanded);
}

const signInFormAbsent = () => expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();

walkModel({
  machine: appMachine,
  events,
  input,
  setup: (inspect) => {
    // A signed-out visitor on a public page; the walk takes them to the sign-in page and away.
    const app = renderApp({ inspect, path: '/404' });
    app.stubs.resolve('restoreSession', null);
    const harness = { ...app, actor: () => app.root, demanded: false };
    return harness;
  },
  perform: {
    SIGN_IN_SHOWN: (_, { location }) => location.navigate('/login'),
    SIGN_IN_LEFT: (_, { location }) => location.navigate('/404'),
    // The message feed answers with s.cr: the maintenance flow tells the root chart.
    CAPTCHA_DEMANDED: (_, harness) => {
      if (!harness.stubs.isWaiting('pollFeed')) harness.clock.increment(FEED_POLL_MS);
      harness.stubs.resolve('pollFeed', demandingCaptcha);
      harness.demanded = true;
    },
  },
  expectState: {
    'preloader.starting + signInForm.absent': ({ root }) => {
      systemActorsRun(root);
      preloaderShown(true);
      signInFormAbsent();
    },
    'preloader.running + signInForm.absent': ({ root }) => {
      systemActorsRun(root);
      preloaderShown(false);
      signInFormAbsent();
    },
    'preloader.starting + signInForm.shown': async ({ root, demanded }) => {
      systemActorsRun(root);
      preloaderShown(true);
      await signInFormShown(demanded);
    },
    'preloader.running + signInForm.shown': async ({ root, demanded }) => {
      systemActorsRun(root);
      preloaderShown(false);
      await signInFormShown(demanded);
    },
  },
});
