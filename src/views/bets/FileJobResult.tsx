import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProcessJob } from '../../../contract/files.ts';
import type { JobActorRef } from '../../widgets/JobStatus.tsx';

/** A processed file's outcome: lines accepted and rejected, and the rejected lines with their reasons. */
export function FileJobResult({ job }: { job: JobActorRef }) {
  const { t } = useLingui();
  const details = useSelector(job, (snapshot) =>
    snapshot.matches('succeeded') ? ((snapshot.context.report?.details ?? null) as ProcessJob | null) : null,
  );
  if (!details) return null;
  const accepted = details.LinesAccepted;
  const rejected = details.LinesRejected;
  const shown = details.Rejected.length;
  return (
    <div className="file-job-result">
      <p data-testid="file-job-summary">
        <Trans>
          {accepted} lines accepted, {rejected} rejected.
        </Trans>
      </p>
      {shown > 0 && (
        <table className="bets-table" aria-label={t`Rejected lines`}>
          <caption>{shown < rejected ? <Trans>The first {shown} rejected lines</Trans> : <Trans>Rejected lines</Trans>}</caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Line</Trans></th>
              <th scope="col"><Trans>Bet</Trans></th>
              <th scope="col"><Trans>Reason</Trans></th>
            </tr>
          </thead>
          <tbody>
            {details.Rejected.map((line) => (
              <tr key={line.LineNumber} className="bets-table__row--rejected">
                <td>{line.LineNumber}</td>
                <td className="bets-table__bet">{line.Text}</td>
                <td>{line.Reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
