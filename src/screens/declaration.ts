import type { MessageDescriptor } from '@lingui/core';
import type { GenericSchema } from 'valibot';
import type { EndpointDeclaration, Game } from '../../contract/endpoint.ts';
import type { RouteItemId } from '../menu/types.ts';
import type { OptionSource } from './optionSource.ts';
import type { ViewCode } from '../menu/viewCodes.ts';
import type { BetTone, CellKind, SortState } from '../widgets/dataTable/index.ts';
import type { PageWrite, RowAction } from './rowActions.ts';
import type { ScreenUrl } from '../../machines/rules/screenUrl.ts';

/**
 * A data screen as one declaration (issue 13): what it shows, from which call, with which filters,
 * columns and totals. The layer does the rest (src/screens/DataScreenPage.tsx and
 * machines/dataScreen.machine.ts): the URL as state, loading, paging, sorting, drill-down,
 * breadcrumb, CSV export, the route and its guard. A screen that needs something a declaration
 * cannot say needs a new feature of the layer, not a page of its own.
 */

/** Where a link cell leads: parameters to set on this screen (a drill-down), or another screen, named by its menu entry. */
export interface DrillDown {
  changes: Readonly<Record<string, string | null>>;
  /** Another screen (its route comes from this menu entry; the trail goes with it); this one when absent. */
  screen?: RouteItemId;
  /**
   * Another page off the menu, by its own path (a form or a screen declared with `path`, e.g. a
   * downline's payment form or statement); the trail goes with it.
   */
  page?: string;
}

/**
 * An action above the table (issue 20: Create, Create (simple)): a link like a row's, with the URL's
 * parameters it names (UserId: create under the user whose downline is shown).
 */
export interface PageAction {
  id: string;
  label: MessageDescriptor;
  to: (url: ScreenUrl) => DrillDown;
}

export interface ScreenColumn<Row> {
  /** The row field shown; also the SortBy value (sortable when the call's SortBy lists it) and the key of the answer's Totals. */
  id: string;
  header: MessageDescriptor;
  kind: CellKind;
  /** The cell's value: money in cents; a message descriptor is shown in the user's language. */
  value: (row: Row) => string | number | MessageDescriptor | null;
  /** Link cells: where the cell leads (null: no link in this row). */
  drill?: (row: Row) => DrillDown | null;
}

export type ScreenFilter =
  /**
   * The draw-date dropdown (spec 02 §2.13) on DrawId, fed by a source whose options are draw ids labelled by date; `latest` opens on its
   * first (newest) option, `nextOpen` on the oldest option the source marks `preferred` (the next open draw; the newest when none is).
   */
  | { kind: 'draw'; options: OptionSource; required?: boolean; default?: 'latest' | 'nextOpen' }
  /** The user dropdown (spec 02 §2.13) on UserId, fed by a source whose options are user ids. */
  | { kind: 'user'; options: OptionSource }
  /** DrawFrom and DrawTo, with the date-range error (spec 02 §2.13). */
  /** `default.latestOf`: a source whose options are draw days (value YYYY-MM-DD), newest first; the range opens on its first. */
  /** `on: 'date'`: calendar days of something else than a draw (the audit log's rows): DateFrom and DateTo. */
  | { kind: 'dateRange'; required?: boolean; default?: { latestOf: OptionSource }; on?: 'draw' | 'date' }
  /** Free text such as txtSearch. */
  | { kind: 'text'; param: string; label: MessageDescriptor; maxLength: number }
  /** One of a fixed list (a message's status), or all when none is chosen: a dropdown on `param`. */
  | { kind: 'choice'; param: string; label: MessageDescriptor; choices: readonly { value: string; label: MessageDescriptor }[] };

/** A paged call of the contract: its answer holds Rows, Total, PageIndex, PageSize and Totals. */
export type PagedEndpoint = EndpointDeclaration & { scope: 'data'; method: 'GET'; query: GenericSchema };

