import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { InstallationGuidePage } from '../guides/InstallationGuidePage.tsx';

/**
 * /help: the Help Center the not-found page points to (spec 01 §2, spec 02 §2.8). The spec names
 * no Help Center page; a visitor who reaches /404 is often signed out, and every guide of the
 * signed-in area is behind the sign-in, so this public page shows the guide that needs no data
 * (installing the app, whose downloads are on the sign-in screen) and the way to sign in.
 */
export function HelpCenterPage() {
  return (
    <div className="help-center">
      <InstallationGuidePage />
      <p>
        <Link href="/login">
          <Trans>Go to the sign-in page</Trans>
        </Link>
      </p>
    </div>
  );
}
