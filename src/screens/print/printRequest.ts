import { formatScreenUrl, parseScreenUrl, withChanges } from '../../../machines/rules/screenUrl.ts';

/** The flag that turns a data screen's URL into its print view (`/tickets/page?DrawId=7&Print=1`). */
export const PRINT_PARAM = 'Print';

/** Rows asked for per call while the print view reads the whole query (a few calls for 10 000 rows). */
export const PRINT_PAGE_SIZE = 2_000;

/** Whether a screen's query string asks for its print view. */
export const isPrintRequest = (search: string) => new URLSearchParams(search).get(PRINT_PARAM) === '1';

/** The print view of the screen at `url` (every row, so the page it was on is dropped). */
export const printHref = (request: string) => formatScreenUrl(withChanges(parseScreenUrl(request), { [PRINT_PARAM]: '1', PageIndex: null }));

/** The screen's request for one page of its whole query, as the print view reads it (the flag dropped). */
export function pageRequest(request: string, pageIndex: number, pageSize: number): string {
  const url = withChanges(parseScreenUrl(request), { [PRINT_PARAM]: null, PageSize: String(pageSize) });
  return formatScreenUrl(withChanges(url, { PageIndex: String(pageIndex) }));
}
