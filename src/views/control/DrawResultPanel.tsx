import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { drawSettingMachine } from '../../../machines/drawSetting.machine.ts';
import { JobStatus } from '../../widgets/JobStatus.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { InsertionResult } from './InsertionResult.tsx';
import { ResultEntryForm } from './ResultEntryForm.tsx';
import { drawStatusText } from './DrawWeekTable.tsx';

/**
 * One draw's result: the entry form, Insert Results with the job's progress, the two resets behind a
 * confirmation, and Close. A button is enabled when the machine takes its event (the draw's state allows it).
 */
export function DrawResultPanel({ actor }: { actor: ActorRefFrom<typeof drawSettingMachine> }) {
  const { t, i18n } = useLingui();
  const view = useSelector(actor, (snapshot) => ({
    loading: snapshot.matches({ results: 'loading' }),
    failed: snapshot.matches({ results: 'failed' }),
    busy: snapshot.hasTag('busy'),
    confirming: snapshot.matches({ results: 'confirmingReset' }),
    inserting: snapshot.matches({ results: 'inserting' }),
    result: snapshot.context.result,
    problems: snapshot.context.problems,
    reset: snapshot.context.reset,
    job: snapshot.context.job,
    canInsert: snapshot.can({ type: 'INSERT' }),
    canResetSettlement: snapshot.can({ type: 'RESET_SETTLEMENT' }),
    canResetResults: snapshot.can({ type: 'RESET_RESULTS' }),
  }));
  const draw = view.result?.Draw ?? null;
  const idle = !view.busy && !view.confirming;

  return (
    <section className="draw-results" aria-label={t`Results`}>
      <h2>{draw ? <Trans>Results of {draw.DrawDate}</Trans> : <Trans>Results</Trans>}</h2>
      {view.loading && <Spinner size="small" />}
      {view.failed && <LoadFailed message={null} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {draw && (
        <>
          <p>
            <Trans>Status: {i18n._(drawStatusText(draw.Status))}</Trans>
          </p>
          <ResultEntryForm
            key={draw.DrawId}
            game={draw.LocId === 'TT' ? 'TOTO' : '4D'}
            saved={view.result?.Result ?? null}
            problems={view.problems}
            busy={!idle || view.inserting}
            onSave={(entry) => actor.send({ type: 'SAVE_RESULT', entry })}
          />
          <div className="control-form__actions">
            <button type="button" className="button" disabled={!view.canInsert} onClick={() => actor.send({ type: 'INSERT' })}>
              <Trans>Insert Results</Trans>
            </button>
            <button type="button" className="button" disabled={!view.canResetSettlement} onClick={() => actor.send({ type: 'RESET_SETTLEMENT' })}>
              <Trans>Reset Settlement</Trans>
            </button>
            <button type="button" className="button" disabled={!view.canResetResults} onClick={() => actor.send({ type: 'RESET_RESULTS' })}>
              <Trans>Reset Results</Trans>
            </button>
          </div>
        </>
      )}
      {view.confirming && (
        <div role="alertdialog" aria-label={t`Reset`} className="control-confirm">
          <p>{view.reset === 'settlement' ? <Trans>Reset the settlement of this draw?</Trans> : <Trans>Reset the results and settlement of this draw?</Trans>}</p>
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'CONFIRM' })}>
            <Trans>Reset</Trans>
          </button>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      {view.job && (
        <div className="draw-results__job">
          <JobStatus actor={view.job} progressLabel={t`Entries settled`} />
          <InsertionResult job={view.job} />
        </div>
      )}
      <button type="button" className="button" onClick={() => actor.send({ type: 'CLOSE' })}>
        <Trans>Close</Trans>
      </button>
    </section>
  );
}
