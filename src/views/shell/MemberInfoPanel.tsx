import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Credit } from '../../../contract/profile.ts';
import type { Locale } from '../../../machines/locale.machine.ts';
import { useLocaleActor } from '../../app/rootActor.tsx';
import { formatMoney } from '../../widgets/money.ts';
import type { LocationActorRef } from './LocationChooser.tsx';

interface MemberInfoPanelProps {
  isMember: boolean;
  location: LocationActorRef;
  credit: Credit | null;
}

/**
 * The member info panel (spec 02 §2.11): location, language and the credit figures ($, two
 * decimals). Members see where they work as text; agents and admins choose among their locations.
 * The language list offers en and ch, which the panel names Chinese.
 */
export function MemberInfoPanel({ isMember, location, credit }: MemberInfoPanelProps) {
  const { t } = useLingui();
  const locale = useLocaleActor();
  const language = useSelector(locale, (s) => s.context.requested);
  const available = useSelector(location, (s) => s.context.available);
  const locId = useSelector(location, (s) => s.context.locId);
  const switching = useSelector(location, (s) => s.hasTag('busy'));
  const locationName = available.find((choice) => choice.LocId === locId)?.Loc ?? locId;
  return (
    <section className="member-info" aria-label={isMember ? t`Member info` : t`Account info`}>
      <dl className="member-info__list">
        <dt>
          <Trans>Location</Trans>
        </dt>
        <dd>
          {isMember || available.length < 2 ? (
            <span data-testid="member-info-location">{locationName}</span>
          ) : (
            <select
              aria-label={t`Location`}
              value={locId}
              disabled={switching}
              onChange={(event) => location.send({ type: 'CHOOSE', locId: event.target.value })}
            >
              {available.map((choice) => (
                <option key={choice.LocId} value={choice.LocId}>
                  {choice.Loc}
                </option>
              ))}
            </select>
          )}
        </dd>
        <dt>
          <Trans>Language</Trans>
        </dt>
        <dd>
          <select
            aria-label={t`Language`}
            value={language}
            onChange={(event) => locale.send({ type: 'CHANGE', locale: event.target.value as Locale })}
          >
            <option value="en">English</option>
            <option value="zh">{isMember ? t`Chinese` : '中文'}</option>
          </select>
        </dd>
        <dt>
          <Trans>Credit Given</Trans>
        </dt>
        <dd data-testid="credit-given">{formatMoney(credit?.Credit)}</dd>
        <dt>
          <Trans>Account balance</Trans>
        </dt>
        <dd data-testid="account-balance">{formatMoney(credit?.AccBal)}</dd>
        <dt>
          <Trans>Credit Left</Trans>
        </dt>
        <dd data-testid="credit-left">{formatMoney(credit?.CreditLeft)}</dd>
      </dl>
    </section>
  );
}
