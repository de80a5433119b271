import { PageMessages } from './PageMessages.tsx';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useMemo } from 'react';
import { useFlows } from '../../app/flowsContext.tsx';
import { controlFlowsOf } from './controlFlows.ts';
import type { DrawSettingContext } from '../../../machines/drawSetting.machine.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { DrawWeekTable } from './DrawWeekTable.tsx';
import { DrawTimesForm } from './DrawTimesForm.tsx';
import { DrawResultPanel } from './DrawResultPanel.tsx';
import { operatorClock } from './drawTimes.ts';
import './control.css';

const NOTICES: Record<NonNullable<DrawSettingContext['notice']>, MessageDescriptor> = {
  drawAdded: msg`Draw added.`,
  timesSaved: msg`Times saved.`,
  resultSaved: msg`Results saved.`,
  settlementReset: msg`The settlement was reset.`,
  resultsReset: msg`The results and settlement were reset.`,
};

/**
 * Draw Setting (spec 02 §2.2 /control/drawSetting; issue 15): the week's draws of the location with
 * Previous Week / Next Week, Add Special Draw, Edit Times per draw, and Results per draw (entry,
 * insertion job, resets). It renders the drawSetting machine and sends it what the user does.
 */
export function DrawSettingPage() {
  const { t, i18n } = useLingui();
  const flows = useFlows();
  const machine = useMemo(() => controlFlowsOf(flows.control).drawSetting, [flows.control]);
  const actor = useActorRef(machine, flows.actorOptions);
  const view = useSelector(actor, (snapshot) => ({
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    listed: snapshot.matches('listed'),
    adding: snapshot.matches('adding'),
    editing: snapshot.matches('editingTimes'),
    results: snapshot.matches('results'),
    busy: snapshot.hasTag('busy'),
    weekOffset: snapshot.context.weekOffset,
    draws: snapshot.context.draws,
    drawId: snapshot.context.drawId,
    error: snapshot.context.error,
    notice: snapshot.context.notice,
    canMoveWeek: snapshot.can({ type: 'NEXT_WEEK' }),
  }));
  const editedDraw = view.editing ? view.draws.find((draw) => draw.DrawId === view.drawId) : undefined;

  return (
    <section className="control-page">
      <PageHeader title={t`Draw Setting`} />
      <div className="control-page__week">
        <button type="button" className="button" disabled={!view.canMoveWeek} onClick={() => actor.send({ type: 'PREVIOUS_WEEK' })}>
          <Trans>Previous Week</Trans>
        </button>
        <button type="button" className="button" disabled={!view.canMoveWeek} onClick={() => actor.send({ type: 'NEXT_WEEK' })}>
          <Trans>Next Week</Trans>
        </button>
        {view.loading && <Spinner size="small" />}
      </div>
      <PageMessages error={view.failed ? null : view.error} notice={view.notice && i18n._(NOTICES[view.notice])} />
      {view.failed && <LoadFailed message={view.error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {!view.loading && !view.failed && (
        <DrawWeekTable
          draws={view.draws}
          enabled={view.listed}
          onEditTimes={(drawId) => actor.send({ type: 'EDIT_TIMES', drawId })}
          onResults={(drawId) => actor.send({ type: 'OPEN_RESULTS', drawId })}
        />
      )}
      {view.listed && (
        <button type="button" className="button" onClick={() => actor.send({ type: 'OPEN_ADD' })}>
          <Trans>Add Special Draw</Trans>
        </button>
      )}
      {view.adding && (
        <DrawTimesForm
          title={<Trans>Add Special Draw</Trans>}
          withDate
          drawTime=""
          cutOffTime=""
          submitLabel={<Trans>Add Draw</Trans>}
          busy={view.busy}
          onSubmit={(draw) => actor.send({ type: 'ADD_DRAW', draw })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      {view.editing && editedDraw && (
        <DrawTimesForm
          title={<Trans>Edit Times of {editedDraw.DrawDate}</Trans>}
          withDate={false}
          drawTime={operatorClock(editedDraw.DrawTime)}
          cutOffTime={operatorClock(editedDraw.CutOff)}
          submitLabel={<Trans>Save Times</Trans>}
          busy={view.busy}
          onSubmit={(times) => actor.send({ type: 'SAVE_TIMES', times: { DrawId: editedDraw.DrawId, DrawTime: times.DrawTime, CutOffTime: times.CutOffTime } })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      {view.results && <DrawResultPanel actor={actor} />}
    </section>
  );
}
