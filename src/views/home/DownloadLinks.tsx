import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { dataScreenMachine } from '../../../machines/dataScreen.machine.ts';
import type { AppDownloads } from '../../../contract/appDownloads.ts';
// With the links: the sign-in screen loads them without home's stylesheet.
import './downloadLinks.css';

/**
 * The app download links (spec 02 §2.2, §3): Android when the settings give a downloadUrl, iOS when
 * they give an iosDownloadUrl; nothing while they load or when they could not be read. `settings`
 * loads GET settings (signed in) or GET appDownloads (the sign-in screen): both carry mobileAppData.
 */
export function DownloadLinks({ settings }: { settings: ActorRefFrom<typeof dataScreenMachine> }) {
  const { t } = useLingui();
  const links = useSelector(settings, (s) => (s.matches('shown') ? (s.context.answer?.data as AppDownloads).mobileAppData : null));
  if (!links?.downloadUrl && !links?.iosDownloadUrl) return null;
  return (
    <nav className="download-links" aria-label={t`App downloads`}>
      {links.downloadUrl && (
        <a className="button" href={links.downloadUrl} download>
          <Trans>Download the Android app</Trans>
        </a>
      )}
      {links.iosDownloadUrl && (
        <a className="button" href={links.iosDownloadUrl}>
          <Trans>Download the iOS app</Trans>
        </a>
      )}
    </nav>
  );
}
