import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { appMachine } from '../../machines/app.machine.ts';
import { walkModel } from '../support/pathRunner.ts';
import { renderSignedInAdmin } from '../support/signedInAdmin.ts';
import { renderApp } from '../support/renderApp.tsx';
import { events, input, MAINTENANCE_UNTIL, signedInEvents, signedInInput } from './app.events.ts';

/** The message feed is polled every 60 s (spec 01 §4). */
const FEED_POLL_MS = 60_000;
const demandingCaptcha = { t: '', s: { cr: true, ec: false } };
const maintenanceOn = { t: MAINTENANCE_UNTIL, s: { cr: false, ec: false } };

type App = ReturnType<typeof renderApp>;

const systemActorsRun = (root: App['root']) => {
  // The root starts the long-lived system actors that views reach by systemId.
  for (const id of ['session', 'maintenance', 'locale']) expect(root.system.get(id), id).toBeDefined();
};

const preloaderShown = (shown: boolean) => expect(document.getElementById('preloader') !== null).toBe(shown);

/** The sign-in form is on screen; its captcha field shows once the feed has demanded one. */
async function signInFormShown(demanded: boolean) {
  expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Captcha' }) !== null).toBe(demanded);
}

/**
 * With no form: the maintenance page once the feed began maintenance or the router reached the page,
 * and then the maintenance flow knows its page is on screen (it polls for the site's return).
 */
async function signInFormAbsent({ root, maintenance }: { root: App['root']; maintenance: boolean }) {
  expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  if (!maintenance) return;
  expect((await screen.findByTestId('maintenance-text', {}, { timeout: 5000 })).textContent).toContain('22/11/2026 18:00');
  expect(root.system.get('maintenance')!.getSnapshot().matches('underMaintenance')).toBe(true);
}

/** The feed answers: when a poll is not under way, the next one is 60 s later. */
function feedAnswers(harness: { stubs: App['stubs']; clock: App['clock'] }, answer: unknown) {
  if (!harness.stubs.isWaiting('pollFeed')) harness.clock.increment(FEED_POLL_MS);
  harness.stubs.resolve('pollFeed', answer);
}

walkModel({
  machine: appMachine,
  events,
  input,
  setup: (inspect) => {
    // A signed-out visitor on a public page; the walk takes them to the sign-in page and away.
    const app = renderApp({ inspect, path: '/404' });
    app.stubs.resolve('restoreSession', null);
    const harness = { ...app, actor: () => app.root, demanded: false, maintenance: false };
    return harness;
  },
  perform: {
    SIGN_IN_SHOWN: (_, { location }) => location.navigate('/login'),
    SIGN_IN_LEFT: (_, { location }) => location.navigate('/404'),
    // The message feed answers with s.cr: the maintenance flow tells the root chart.
    CAPTCHA_DEMANDED: (_, harness) => {
      feedAnswers(harness, demandingCaptcha);
      harness.demanded = true;
    },
    // The feed answers with a maintenance time: the flow tells the root chart and goes to the page.
    MAINTENANCE_BEGAN: (_, harness) => {
      feedAnswers(harness, maintenanceOn);
      harness.maintenance = true;
    },
    // The visitor opens the maintenance page (an API call's subCode 8000 leads there too).
    URL_CHANGED: (_, harness) => {
      harness.location.navigate(`/maintenance?t=${encodeURIComponent(MAINTENANCE_UNTIL)}`);
      harness.maintenance = true;
    },
  },
  expectState: {
    'preloader.starting + signInForm.absent': async (harness) => {
      systemActorsRun(harness.root);
      preloaderShown(true);
      await signInFormAbsent(harness);
    },
    'preloader.running + signInForm.absent': async (harness) => {
      systemActorsRun(harness.root);
      preloaderShown(false);
      await signInFormAbsent(harness);
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

walkModel({
  machine: appMachine,
  title: 'a signed-in user',
  events: signedInEvents,
  input: signedInInput,
  setup: async (inspect) => {
    const app = await renderSignedInAdmin(inspect);
    return { ...app, actor: () => app.root, maintenance: false };
  },
  perform: {
    // The feed answers with a maintenance time: the root chart ends the session.
    MAINTENANCE_BEGAN: (_, harness) => {
      feedAnswers(harness, maintenanceOn);
      harness.maintenance = true;
    },
  },
  expectState: {
    'preloader.starting + signInForm.absent': async ({ session, maintenance }) => {
      preloaderShown(true);
      await signedInUntilMaintenance(session, maintenance);
    },
    'preloader.running + signInForm.absent': async ({ session, maintenance }) => {
      preloaderShown(false);
      await signedInUntilMaintenance(session, maintenance);
    },
  },
});

/** The frame until maintenance began; then the user is signed out and sees the maintenance page. */
async function signedInUntilMaintenance(session: App['session'], maintenance: boolean) {
  expect(session().getSnapshot().matches('signedIn')).toBe(!maintenance);
  if (!maintenance) {
    expect(screen.getByTestId('header-user-id')).toBeTruthy();
    return;
  }
  expect(session().getSnapshot().context.signOutReason).toBe('maintenance');
  expect((await screen.findByTestId('maintenance-text', {}, { timeout: 5000 })).textContent).toContain('22/11/2026 18:00');
  expect(screen.queryByTestId('header-user-id')).toBeNull();
}
