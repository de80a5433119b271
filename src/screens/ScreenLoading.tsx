import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../widgets/PageHeader.tsx';
import { Spinner } from '../widgets/Spinner.tsx';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A data screen while its page's code arrives: its header with its title, as the page draws it
 * (DataScreenPage's own loading state), and a spinner; the page then takes its place without a move.
 */
export function ScreenLoading({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <section className="data-screen" aria-busy="true">
      <PageHeader title={i18n._(title)} showBack />
      <Spinner />
    </section>
  );
}
