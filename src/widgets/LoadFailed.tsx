import { Trans } from '@lingui/react/macro';
import { AlertBanner } from './AlertBanner.tsx';

/**
 * The one way a page shows a failed load (spec 02 §8): the message, read by the chart with
 * `errorText`, and "Try again", which sends the chart its RETRY. Every page and panel uses it.
 */
export function LoadFailed({ message, onRetry }: { message: string | null | undefined; onRetry: () => void }) {
  return (
    <div className="load-failed">
      {message && <AlertBanner alert={{ type: 'error', message }} />}
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
