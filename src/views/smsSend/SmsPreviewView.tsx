import { Trans, useLingui } from '@lingui/react/macro';
import type { SmsPreview } from '../../../machines/smsSend.machine.ts';
import { formatMoney } from '../../widgets/money.ts';

/** What would be sent: the result message part by part, or each winning subscriber's message and total. */
export function SmsPreviewView({ preview }: { preview: SmsPreview }) {
  const { t } = useLingui();
  if (preview.kind === 'result') {
    return (
      <figure aria-label={t`Result message`}>
        <figcaption>
          <Trans>The result message ({preview.parts.length} SMS):</Trans>
        </figcaption>
        <ol>
          {preview.parts.map((part, i) => (
            <li key={i}>
              <samp>{part}</samp>
            </li>
          ))}
        </ol>
      </figure>
    );
  }
  if (preview.winners.length === 0) {
    return (
      <p role="status">
        <Trans>None of the {preview.subscribers} subscribers won in this draw: nothing to send.</Trans>
      </p>
    );
  }
  return (
    <table className="control-table" aria-label={t`Winnings messages`}>
      <caption>
        <Trans>
          {preview.winners.length} of {preview.subscribers} subscribers won
        </Trans>
      </caption>
      <thead>
        <tr>
          <th>{t`User`}</th>
          <th>{t`Mobile`}</th>
          <th>{t`Bot`}</th>
          <th>{t`Total`}</th>
          <th>{t`Message`}</th>
        </tr>
      </thead>
      <tbody>
        {preview.winners.map((w) => (
          <tr key={w.userId}>
            <td>{w.userId}</td>
            <td>{w.mobile}</td>
            <td>{w.hasBotChat ? t`Yes` : t`No`}</td>
            <td>{formatMoney(w.totalCents / 100)}</td>
            <td>
              <samp>{w.text}</samp>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
