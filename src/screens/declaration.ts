import type { MessageDescriptor } from '@lingui/core';
import type { EndpointDeclaration, Game } from '../../contract/endpoint.ts';
import type { RouteItemId } from '../menu/types.ts';
import type { BetTone, CellKind } from '../widgets/dataTable/index.ts';

/**
 * A data screen as one declaration (issue 13): what it shows, from which call, with which filters,
 * columns and totals. The layer (src/screens/DataScreenPage.tsx, machines/dataScreen.machine.ts)
 * does the rest: URL as state, loading, paging, sorting, drill-down, breadcrumb, CSV export, the
 * route and its guard. A screen that needs something the declaration cannot say needs a new
 * feature of the layer, not a page of its own.
 */

/** Where a link cell goes: parameters to set on this screen (a drill-down), or another screen's path. */
export interface DrillDown {
  changes: Readonly<Record<string, string | null>>;
  /** Another screen; this one when absent. */
  path?: string;
}

export interface ScreenColumn<Row> {
  /** The row field shown; also the SortBy value and the key of the answer's Totals. */
  id: string;
  header: MessageDescriptor;
  kind: CellKind;
  value: (row: Row) => string | number | null;
  /** Link cells: where the cell leads (null: no link in this row). */
  drill?: (row: Row) => DrillDown | null;
  /** Default true. */
  sortable?: boolean;
}

/** Lists a filter's dropdown is fed from (src/screens/options.ts). */
export type OptionSource = 'drawDates' | 'betSummaryDrawDates' | 'memberTree' | 'betSummaryUsers';

export type ScreenFilter =
  /** The draw-date dropdown (spec 02 §2.13); its value is the draw id. */
  | { kind: 'draw'; param: 'DrawId'; options: 'drawDates' | 'betSummaryDrawDates'; required?: boolean }
  /** The user dropdown (spec 02 §2.13), fed by the member tree. */
  | { kind: 'user'; param: 'UserId'; options: 'memberTree' | 'betSummaryUsers' }
  /** DrawFrom and DrawTo, with the date-range error (spec 02 §2.13). */
  | { kind: 'dateRange'; required?: boolean }
  /** Free text such as txtSearch. */
  | { kind: 'text'; param: string; label: MessageDescriptor; maxLength: number };

/** A paged call of the contract: its answer holds Rows, Total, PageIndex, PageSize and Totals. */
export type PagedEndpoint = EndpointDeclaration & { scope: 'data' };

export interface ScreenView<Row> {
  /** The VW value that selects this view; null for the screen's default view. */
  vw: string | null;
  /** The view's name on its switch (screens with more than one view). */
  label: MessageDescriptor;
  /** The call for each game (4d/ for SG and MG, tt/ for TT); a game without one shows nothing there. */
  endpoints: Partial<Record<Game, PagedEndpoint>>;
  columns: readonly ScreenColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** The row's colour by bet type (spec 02 §2.12). */
  tone?: (row: Row) => BetTone | null;
  /** A row as the call answers it: the table-driven test renders every view with it. */
  example: Row;
}

export interface ScreenDeclaration {
  id: string;
  /** The route; `{tt}` becomes `tt/` for TT and nothing otherwise (spec 02 §2.12), so both are routes. */
  path: string;
  title: MessageDescriptor;
  /** The menu entry whose rule guards the route (the rule that hides the entry refuses the page). */
  menuItem: RouteItemId;
  filters: readonly ScreenFilter[];
  views: readonly ScreenView<unknown>[];
  /** Paging and sort the calls default to (contract/paging.ts), shown before the URL says otherwise. */
  defaultSort: { by: string; direction: 'asc' | 'desc' };
}

/** Declares a view with its row type checked, then erases the type for the screen list. */
export const defineView = <Row>(view: ScreenView<Row>) => view as unknown as ScreenView<unknown>;
