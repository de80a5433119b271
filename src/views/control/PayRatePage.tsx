import { PageMessages } from './PageMessages.tsx';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayRate, PayRateKind } from '../../../contract/payRates.ts';
import { rowInForce } from '../../../machines/payRate.machine.ts';
import { isOverrideOf, type PayRateFigureKey } from '../../../machines/rules/payRateSave.ts';
import { useMemo } from 'react';
import { useFlows } from '../../app/flowsContext.tsx';
import { controlFlowsOf } from './controlFlows.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { PayRateCell } from './PayRateCell.tsx';
import { PAY_RATE_TABS, figureOf, variantsOf } from './payRateGrid.ts';
import { FourDGrid, TotoGrid } from './PayRateGrids.tsx';
import './control.css';

/** The default table's option value in the User dropdown (a user id is never empty). */
const DEFAULT_TABLE = '';

const sameFigure = (a: PayRateFigureKey | null, b: PayRateFigureKey) =>
  a !== null && a.Kind === b.Kind && a.Variant === b.Variant && a.Prize === b.Prize && a.Stake === b.Stake;

/**
 * Pay Rate (spec 02 §2.2 /control/payRate, §7.12; issue 15): a User dropdown (the caller's downline;
 * an admin also the Default table), tabs Ordinary, System, iBet (sub-tables 24, 12, 6, 4) and, where
 * the location has TOTO rates, TOTO; each cell the figure in force, marked Override when it is the
 * user's own, with Edit and Use Default. It renders the payRate machine and sends it what the user does.
 */
export function PayRatePage() {
  const { t, i18n } = useLingui();
  const flows = useFlows();
  const machine = useMemo(() => controlFlowsOf(flows.control).payRate, [flows.control]);
  const actor = useActorRef(machine, flows.actorOptions);
  const view = useSelector(actor, (snapshot) => ({
    loading: snapshot.hasTag('busy'),
    usersFailed: snapshot.matches('usersFailed'),
    ratesFailed: snapshot.matches('ratesFailed'),
    shown: !snapshot.matches('loadingUsers') && !snapshot.matches('usersFailed') && !snapshot.matches('ratesFailed'),
    users: snapshot.context.users,
    mayEditDefault: snapshot.context.mayEditDefault,
    userId: snapshot.context.userId,
    rates: snapshot.context.rates,
    tab: snapshot.context.tab,
    editing: snapshot.context.editing,
    saving: snapshot.matches('saving'),
    error: snapshot.context.error,
    notice: snapshot.context.notice,
    canChoose: snapshot.can({ type: 'SELECT_USER', userId: null }),
    canEdit: snapshot.can({ type: 'EDIT', figure: figureOf(snapshot.context.tab, '', 'first', 'big') }),
  }));
  const tabs = PAY_RATE_TABS.filter((tab) => tab.kind !== 'T' || view.rates.some((rate) => rate.Kind === 'T'));

  const cell = (figure: PayRateFigureKey, label: string) => {
    const row: PayRate | null = rowInForce(view.rates, figure);
    const editing = sameFigure(view.editing, figure);
    return (
      <PayRateCell
        key={`${label}-${row?.PayRateId ?? 'none'}-${editing}`}
        label={label}
        row={row}
        override={row !== null && isOverrideOf(view.userId, row)}
        editing={editing}
        locked={!view.canEdit}
        busy={view.saving}
        onEdit={() => actor.send({ type: 'EDIT', figure })}
        onSave={(perUnit) => actor.send({ type: 'SAVE', perUnit })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onUseDefault={(payRateId) => actor.send({ type: 'USE_DEFAULT', payRateId })}
      />
    );
  };

  const tabName = (kind: PayRateKind) => i18n._(PAY_RATE_TABS.find((tab) => tab.kind === kind)!.label);

  return (
    <section className="control-page">
      <PageHeader title={t`Pay Rate`} />
      <div className="field">
        <label className="field__label" htmlFor="pay-rate-user">
          <Trans>User</Trans>
        </label>
        <select
          id="pay-rate-user"
          value={view.userId ?? DEFAULT_TABLE}
          disabled={!view.canChoose}
          onChange={(event) => actor.send({ type: 'SELECT_USER', userId: event.target.value === DEFAULT_TABLE ? null : event.target.value })}
        >
          {view.mayEditDefault && <option value={DEFAULT_TABLE}>{t`Default table`}</option>}
          {view.users.map((user) => (
            <option key={user.UserId} value={user.UserId}>
              {user.UserName ? `${user.UserId} - ${user.UserName}` : user.UserId}
            </option>
          ))}
        </select>
        {view.loading && <Spinner size="small" />}
      </div>
      <PageMessages
        error={view.usersFailed || view.ratesFailed ? null : view.error}
        notice={view.notice && (view.notice === 'saved' ? <Trans>Rate saved.</Trans> : <Trans>The default rate applies again.</Trans>)}
      />
      {(view.usersFailed || view.ratesFailed) && <LoadFailed message={view.error} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {view.shown && (
        <>
          <div role="tablist" aria-label={t`Kinds of bet`} className="control-page__week">
            {tabs.map((tab) => (
              <button
                key={tab.kind}
                type="button"
                role="tab"
                aria-selected={view.tab === tab.kind}
                className="button"
                onClick={() => actor.send({ type: 'SELECT_TAB', tab: tab.kind })}
              >
                {i18n._(tab.label)}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tabName(view.tab)}>
            {view.tab === 'T' ? (
              <TotoGrid rates={view.rates} cell={cell} />
            ) : (
              variantsOf(view.tab, view.rates).map((variant) => (
                <FourDGrid key={`${view.tab}${variant}`} kind={view.tab} variant={variant} name={variant ? `${tabName(view.tab)} ${variant}` : tabName(view.tab)} cell={cell} />
              ))
            )}
          </div>
        </>
      )}
    </section>
  );
}
