import * as v from 'valibot';
import { urlInteger } from './fields.ts';

/**
 * Paging, sorting and CSV export of data-screen calls (spec 02 §9): "Pager default page size 10000,
 * at most 10 page links. Report default page size 100, page index 1, default sort CreatedDate
 * descending. Sort directions ascend/descend and asc/desc."
 */

/** The pager's default page size (spec 02 §9). */
export const DEFAULT_PAGE_SIZE = 10_000;
/** Report pages' default page size (spec 02 §9). */
export const REPORT_PAGE_SIZE = 100;
/** The largest page a call answers: the pager's default. */
export const MAX_PAGE_SIZE = 10_000;

/** Both spellings of §9, read as asc or desc. */
export const SortDirSchema = v.pipe(
  v.picklist(['asc', 'desc', 'ascend', 'descend', 'ASC', 'DESC']),
  v.transform((direction): 'asc' | 'desc' => (direction.toLowerCase().startsWith('asc') ? 'asc' : 'desc')),
);

/**
 * The query entries every paged call takes: PageIndex (1-based), PageSize, SortBy (one of the
 * columns the call can sort by), SortDir, and Format=csv to stream every row of the query instead
 * of one page.
 */
export function pageQueryEntries<const Sortable extends readonly [string, ...string[]]>(
  sortable: Sortable,
  defaults: { sortBy: Sortable[number]; sortDir: 'asc' | 'desc'; pageSize: number },
) {
  return {
    PageIndex: v.optional(urlInteger('PageIndex'), '1'),
    PageSize: v.optional(urlInteger('PageSize', 1, MAX_PAGE_SIZE), String(defaults.pageSize)),
    SortBy: v.optional(v.picklist(sortable, `SortBy must be one of ${sortable.join(', ')}.`), defaults.sortBy),
    SortDir: v.optional(SortDirSchema, defaults.sortDir),
    Format: v.optional(v.picklist(['json', 'csv']), 'json'),
  };
}

/** The answer of a paged call: one page of rows, how many rows the query has, and the query's totals. */
export function pageSchema<Row extends v.GenericSchema, Totals extends v.GenericSchema>(row: Row, totals: Totals) {
  return v.object({
    Rows: v.array(row),
    /** Rows of the whole query (every page). */
    Total: v.number(),
    PageIndex: v.number(),
    PageSize: v.number(),
    /** Sums over every row of the query (not only this page), money in cents. */
    Totals: totals,
  });
}
