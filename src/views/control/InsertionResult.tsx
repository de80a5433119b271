import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { SettlementJob } from '../../../contract/drawResults.ts';
import { formatMoney } from '../../widgets/money.ts';
import type { JobActorRef } from '../../widgets/JobStatus.tsx';

/** A finished insertion: the winning entries it found and what they pay. */
export function InsertionResult({ job }: { job: JobActorRef }) {
  const details = useSelector(job, (snapshot) =>
    snapshot.matches('succeeded') ? ((snapshot.context.report?.details ?? null) as SettlementJob | null) : null,
  );
  if (!details) return null;
  const strikes = details.Strikes;
  const paid = formatMoney(details.StrikeCents / 100);
  return (
    <p role="status" data-testid="insertion-summary">
      <Trans>
        Results inserted: {strikes} winning entries, {paid} paid.
      </Trans>
    </p>
  );
}
