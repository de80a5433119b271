import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaceBetsResult } from '../../../contract/bets.ts';
import { formatMoney } from '../../widgets/money.ts';

/** The server's answer to a bet message: every line accepted (with what a limit cut, if it did), or rejected with its reason. */
export function PlaceBetsResultTable({ result }: { result: PlaceBetsResult }) {
  const { t } = useLingui();
  const accepted = result.AcceptedLines;
  const rejected = result.RejectedLines;
  const tickets = result.Tickets;
  const cost = formatMoney(result.CostCents / 100);
  return (
    <section className="place-bets-result" aria-label={t`Result`}>
      <p role="status" className="place-bets-result__summary">
        <Trans>
          {accepted} lines accepted, {rejected} rejected. Tickets: {tickets} · Cost: {cost}
        </Trans>
      </p>
      <table className="bets-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Line</Trans>
            </th>
            <th scope="col">
              <Trans>Bet</Trans>
            </th>
            <th scope="col">
              <Trans>Result</Trans>
            </th>
            <th scope="col">
              <Trans>Tickets</Trans>
            </th>
            <th scope="col">
              <Trans>Cost</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {result.Lines.map((line) => (
            <tr key={line.LineNumber} className={line.Accepted ? 'bets-table__row--accepted' : 'bets-table__row--rejected'}>
              <td>{line.LineNumber}</td>
              <td className="bets-table__bet">{line.Text}</td>
              <td>
                {line.Accepted && line.Reason ? (
                  // Accepted with a change: cut down to what a limit leaves (Limit Setting).
                  <Trans>Accepted: {line.Reason}</Trans>
                ) : line.Accepted ? (
                  <Trans>Accepted</Trans>
                ) : line.Column ? (
                  <Trans>
                    Rejected (column {line.Column}): {line.Reason}
                  </Trans>
                ) : (
                  <Trans>Rejected: {line.Reason}</Trans>
                )}
              </td>
              <td>{line.Tickets}</td>
              <td>{formatMoney(line.CostCents / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
