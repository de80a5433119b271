import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import { useFlows } from '../app/flowsContext.tsx';
import { useNavigationBridge } from '../app/navigationBridge.ts';
import { showRequest, useUrlBridge } from '../app/urlBridge.ts';
import { AlertBanner } from '../widgets/AlertBanner.tsx';
import { LoadFailed } from '../widgets/LoadFailed.tsx';
import { Unauthorized } from '../widgets/Unauthorized.tsx';
import { PageHeader } from '../widgets/PageHeader.tsx';
import { Pager } from '../widgets/dataTable/index.ts';
import { Spinner } from '../widgets/Spinner.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import type { ScreenDeclaration } from './declaration.ts';
import type { ScreenData } from './screenData.ts';
import { ScreenFilters } from './ScreenFilters.tsx';
import { ScreenTable } from './ScreenTable.tsx';
import { gameOf, sortableColumnsOf, sortOf, viewOf } from './screenQuery.ts';
import { usePageLocId } from '../app/pageLocation.ts';
import { ViewSwitch } from './ViewSwitch.tsx';
import { ConfirmAction } from './ConfirmAction.tsx';
import { PageActions } from './PageActions.tsx';
import { declaredWrite, type PageWrite, type RowAction } from './rowActions.ts';
import { PageWrites } from './PageWrites.tsx';
import { printHref } from './print/printRequest.ts';
import './screens.css';

/**
 * Every data screen (issue 13): a declaration rendered. The URL (path and query) is the request of
 * the screen's dataScreen actor: each navigation's end tells it the URL, and every filter, page,
 * sort and view switch it is asked for comes back as a navigation. Nothing here decides what to
 * load or when.
 */
export function DataScreenPage({ screen }: { screen: ScreenDeclaration }) {
  const { i18n } = useLingui();
  const flows = useFlows();
  const [path] = useLocation();
  const search = useSearch();
  const request = search ? `${path}?${search}` : path;
  const machines = flows.screens.of(screen);
  const actor = useActorRef(machines.dataScreen, { ...flows.actorOptions, input: { request } });
  const csv = useActorRef(machines.csvExport, flows.actorOptions);
  useUrlBridge(actor, request, showRequest);
  useNavigationBridge(actor);

  const state = useSelector(actor, (s) => (s.hasTag('busy') ? 'loading' : String(s.value)));
  const data = useSelector(actor, (s) => (s.context.answer?.data ?? undefined) as ScreenData | undefined);
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
  const pending = useSelector(actor, (s) => s.context.pending);
  const url = parseScreenUrl(request);
  const view = viewOf(screen, url);
  const locId = usePageLocId();
  const title = i18n._(screen.title);
  const navigate = (changes: Readonly<Record<string, string | null>>) => actor.send({ type: 'NAVIGATE', changes });
  const write = (action: RowAction<unknown> & { kind: 'write' }, row: unknown) =>
    actor.send({ type: 'ACT', action: action.id, row, confirm: action.confirm !== undefined });
  // A page write's input is the rows shown.
  const writeRows = (write: PageWrite<unknown>) => actor.send({ type: 'ACT', action: write.id, row: data?.page?.Rows ?? [], confirm: write.confirm !== undefined });
  // The rows stay on screen while a write is confirmed, runs or has failed.
  const rowsShown = state === 'shown' || state === 'confirming' || state === 'acting' || state === 'actionFailed';
  const pendingAction = declaredWrite(view, pending?.action);

  if (state === 'refused') {
    // Refused: the title and nothing else, whatever the URL asked (spec 02 §6, §8).
    return (
      <section className="data-screen">
        <PageHeader title={title} showBack />
        <Unauthorized />
      </section>
    );
  }

  return (
    <section className="data-screen" aria-busy={state === 'loading'}>
      <PageHeader
        title={title}
        showBack
        right={
          <>
            {/* Every row of the query in a printable table; its own URL, so it opens in a new tab and reloads. */}
            {state === 'shown' && (
              <Link className="button data-screen__print" href={printHref(request)}>
                <Trans>Print</Trans>
              </Link>
            )}
            <CsvExportButton actor={csv} request={request} disabled={state !== 'shown'} />
          </>
        }
      >
        <Breadcrumb title={title} url={url} tree={data?.options.memberTree} />
        <ViewSwitch views={screen.views} current={view} game={gameOf(locId)} onChoose={(vw) => navigate({ VW: vw })} />
        <ScreenFilters filters={screen.filters} url={url} options={data?.options} onChange={navigate} />
        {screen.actions && <PageActions actions={screen.actions} url={url} locId={locId} />}
      </PageHeader>
      {state === 'loading' && <Spinner />}
      {state === 'failed' && <LoadFailed message={errorMessage} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {state === 'actionFailed' && <AlertBanner alert={{ type: 'error', message: errorMessage ?? '' }} onDismiss={() => actor.send({ type: 'DISMISS' })} />}
      {state === 'acting' && <Spinner size="small" />}
      {state === 'confirming' && pendingAction?.confirm && (
        <ConfirmAction
          question={i18n._(pendingAction.confirm(pending?.row as never))}
          label={i18n._(pendingAction.label)}
          onConfirm={() => actor.send({ type: 'CONFIRM' })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      {state === 'incomplete' && (
        <p className="data-screen__hint">
          <Trans>Choose the filters above to see the rows.</Trans>
        </p>
      )}
      {state === 'empty' && (
        <p className="data-screen__empty">
          <Trans>No data.</Trans>
        </p>
      )}
      {state === 'empty' && data?.page && data.page.Total > 0 && (
        // A page past the last one: the pager leads back.
        <Pager total={data.page.Total} pageIndex={data.page.PageIndex} pageSize={data.page.PageSize} onPage={(pageIndex) => navigate({ PageIndex: String(pageIndex) })} />
      )}
      {rowsShown && data?.page && view.pageWrites && (
        <PageWrites writes={view.pageWrites} rows={data.page.Rows} disabled={state !== 'shown'} onWrite={writeRows} />
      )}
      {rowsShown && data?.page && (
        <ScreenTable
          title={title}
          view={view}
          game={gameOf(locId)}
          sortable={sortableColumnsOf(view.endpoints[gameOf(locId)])}
          page={data.page}
          url={url}
          sort={sortOf(view, url)}
          onSort={(sort) => navigate({ SortBy: sort.by, SortDir: sort.direction })}
          onPage={(pageIndex) => navigate({ PageIndex: String(pageIndex) })}
          locId={locId}
          onWrite={write}
          actionsDisabled={state !== 'shown'}
        />
      )}
    </section>
  );
}
