import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFlows } from '../../app/flowsContext.tsx';
import { formatMoney } from '../../widgets/money.ts';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { betTypeLabel } from './betTypeLabel.ts';
import './bets.css';

/** View Tickets (spec 02 §2.2 /tickets/page, §7.6 GET bet/page2): the user's tickets, newest first. */
export function TicketsPage() {
  const { t } = useLingui();
  const flows = useFlows();
  const actor = useActorRef(flows.bets.tickets, flows.actorOptions);
  const { loading, failed, page, error } = useSelector(actor, (snapshot) => ({
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    ...snapshot.context,
  }));
  const total = page?.Total ?? 0;
  const shown = page?.Rows.length ?? 0;
  const refresh = (
    <button type="button" className="button" disabled={loading} onClick={() => actor.send({ type: 'RELOAD' })}>
      <Trans>Refresh</Trans>
    </button>
  );
  return (
    <section className="bets-page">
      <PageHeader title={t`View Tickets`} right={refresh} />
      {loading && <Spinner />}
      {failed && (
        <p role="alert" className="bets-page__error">
          {error}
        </p>
      )}
      {!loading && page && (
        <>
          <p role="status" data-testid="ticket-count">
            <Trans>
              Showing {shown} of {total}
            </Trans>
          </p>
          {page.Rows.length === 0 ? (
            <p>
              <Trans>No data.</Trans>
            </p>
          ) : (
            <table className="bets-table" aria-label={t`Tickets`}>
              <thead>
                <tr>
                  <th scope="col"><Trans>Number</Trans></th>
                  <th scope="col"><Trans>Bet Type</Trans></th>
                  <th scope="col"><Trans>Draw Date</Trans></th>
                  <th scope="col"><Trans>Draws</Trans></th>
                  <th scope="col"><Trans>Big</Trans></th>
                  <th scope="col"><Trans>Small</Trans></th>
                  <th scope="col"><Trans>Cost</Trans></th>
                  <th scope="col"><Trans>Created</Trans></th>
                </tr>
              </thead>
              <tbody>
                {page.Rows.map((ticket) => (
                  <tr key={ticket.TicketId}>
                    <td className="bets-table__bet">
                      {ticket.Number}
                      {ticket.TotoForm ?? ''}
                    </td>
                    <td>{betTypeLabel(ticket.BetType, t)}</td>
                    <td>{ticket.DrawDate}</td>
                    <td>{ticket.Draws.join(', ')}</td>
                    <td>{formatMoney(ticket.BigCents / 100)}</td>
                    <td>{formatMoney(ticket.SmallCents / 100)}</td>
                    <td>{formatMoney(ticket.CostCents / 100)}</td>
                    <td>{ticket.CreatedDate.replace('T', ' ').slice(0, 19)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
