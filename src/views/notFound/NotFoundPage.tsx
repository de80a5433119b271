import { Trans } from '@lingui/react/macro';

/** /404 (spec 01 §2, spec 02 §2.8). */
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
        <Trans>Try going back to the previous page or visit our Help Center.</Trans>
      </p>
    </main>
  );
}
