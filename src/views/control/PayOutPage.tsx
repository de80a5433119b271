import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayRate, PayRateKind } from '../../../contract/payRates.ts';
import { rowInForce } from '../../../machines/payRate.machine.ts';
import { useFlows } from '../../app/flowsContext.tsx';
import { usePageLocId } from '../../app/pageLocation.ts';
import { showRequest, useUrlBridge } from '../../app/urlBridge.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { PageData } from '../home/PageData.tsx';
import { controlFlowsOf } from './controlFlows.ts';
import { PAY_RATE_TABS, variantsOf } from './payRateGrid.ts';
import { FourDGrid, TotoGrid, type PayRateCellOf } from './PayRateGrids.tsx';
import './control.css';

/**
 * Pay Out (spec 02 §2.2 Options /payOut; issue 23): what a winning line pays the signed-in user per
 * unit staked, per kind of bet and prize category, in force now at the page's location (GET payRates
 * without UserId: the user's overrides where it has them, else the location's default table). The
 * Pay Rate tables, read-only: Ordinary, System, iBet (24, 12, 6, 4) and, at TT, TOTO. Every role sees it.
 */
export function PayOutPage() {
  const { t, i18n } = useLingui();
  const flows = useFlows();
  const locId = usePageLocId();
  const machine = useMemo(() => controlFlowsOf(flows.control).payOut, [flows.control]);
  const actor = useActorRef(machine, { ...flows.actorOptions, input: { request: locId } });
  useUrlBridge(actor, locId, showRequest);

  const tables = (rates: readonly PayRate[]) => {
    const cell: PayRateCellOf = (figure, label) => {
      const row = rowInForce(rates, figure);
      return (
        <span className="pay-rate__figure" aria-label={label}>
          {row ? row.PerUnit : ''}
        </span>
      );
    };
    const kinds = PAY_RATE_TABS.filter((tab) => rates.some((rate) => rate.Kind === tab.kind));
    if (kinds.length === 0) {
      return (
        <p>
          <Trans>No pay rates at this location.</Trans>
        </p>
      );
    }
    const name = (kind: PayRateKind) => i18n._(PAY_RATE_TABS.find((tab) => tab.kind === kind)!.label);
    return kinds.map(({ kind }) => (
      <section key={kind} className="pay-out__kind" aria-label={name(kind)}>
        <h2>{name(kind)}</h2>
        {kind === 'T' ? (
          <TotoGrid rates={rates} cell={cell} />
        ) : (
          variantsOf(kind, rates).map((variant) => (
            <FourDGrid key={`${kind}${variant}`} kind={kind} variant={variant} name={variant ? `${name(kind)} ${variant}` : name(kind)} cell={cell} />
          ))
        )}
      </section>
    ));
  };

  return (
    <section className="control-page">
      <PageHeader title={t`Pay Out`} />
      <p>
        <Trans>What a winning line pays you for each dollar staked, in force now.</Trans>
      </p>
      <PageData<PayRate[]> actor={actor}>{(rates) => tables(rates ?? [])}</PageData>
    </section>
  );
}
