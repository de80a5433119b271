import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { versionUpdateMachine } from '../../../machines/versionUpdate.machine.ts';
import './updatePrompt.css';

type VersionUpdateActor = ActorRefFrom<typeof versionUpdateMachine>;

/**
 * The new-version prompt and the unrecoverable update error (spec 01 §8). The prompt is a polite
 * status with Reload and a close button while the machine shows it; the error is an alert with
 * Reload, and stays. Otherwise nothing is rendered.
 */
export function UpdatePrompt({ versionUpdate }: { versionUpdate: VersionUpdateActor }) {
  const { t } = useLingui();
  const shown = useSelector(versionUpdate, (s) =>
    s.matches('failed') ? 'failed' : s.matches({ running: { checks: 'prompt' } }) ? 'prompt' : null,
  );
  const reload = () => versionUpdate.send({ type: 'RELOAD' });

  if (shown === 'failed') {
    return (
      <div className="update-prompt update-prompt--error" role="alert">
        <p className="update-prompt__text">
          <Trans>The application could not be updated. Please reload the page.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={reload}>
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
  if (shown === 'prompt') {
    return (
      <div className="update-prompt" role="status">
        <p className="update-prompt__text">
          <Trans>A new version is available, reload now?</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={reload}>
          <Trans>Reload</Trans>
        </button>
        <button
          type="button"
          className="update-prompt__close"
          aria-label={t`Close`}
          onClick={() => versionUpdate.send({ type: 'DISMISS' })}
        >
          ×
        </button>
      </div>
    );
  }
  return null;
}
