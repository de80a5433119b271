/** At most this many page links (spec 02 §9). */
export const PAGER_MAX_LINKS = 10;

/** Pages of a query of `total` rows in pages of `pageSize` (at least one page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/**
 * The page numbers the pager links to: all of them when there are at most 10, else a window of 10
 * around the current page (shifted at either end so it always holds 10).
 */
export function pageLinks(total: number, pageIndex: number, pageSize: number): number[] {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, pageIndex), pages);
  const size = Math.min(PAGER_MAX_LINKS, pages);
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}
