import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { paramOf, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import { useSignedInProfile } from '../app/rootActor.tsx';
import { DataTable, Pager, type DataColumn, type SortState } from '../widgets/dataTable/index.ts';
import { columnsAt, type ScreenView } from './declaration.ts';
import type { Game } from '../../contract/endpoint.ts';
import type { PageAnswer } from './screenData.ts';
import { RowActions } from './RowActions.tsx';
import type { RowAction } from './rowActions.ts';
import { drillHref } from './screenQuery.ts';

/** The grid is as tall as its rows (a short page leaves no empty box), at most one screen. */
const MAX_TABLE_HEIGHT = 600;

interface ScreenTableProps {
  title: string;
  view: ScreenView<unknown>;
  /** The game of the page's location: it picks the view's columns. */
  game: Game;
  /** The columns the call can sort by. */
  sortable: ReadonlySet<string>;
  page: PageAnswer;
  url: ScreenUrl;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onPage: (pageIndex: number) => void;
  /** The page's location: a drill-down to another screen takes that screen's path there. */
  locId: string;
  /** A row's write action was chosen; `actionsDisabled` while one runs or waits for its confirmation. */
  onWrite: (action: RowAction<unknown> & { kind: 'write' }, row: unknown) => void;
  actionsDisabled: boolean;
}

/** One page of a view's rows in the grid, its totals row (sums over the whole query) and the pager. */
export function ScreenTable({ title, view, game, sortable, page, url, sort, onSort, onPage, locId, onWrite, actionsDisabled }: ScreenTableProps) {
  const { i18n, t } = useLingui();
  const columns = useMemo<DataColumn<unknown>[]>(() => {
    const declared = columnsAt(view, game).map(
      (column): DataColumn<unknown> => ({
        id: column.id,
        header: i18n._(column.header),
        kind: column.kind,
        sortable: sortable.has(column.id),
        value: (row) => {
          const value = column.value(row);
          return value !== null && typeof value === 'object' ? i18n._(value) : value;
        },
        href: column.drill
          ? (row) => {
              const drill = column.drill!(row);
              return drill ? drillHref(url, drill, locId) : null;
            }
          : undefined,
      }),
    );
    const actions = view.actions;
    if (!actions?.length) return declared;
    const actionsColumn: DataColumn<unknown> = {
      id: 'Actions',
      header: t`Actions`,
      kind: 'text',
      sortable: false,
      // The grid sizes a column from its values' text: the labels, with an em space for each button's padding.
      value: () => actions.map((action) => `\u2003${i18n._(action.label)}\u2003`).join(' '),
      render: (row) => <RowActions actions={actions} row={row} url={url} locId={locId} disabled={actionsDisabled} onWrite={onWrite} />,
    };
    return [...declared, actionsColumn];
  }, [view, game, sortable, url, i18n, t, locId, actionsDisabled, onWrite]);
  // The user whose downline the rows are: its own rows are the upline's (spec 02 §2.13 grey).
  const me = useSignedInProfile()?.UserId ?? null;
  const subject = paramOf(url, 'UserId') ?? me;
  const upline = view.upline;
  const uplineFlag = useMemo(() => (upline ? (row: unknown) => (upline(row, subject) ? 1 : 0) : undefined), [upline, subject]);
  // One object per page: the grid sizes its columns to the totals too.
  const totals = useMemo(() => Object.fromEntries(view.totals.map((id) => [id, page.Totals[id] ?? null])), [view, page]);
  return (
    <>
      <DataTable
        label={title}
        columns={columns}
        rows={page.Rows}
        rowKey={view.rowKey}
        rowTone={view.tone}
        uplineFlag={uplineFlag}
        totals={view.totals.length > 0 ? totals : null}
        sort={sort}
        onSort={onSort}
        height={MAX_TABLE_HEIGHT}
      />
      <Pager total={page.Total} pageIndex={page.PageIndex} pageSize={page.PageSize} onPage={onPage} />
    </>
  );
}
