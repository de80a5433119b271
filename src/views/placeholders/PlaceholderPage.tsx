import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../widgets/PageHeader.tsx';

/** A menu destination whose screen is not in this release: its title and a plain notice, no data. */
export function PlaceholderPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <section className="placeholder-page">
      <PageHeader title={i18n._(title)} />
      <p role="status" className="placeholder-page__notice">
        <Trans>This screen is not in this release.</Trans>
      </p>
    </section>
  );
}

/** The route component of one destination. */
export function placeholderComponent(title: MessageDescriptor): ComponentType {
  const Page = () => <PlaceholderPage title={title} />;
  Page.displayName = `Placeholder(${title.id})`;
  return Page;
}
