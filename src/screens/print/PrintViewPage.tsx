import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import { useFlows } from '../../app/flowsContext.tsx';
import { usePageLocId } from '../../app/pageLocation.ts';
import { LoadFailed } from '../../widgets/LoadFailed.tsx';
import { PageHeader } from '../../widgets/PageHeader.tsx';
import { Spinner } from '../../widgets/Spinner.tsx';
import { Unauthorized } from '../../widgets/Unauthorized.tsx';
import { columnsAt, type ScreenDeclaration } from '../declaration.ts';
import type { ScreenOptions } from '../screenData.ts';
import { gameOf, viewOf } from '../screenQuery.ts';
import { printCaption } from './printCaption.ts';
import { PrintTable } from './PrintTable.tsx';
import '../../widgets/dataTable/dataTable.css';
import './print.css';

/** The print view of one URL: a new URL (Back from one print view to another) is a new chart. */
export function PrintViewPage({ screen }: { screen: ScreenDeclaration }) {
  const [path] = useLocation();
  const search = useSearch();
  const request = search ? `${path}?${search}` : path;
  return <PrintView key={request} screen={screen} request={request} />;
}

/**
 * A data screen's print view (spec 02 §2.12, §9): every row of the screen's query in a plain table
 * with its totals and its filters as the caption, rendered 500 rows every 60 ms by the printView
 * chart, "n of N rows" meanwhile; when complete the browser's print dialog opens, and Print opens it again.
 */
function PrintView({ screen, request }: { screen: ScreenDeclaration; request: string }) {
  const { i18n } = useLingui();
  const flows = useFlows();
  const actor = useActorRef(flows.screens.of(screen).printView, { ...flows.actorOptions, input: { request } });
  useEffect(() => {
    const subscription = actor.on('print', () => window.print());
    return () => subscription.unsubscribe();
  }, [actor]);
  const state = useSelector(actor, (s) => String(s.value));
  const context = useSelector(actor, (s) => s.context);
  const url = parseScreenUrl(request);
  const view = viewOf(screen, url);
  const game = gameOf(usePageLocId());
  const title = i18n._(screen.title);

  if (state === 'refused') {
    return (
      <section className="print-view">
        <PageHeader title={title} showBack />
        <Unauthorized />
      </section>
    );
  }
  const fetched = context.rows.length;
  const total = context.total;
  const shown = context.shown;
  const parts = printCaption(screen, url, context.options as ScreenOptions | undefined);
  const caption = (
    <>
      <span className="print-table__title">{title}</span>
      {parts.map((part, i) => (
        <span key={i} className="print-table__filter">
          {i18n._(part.label)}: {typeof part.value === 'string' ? part.value : i18n._(part.value)}
        </span>
      ))}
    </>
  );
  return (
    <section className="print-view" aria-busy={state !== 'complete'}>
      <PageHeader
        title={title}
        showBack
        right={
          <button type="button" className="button print-view__print" disabled={state !== 'complete'} onClick={() => actor.send({ type: 'PRINT' })}>
            <Trans>Print</Trans>
          </button>
        }
      />
      <p className="print-view__progress" role="status">
        {state === 'loading' && <Trans>Loading…</Trans>}
        {state === 'fetching' && (
          <Trans>
            Loading {fetched} of {total} rows…
          </Trans>
        )}
        {(state === 'rendering' || state === 'complete') && (
          <Trans>
            {shown} of {total} rows
          </Trans>
        )}
      </p>
      {(state === 'loading' || state === 'fetching') && <Spinner />}
      {state === 'failed' && <LoadFailed message={context.errorMessage} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {state === 'incomplete' && (
        <p className="data-screen__hint">
          <Trans>Choose the screen's filters first: there is nothing to print yet.</Trans>
        </p>
      )}
      {(state === 'rendering' || state === 'complete') && (
        <PrintTable view={view} columns={columnsAt(view, game)} rows={context.rows} shown={shown} totals={context.totals} caption={caption} />
      )}
    </section>
  );
}
