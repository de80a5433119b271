import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { translateServerText } from '../i18n/serverRefusals.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';
import './widgets.css';

/**
 * The one message an alert banner shows. A message descriptor (from `msg`) is translated; a server's
 * text is translated when the catalog knows it (src/i18n/knownMessages.ts), else shown as it is. Either way it is HTML,
 * sanitised before it is shown.
 */
export interface Alert {
  type: 'success' | 'error';
  message: MessageDescriptor | string;
}

/**
 * Alert banner (spec 02 §2.13, §8): one message at a time, styled success or error. An error is
 * announced at once (role "alert"), a success politely (role "status").
 */
export function AlertBanner({ alert, onDismiss }: { alert: Alert | null | undefined; onDismiss?: () => void }) {
  const { i18n, t } = useLingui();
  if (!alert) return null;
  const text = typeof alert.message === 'string' ? translateServerText(i18n, alert.message) : i18n._(alert.message);
  return (
    <div className={`alert-banner alert-banner--${alert.type}`} role={alert.type === 'error' ? 'alert' : 'status'}>
      <div className="alert-banner__text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />
      {onDismiss && (
        <button type="button" className="alert-banner__close" aria-label={t`Close`} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
