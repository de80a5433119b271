import { Trans } from '@lingui/react/macro';

/** /admin/home: announcements and the rest of the home page arrive with their own flows. */
export function HomePage() {
  return (
    <h1 className="page-title">
      <Trans>Home</Trans>
    </h1>
  );
}
