import type { UserListItem } from '../../contract/members.ts';
import type { DrawDateItem } from '../widgets/DrawDateDropdown.tsx';

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

/** The lists a screen's filters show, by source. */
export interface ScreenOptions {
  drawDates?: readonly DrawDateItem[];
  betSummaryDrawDates?: readonly DrawDateItem[];
  /** The caller and its whole downline, with each one's upline: the user dropdown and the breadcrumb. */
  memberTree?: readonly UserListItem[];
  betSummaryUsers?: readonly { UserId: string; UserName: string }[];
}

/** What a data screen's load answers: the page (null while a required filter is missing) and the filters' lists. */
export interface ScreenData {
  page: PageAnswer | null;
  options: ScreenOptions;
}