export interface ScreenView<Row> {
  /**
   * The VW value that selects this view: the permission attribute that grants it (spec 02 §6,
   * src/menu/viewCodes.ts). The first view is the screen's default, shown when VW is absent.
   */
  vw: ViewCode;
  /**
   * Only a user granted the attribute `vw` sees this view: the switch hides it and its VW is refused
   * ('Unauthorized Access'). A view whose call declares an `attribute` requires that one anyway
   * (src/screens/viewAccess.ts); this is for a view whose call does not.
   */
  grantRequired?: boolean;
  /**
   * Rows of the upline shown with the fixed grey of spec 02 §2.13: true for a row of `subject`, the
   * user whose downline the screen lists (the URL's UserId, else the signed-in user).
   */
  upline?: (row: Row, subject: string | null) => boolean;
  /** The view's name on its switch (screens with more than one view). */
  label: MessageDescriptor;
  /** The call for each game (4d/ for SG and MG, tt/ for TT); a game without one shows no rows there. */
  endpoints: Partial<Record<Game, PagedEndpoint>>;
  columns: readonly ScreenColumn<Row>[];
  /**
   * Columns of one game in place of `columns` (Draw Result: a 4D result and a TOTO result have
   * different numbers to show); the game without an entry shows `columns`.
   */
  gameColumns?: Partial<Record<Game, readonly ScreenColumn<Row>[]>>;
  rowKey: (row: Row, index: number) => string;
  /** The sort the call applies when the URL names none (its contract default). */
  defaultSort: SortState;
  /** The row's colour by bet type (spec 02 §2.12). */
  tone?: (row: Row) => BetTone | null;
  /** Column ids whose figure the totals row shows, from the answer's Totals (sums over the whole query). */
  totals: readonly string[];
  /** A row as the call answers it: the table-driven test renders every view with it. */
  example: Row;
  /** What a row offers: links to forms or progress, writes (delete, start a job), each in the Actions column. */
  actions?: readonly RowAction<Row>[];
  /** Writes over every row the page shows, as buttons above the table (Subscribe all). */
  pageWrites?: readonly PageWrite<Row>[];
  /**
   * Query parameters the view always sends, whatever the URL says (Payment History is the statement
   * call narrowed to Kind=payment).
   */
  fixedQuery?: Readonly<Record<string, string>>;
}

export interface ScreenDeclaration {
  id: string;
  title: MessageDescriptor;
  /**
   * The menu entry the screen is: its routes are the entry's paths (src/menu/destinations.ts, a
   * `{tt}` path at TT too) and its rule guards them, so no typed path can make an unguarded page.
   */
  menuItem: RouteItemId;
  /**
   * The route when the screen is not a menu entry's own (a downline's statement, reached from a row
   * of Payments): the menu entry's rule still guards it. Absent, the screen is at its entry's paths.
   */
  path?: string;
  /**
   * URL parameters the screen is shown for, where screens share a path (null: the parameter is
   * absent), as forms have it: /outset/betsIn?Choice=1 is Bets In, ?Choice=2 Bets Out. The first
   * screen of a path is shown when none matches. Absent: always.
   */
  shownWhen?: Readonly<Record<string, string | null>>;
  filters: readonly ScreenFilter[];
  views: readonly [ScreenView<unknown>, ...ScreenView<unknown>[]];
  /** Actions above the table (links to create forms). */
  actions?: readonly PageAction[];
}

/** The URL parameters of a date range: DrawFrom/DrawTo (draw days, the default) or DateFrom/DateTo. */
export const rangeParams = (filter: { on?: 'draw' | 'date' }) =>
  filter.on === 'date' ? ({ from: 'DateFrom', to: 'DateTo' } as const) : ({ from: 'DrawFrom', to: 'DrawTo' } as const);

/** The columns a view shows at a game (its gameColumns entry, else its columns). */
export const columnsAt = <Row>(view: ScreenView<Row>, game: Game): readonly ScreenColumn<Row>[] => view.gameColumns?.[game] ?? view.columns;

/** Declares a view with its row type checked, then erases the type for the screen list. */
export const defineView = <Row>(view: ScreenView<Row>) => view as unknown as ScreenView<unknown>;
