import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import './guides.css';

/** /admin/installation-guide (spec 02 §2.10): installing the app on Android and on iOS. */
export function InstallationGuidePage() {
  const { t } = useLingui();
  return (
    <div className="guide">
      <PageHeader title={t`Installation Guide`} />
      <section className="guide__section" aria-label={t`Android`}>
        <h2>
          <Trans>Android</Trans>
        </h2>
        <ol className="guide__steps">
          <li>
            <Trans>On the login screen, tap the Android download link to download the APK file.</Trans>
          </li>
          <li>
            <Trans>When your phone asks, allow installing apps from unknown sources (this browser or the file manager).</Trans>
          </li>
          <li>
            <Trans>Open the downloaded APK and tap Install, then open the app and sign in.</Trans>
          </li>
        </ol>
      </section>
      <section className="guide__section" aria-label={t`iOS`}>
        <h2>
          <Trans>iOS</Trans>
        </h2>
        <ol className="guide__steps">
          <li>
            <Trans>On the login screen, tap the iOS download link to download the profile, and allow the download.</Trans>
          </li>
          <li>
            <Trans>Open Settings, tap Profile Downloaded (or General, then VPN &amp; Device Management) and tap Install.</Trans>
          </li>
          <li>
            <Trans>Enter your passcode to confirm; the app then appears on your home screen.</Trans>
          </li>
        </ol>
      </section>
    </div>
  );
}
