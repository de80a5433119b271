import type { UserListItem } from '../../contract/members.ts';

/** One page of a paged call (contract/paging.ts pageSchema), rows not yet typed by their view. */
export interface PageAnswer {
  Rows: readonly unknown[];
  /** Rows of the whole query. */
  Total: number;
  PageIndex: number;
  PageSize: number;
  /** Sums over the whole query, by column id (money in cents). */
  Totals: Readonly<Record<string, number>>;
}

/** The rows of the dropdowns' sources (src/screens/optionSource.ts), by source id. */
export interface ScreenOptions {
  readonly [sourceId: string]: readonly unknown[] | undefined;
  /** The caller and its whole downline, with each one's upline: the user dropdown and the breadcrumb. */
  readonly memberTree?: readonly UserListItem[];
}

/** What a data screen's load answers: the page (null while a required filter is missing) and the filters' lists. */
export interface ScreenData {
  page: PageAnswer | null;
  options: ScreenOptions;
}
