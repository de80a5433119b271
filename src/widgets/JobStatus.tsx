import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { jobMachine } from '../../machines/job.machine.ts';
import { Spinner } from './Spinner.tsx';
import './widgets.css';

export type JobActorRef = ActorRefFrom<typeof jobMachine>;

export interface JobStatusProps {
  actor: JobActorRef;
  /** Accessible name of the progress bar, e.g. "Lines processed". */
  progressLabel: string;
}

/**
 * Where a long-running job stands (spec 02 §4), in words rather than the server's status values:
 * starting, waiting, a progress bar while it runs, done, failed (with the server's reason and a
 * retry), stalled on the network (retry), timed out, cancelled. Cancel while it is being watched.
 */
export function JobStatus({ actor, progressLabel }: JobStatusProps) {
  const { t } = useLingui();
  const view = useSelector(actor, (snapshot) => ({
    phase: snapshot.matches('tracking')
      ? snapshot.matches({ tracking: 'running' })
        ? 'running'
        : 'queued'
      : (snapshot.value as 'submitting' | 'stalled' | 'succeeded' | 'failed' | 'timedOut' | 'cancelled'),
    progress: snapshot.context.report?.progress ?? null,
    message: snapshot.context.report?.message ?? null,
    resuming: snapshot.context.report?.state === 'resuming',
    startError: snapshot.context.startError,
    canCancel: snapshot.can({ type: 'CANCEL' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
  }));
  const { phase, progress } = view;

  return (
    <div className={`job-status job-status--${phase}`}>
      {phase === 'submitting' && (
        <p className="job-status__text">
          <Spinner size="small" /> <Trans>Starting…</Trans>
        </p>
      )}
      {phase === 'queued' && (
        <p className="job-status__text">
          <Spinner size="small" /> <Trans>Waiting for the server to start…</Trans>
        </p>
      )}
      {/* Known work is shown from the start: a queued job with a total shows 0 of it, so the bar is seen however fast the job runs. */}
      {(phase === 'running' || ((phase === 'queued' || phase === 'succeeded') && progress)) && (
        <div className="job-status__progress">
          <progress
            aria-label={progressLabel}
            max={progress?.total || undefined}
            value={progress ? progress.done : undefined}
            aria-valuemin={0}
            aria-valuemax={progress?.total}
            aria-valuenow={progress?.done}
          />
          {progress && (
            <span className="job-status__count">
              <Trans>
                {progress.done} of {progress.total}
              </Trans>
            </span>
          )}
        </div>
      )}
      {phase === 'running' && view.resuming && (
        <p className="job-status__text">
          <Trans>The job was interrupted and is being resumed where it stopped.</Trans>
        </p>
      )}
      {phase === 'succeeded' && (
        <p className="job-status__text" role="status">
          <Trans>Done.</Trans>
        </p>
      )}
      {phase === 'failed' && (
        <p className="job-status__text job-status__text--error" role="alert">
          {view.message ?? (view.startError ? t`The job could not be started.` : t`The job failed.`)}
        </p>
      )}
      {phase === 'stalled' && (
        <p className="job-status__text job-status__text--error" role="alert">
          <Trans>The server cannot be reached to check the progress.</Trans>
        </p>
      )}
      {phase === 'timedOut' && (
        <p className="job-status__text job-status__text--error" role="alert">
          <Trans>This is taking too long: the page stopped checking. Look again later.</Trans>
        </p>
      )}
      {phase === 'cancelled' && (
        <p className="job-status__text" role="status">
          <Trans>Stopped watching. The server may still finish the job.</Trans>
        </p>
      )}
      <div className="job-status__actions">
        {view.canRetry && (
          <button type="button" onClick={() => actor.send({ type: 'RETRY' })}>
            <Trans>Retry</Trans>
          </button>
        )}
        {view.canCancel && (
          <button type="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
