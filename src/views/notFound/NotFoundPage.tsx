import { Trans } from '@lingui/react/macro';

/** Where the not-found page's hint sends people who need help: public, as the 404 page is. */
export const HELP_CENTER_URL = '/help';

/** /404 (spec 01 §2, spec 02 §2.8): the text and a hint to go back or visit the Help Center. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>Page not found. Uh oh, we can't seem to find the page you're looking for.</Trans>
      </p>
      <p>
        <Trans>
          Try to{' '}
          <button type="button" className="link-button" onClick={() => window.history.back()}>
            Go back
          </button>{' '}
          or visit our <a href={HELP_CENTER_URL}>Help Center</a>.
        </Trans>
      </p>
    </main>
  );
}
