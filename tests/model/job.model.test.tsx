import { expect } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createActor, SimulatedClock } from 'xstate';
import { JobStatus, type JobActorRef } from '../../src/widgets/JobStatus.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { StubActors } from '../support/stubActors.ts';
import { jobMachine } from '../../machines/job.machine.ts';
import { events, input, projectContext, reports } from './job.events.ts';

interface JobHarness extends Harness {
  actor(): JobActorRef;
}

const progressBar = () => screen.queryByRole('progressbar', { name: 'Lines processed' });
const button = (name: string) => screen.queryByRole('button', { name });
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

/** A state that waits on nothing: ten minutes of simulated time change neither the state nor the calls. */
function expectIdle(harness: JobHarness, state: string) {
  const calls = harness.stubs.calls.get('pollJobStatus')?.length ?? 0;
  harness.clock.increment(600_000);
  expect(harness.actor().getSnapshot().value).toBe(state);
  expect(harness.stubs.calls.get('pollJobStatus')?.length ?? 0).toBe(calls);
}

function expectWatching(harness: JobHarness) {
  expect(button('Cancel')).not.toBeNull();
  expect(button('Retry')).toBeNull();
  expect(alertText()).toBeNull();
  expect(harness.actor().getSnapshot().hasTag('busy')).toBe(true);
}

function expectChecking(harness: JobHarness) {
  expectWatching(harness);
  // The check asks about the job that startJob named, with the use's request.
  expect(harness.stubs.calls.get('pollJobStatus')?.at(-1)).toEqual({ jobId: '42', request: input.request });
  expect(harness.stubs.isWaiting('pollJobStatus')).toBe(true);
}

const RESUMING_NOTE = 'The job was interrupted and is being resumed where it stopped.';

/** The progress bar while the job is worked on; a resuming job (its run stopped, another takes it up) says so. */
function expectRunning(harness: JobHarness) {
  const resuming = harness.actor().getSnapshot().context.report?.state === 'resuming';
  expect(screen.queryByText(RESUMING_NOTE) !== null).toBe(resuming);
  const bar = progressBar();
  expect(bar).not.toBeNull();
  expect(bar!.getAttribute('aria-valuenow')).toBe('2500');
  expect(bar!.getAttribute('aria-valuemax')).toBe('10000');
  expect(screen.getByText('2500 of 10000')).toBeTruthy();
}

walkModel<JobHarness>({
  machine: jobMachine,
  input,
  projectContext: projectContext as never,
  events,
  setup: (inspect) => {
    const stubs = new StubActors();
    const clock = new SimulatedClock();
    const actor = createActor(
      jobMachine.provide({ actors: { startJob: stubs.promise('startJob'), pollJobStatus: stubs.promise('pollJobStatus') } }),
      { clock, inspect, input },
    );
    actor.start();
    const view = render(
      <I18nProvider i18n={i18n}>
        <JobStatus actor={actor} progressLabel="Lines processed" />
      </I18nProvider>,
    );
    return {
      actor: () => actor,
      stubs,
      clock,
      cleanup: () => {
        view.unmount();
        actor.stop();
      },
    };
  },
  perform: {
    // The user's own events go through the widget's buttons.
    CANCEL: () => {
      fireEvent.click(button('Cancel')!);
    },
    RETRY: () => {
      fireEvent.click(button('Retry')!);
    },
  },
  expectState: {
    submitting: ({ stubs }) => {
      expect(screen.getByText('Starting…')).toBeTruthy();
      expect(button('Cancel')).not.toBeNull();
      expect(stubs.calls.get('startJob')?.at(-1)).toEqual(input.request);
    },
    'tracking.queued.waiting': (harness) => {
      expectWatching(harness);
      expect(screen.getByText('Waiting for the server to start…')).toBeTruthy();
      expect(harness.stubs.isWaiting('pollJobStatus')).toBe(false);
    },
    'tracking.queued.checking': (harness) => {
      expectChecking(harness);
      expect(progressBar()).toBeNull();
    },
    'tracking.running.waiting': (harness) => {
      expectWatching(harness);
      expectRunning(harness);
    },
    'tracking.running.checking': (harness) => {
      expectChecking(harness);
      expectRunning(harness);
    },
    stalled: (harness) => {
      expect(alertText()).toBe('The server cannot be reached to check the progress.');
      expect(button('Retry')).not.toBeNull();
      expect(button('Cancel')).not.toBeNull();
      // Three checks in a row failed before the user was told.
      expect(harness.actor().getSnapshot().context.failures).toBe(3);
      expectIdle(harness, 'stalled');
    },
    succeeded: (harness) => {
      expect(screen.getByRole('status').textContent).toBe('Done.');
      expect(button('Cancel')).toBeNull();
      expect(button('Retry')).toBeNull();
      expect(harness.actor().getSnapshot().status).toBe('done');
      expect(harness.actor().getSnapshot().output).toEqual(reports.succeeded);
      expect(progressBar()?.getAttribute('aria-valuenow')).toBe('10000');
      expectIdle(harness, 'succeeded');
    },
    failed: (harness) => {
      const { startError } = harness.actor().getSnapshot().context;
      expect(alertText()).toBe(startError ? 'The job could not be started.' : 'The file could not be read.');
      expect(button('Retry')).not.toBeNull();
      expect(button('Cancel')).toBeNull();
      expectIdle(harness, 'failed');
    },
    timedOut: (harness) => {
      expect(alertText()).toBe('This is taking too long: the page stopped checking. Look again later.');
      expect(button('Cancel')).toBeNull();
      expect(harness.actor().getSnapshot().status).toBe('done');
      expectIdle(harness, 'timedOut');
    },
    cancelled: (harness) => {
      expect(screen.getByRole('status').textContent).toBe('Stopped watching. The server may still finish the job.');
      expect(button('Cancel')).toBeNull();
      expectIdle(harness, 'cancelled');
    },
  },
});
