/**
 * The URL of a data screen is its state (spec 02 §2.12): filters, page, sort and drill-down are query
 * parameters, so Back, reload and a pasted link show the same rows. These pure functions read and
 * write that URL; the dataScreen machine and the screen views share them.
 */

/** The navigation parameters of report pages (spec 02 §2.12). */
export const REPORT_PARAMS = ['UserId', 'DrawId', 'DrawDate', 'DrawFrom', 'DrawTo', 'txtSearch', 'LocId', 'rand', 'VW'] as const;

/** The parameters naming a member: a screen refuses any outside the caller's tree (spec 02 §6, §8). */
export const MEMBER_PARAMS = ['UserId'] as const;

/** Paging and sorting parameters (spec 02 §9), named as the calls name them. */
export const PAGE_PARAMS = ['PageIndex', 'PageSize', 'SortBy', 'SortDir'] as const;

/** The stamp a menu link carries so that following it again reloads its page (spec 02 §2.12 `rand`). */
export const RELOAD_PARAM = 'rand';

/** A screen's URL taken apart: its path and its query parameters, in their order. */
export interface ScreenUrl {
  path: string;
  params: readonly (readonly [string, string])[];
}

/** Reads `/tickets/search?UserId=a&PageIndex=2` (a leading `?` on the query is optional). */
export function parseScreenUrl(url: string): ScreenUrl {
  const [path = '', query = ''] = url.split('?', 2) as [string, string?];
  return { path, params: [...new URLSearchParams(query)] };
}

export function formatScreenUrl({ path, params }: ScreenUrl): string {
  const query = new URLSearchParams(params.map(([name, value]) => [name, value])).toString();
  return query ? `${path}?${query}` : path;
}

/** One parameter's value, or null. */
export function paramOf(url: ScreenUrl, name: string): string | null {
  return url.params.find(([key]) => key === name)?.[1] ?? null;
}

/**
 * The URL with `changes` applied: a value sets the parameter (in place, or appended), null or ''
 * removes it. A change to anything but the page itself goes back to the first page, and the reload
 * stamp is dropped: the URL changes anyway, and a stamp is the menu's, not the screen's.
 */
export function withChanges(url: ScreenUrl, changes: Readonly<Record<string, string | null>>, path = url.path): ScreenUrl {
  const resetsPage = Object.keys(changes).some((name) => name !== 'PageIndex');
  const dropped = new Set([RELOAD_PARAM, ...(resetsPage ? ['PageIndex'] : [])]);
  const params = url.params.filter(([name]) => !dropped.has(name) || name in changes).map(([name, value]) => [name, value] as const);
  const next = new Map(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return { path, params: [...next] };
}
