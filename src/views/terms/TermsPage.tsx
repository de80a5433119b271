import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { usePublicFlows } from '../../app/flowsContext.tsx';
import { usePageFlow } from '../../app/pageFlows.ts';
import { createTermsFlow } from './termsFlow.ts';
import { TermsGate } from '../../app/guards.tsx';
import { useNavigationBridge } from '../../app/navigationBridge.ts';
import { translateKnown } from '../../i18n/knownMessages.ts';
import { useLingui } from '@lingui/react';
import { MINIMUM_AGE } from '../../../machines/terms.machine.ts';
import { Spinner } from '../../widgets/Spinner.tsx';

/** Terms and conditions (spec 01 §2, spec 02 §2.5): Agree goes on, Disagree signs out. */
export function TermsPage() {
  const flows = usePublicFlows();
  const returnUrl = new URLSearchParams(useSearch()).get('returnUrl');
  const terms = useActorRef(usePageFlow((given) => given.terms, createTermsFlow), { ...flows.actorOptions, input: { returnUrl } });
  useNavigationBridge(terms);
  const { i18n } = useLingui();
  const busy = useSelector(terms, (s) => s.hasTag('busy'));
  const errorMessage = useSelector(terms, (s) => s.context.errorMessage);
  const accepting = useSelector(terms, (s) => !s.matches('reading'));

  return (
    <TermsGate accepting={accepting}>
    <section className="terms" aria-labelledby="terms-title">
      <h1 id="terms-title">
        <Trans>Terms and Conditions</Trans>
      </h1>
      <ol className="terms__rules">
        <li>
          <Trans>Players must be at least {MINIMUM_AGE} years old. Betting by anyone younger is not allowed.</Trans>
        </li>
        <li>
          <Trans>Agents answer for the bets placed by their members.</Trans>
        </li>
        <li>
          <Trans>Bets are accepted only before the draw's cut-off time and cannot be changed once accepted.</Trans>
        </li>
        <li>
          <Trans>Results are those published by the operator of each draw.</Trans>
        </li>
      </ol>
      <div className="terms__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => terms.send({ type: 'AGREE' })}>
          <Trans>Agree</Trans>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => terms.send({ type: 'DISAGREE' })}>
          <Trans>Disagree</Trans>
        </button>
        {busy && <Spinner size="small" />}
      </div>
      {errorMessage && (
        <p className="login__message login__message--error" role="alert">
          {translateKnown(i18n, errorMessage)}
        </p>
      )}
    </section>
    </TermsGate>
  );
}
