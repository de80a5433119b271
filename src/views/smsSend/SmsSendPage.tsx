import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SmsSendKind } from '../../../machines/smsSend.machine.ts';
import { useFlows } from '../../app/flowsContext.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { smsSendFlowOf } from './smsSendFlow.ts';
import { SmsPreviewView } from './SmsPreviewView.tsx';
import '../control/control.css';

/**
 * Send Result and Send Strike (spec 02 §2.2): choose a settled draw, read what would be sent (the
 * result message and its SMS parts, or each winning subscriber's winnings), send after a confirmation,
 * and read what was queued. It renders the smsSend machine and sends it what the user does.
 */
function SmsSendPage({ kind }: { kind: SmsSendKind }) {
  const { t } = useLingui();
  const flows = useFlows();
  const machine = useMemo(() => smsSendFlowOf(flows.smsSend), [flows.smsSend]);
  const actor = useActorRef(machine, { ...flows.actorOptions, input: { kind } });
  const view = useSelector(actor, (s) => ({
    state: typeof s.value === 'string' ? s.value : '',
    busy: s.hasTag('busy'),
    draws: s.context.draws,
    drawId: s.context.drawId,
    preview: s.context.preview,
    sent: s.context.sent,
    error: s.context.error,
  }));
  const title = kind === 'result' ? t`Send Result` : t`Send Strike`;
  if (view.state === 'drawsFailed') {
    return (
      <section className="control-page">
        <PageHeader title={title} />
        <LoadFailed message={view.error} onRetry={() => actor.send({ type: 'RETRY' })} />
      </section>
    );
  }
  const mayChoose = !view.busy && view.state !== 'confirming';
  return (
    <section className="control-page">
      <PageHeader title={title} />
      {view.state === 'loadingDraws' ? (
        <Spinner />
      ) : (
        <label>
          <Trans>Draw Date</Trans>{' '}
          <select
            value={view.drawId ?? ''}
            disabled={!mayChoose}
            onChange={(event) => {
              if (event.target.value) actor.send({ type: 'CHOOSE', drawId: Number(event.target.value) });
            }}
          >
            <option value="">{view.draws.length === 0 ? t`No data.` : t`Choose a draw`}</option>
            {view.draws.map((draw) => (
              <option key={draw.drawId} value={draw.drawId}>
                {draw.drawDate}
              </option>
            ))}
          </select>
        </label>
      )}
      {view.state === 'composing' && <Spinner />}
      {view.state === 'composeFailed' && <LoadFailed message={view.error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {view.preview && ['previewing', 'confirming', 'sending', 'sent', 'refused', 'failed'].includes(view.state) && <SmsPreviewView preview={view.preview} />}
      {view.state === 'previewing' && (
        <div className="control-form__actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'SEND' })}>
            <Trans>Send</Trans>
          </button>
        </div>
      )}
      {view.state === 'confirming' && (
        <div role="alertdialog" aria-modal="false" aria-labelledby="sms-send-question" className="control-form">
          <p id="sms-send-question">{kind === 'result' ? t`Send this result to the subscribers?` : t`Send their winnings to the winning subscribers?`}</p>
          <div className="control-form__actions">
            <button type="button" className="button button--primary" autoFocus onClick={() => actor.send({ type: 'CONFIRM' })}>
              <Trans>OK</Trans>
            </button>
            <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      )}
      {view.state === 'sending' && (
        <p role="status">
          <Trans>Sending…</Trans>
        </p>
      )}
      {view.state === 'sent' && view.sent && (
        <p role="status">
          <Trans>
            Queued: {view.sent.queued} messages for {view.sent.recipients} recipients. Already sent before: {view.sent.alreadySent}. Without a mobile or bot chat:{' '}
            {view.sent.skipped}.
          </Trans>
        </p>
      )}
      {view.state === 'refused' && <p role="alert">{view.error}</p>}
      {view.state === 'failed' && <LoadFailed message={view.error} onRetry={() => actor.send({ type: 'RETRY' })} />}
    </section>
  );
}

export const SendResultPage = () => <SmsSendPage kind="result" />;
export const SendStrikePage = () => <SmsSendPage kind="strike" />;

