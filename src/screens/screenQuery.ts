import type { Game } from '../../contract/endpoint.ts';
import { formatScreenUrl, paramOf, withChanges, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import { leaveTo } from '../../machines/rules/screenTrail.ts';
import { menuPathAt, menuPaths } from '../menu/routeAccess.ts';
import type { LocationId } from '../menu/types.ts';
import { viewCodeOf } from '../menu/viewCodes.ts';
import { parseSortDirection } from '../widgets/dataTable/sort.ts';
import type { SortState } from '../widgets/dataTable/types.ts';
import { rangeParams, type DrillDown, type PagedEndpoint, type ScreenDeclaration, type ScreenView } from './declaration.ts';
import { optionsOf, type OptionSource } from './optionSource.ts';
import { memberTreeSource } from './optionSources.ts';
import type { ScreenOptions } from './screenData.ts';

/**
 * What a screen's URL asks of its declaration (pure): the view (VW), the game of the location, the
 * query of the call, whether the required filters are there, the sort shown.
 */

/**
 * The view VW names (an old code through its alias, src/menu/viewCodes.ts); the default (first)
 * view when VW is absent or names none of the screen's.
 */
export function viewOf(screen: ScreenDeclaration, url: ScreenUrl): ScreenView<unknown> {
  const vw = viewCodeOf(paramOf(url, 'VW'));
  return screen.views.find((view) => view.vw === vw) ?? screen.views[0];
}

/** 4d/ for SG and MG, tt/ for TT (spec 02 §7.1). */
export const gameOf = (locId: string): Game => (locId === 'TT' ? 'tt' : '4d');

/** Whether the URL names every filter the screen requires (else it shows its filters and waits). */
export function isComplete(screen: ScreenDeclaration, url: ScreenUrl): boolean {
  return screen.filters.every((filter) => {
    if (filter.kind === 'draw' && filter.required) return paramOf(url, 'DrawId') !== null;
    if (filter.kind === 'dateRange' && filter.required) return paramOf(url, rangeParams(filter).from) !== null && paramOf(url, rangeParams(filter).to) !== null;
    return true;
  });
}

/** The names a call's query schema takes (a valibot object's entries). */
function queryNames(endpoint: PagedEndpoint): ReadonlySet<string> {
  const schema = endpoint.query as { entries?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.entries ?? {}));
}

/** The columns a call can sort by: the options of its SortBy (contract/paging.ts), so a declaration never repeats them. */
export function sortableColumnsOf(endpoint: PagedEndpoint | undefined): ReadonlySet<string> {
  const schema = endpoint?.query as { entries?: { SortBy?: { wrapped?: { options?: readonly string[] } } } } | undefined;
  return new Set(schema?.entries?.SortBy?.wrapped?.options ?? []);
}

/**
 * The call's query: every URL parameter the call takes (filters, LocId, paging, sort), as written.
 * The server validates them; a hand-edited URL with a bad value gets the server's message.
 */
export function queryOf(endpoint: PagedEndpoint, url: ScreenUrl, view?: Pick<ScreenView<unknown>, 'fixedQuery'>): Record<string, string> {
  const names = queryNames(endpoint);
  const query: Record<string, string> = {};
  for (const [name, value] of url.params) if (names.has(name) && name !== 'Format') query[name] = value;
  return { ...query, ...view?.fixedQuery };
}

/** The sort shown: the URL's (either spelling of §9), else the view's default. */
export function sortOf(view: ScreenView<unknown>, url: ScreenUrl): SortState {
  const by = paramOf(url, 'SortBy');
  const direction = parseSortDirection(paramOf(url, 'SortDir'));
  return { by: by ?? view.defaultSort.by, direction: direction ?? view.defaultSort.direction };
}

/** The lists the screen's filters need, and the member tree for the breadcrumb of a drill-down into a user. */
export function optionSourcesOf(screen: ScreenDeclaration, url: ScreenUrl): OptionSource[] {
  const sources = new Set<OptionSource>();
  for (const filter of screen.filters) if (filter.kind === 'draw' || filter.kind === 'user') sources.add(filter.options);
  if (paramOf(url, 'UserId') !== null) sources.add(memberTreeSource);
  // A date range's default is read from a list of draw days, wanted only while the URL names no range.
  for (const filter of screen.filters) if (filter.kind === 'dateRange' && filter.default && !isComplete(screen, url)) sources.add(filter.default.latestOf);
  // One call per list: two declarations of one source are one load.
  return [...new Map([...sources].map((source) => [source.id, source])).values()];
}

/**
 * What the required filters the URL leaves out take by default (a declaration's `default`): the
 * latest draw of their list (lists come newest first), or the next open one (`nextOpen`). Empty when nothing is missing or no list
 * has a draw; the chart puts these in the URL.
 */
export function defaultsOf(screen: ScreenDeclaration, url: ScreenUrl, options: ScreenOptions): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const filter of screen.filters) {
    if (filter.kind === 'draw' && filter.required && filter.default && paramOf(url, 'DrawId') === null) {
      const list = optionsOf(filter.options, options);
      // Lists come newest first: the next open draw is the last of the open ones.
      const chosen = (filter.default === 'nextOpen' ? list?.filter((option) => option.preferred).at(-1) : undefined) ?? list?.[0];
      if (chosen) defaults.DrawId = chosen.value;
    }
    const range = filter.kind === 'dateRange' ? rangeParams(filter) : null;
    if (filter.kind === 'dateRange' && range && filter.required && filter.default && (paramOf(url, range.from) === null || paramOf(url, range.to) === null)) {
      const latest = optionsOf(filter.default.latestOf, options)?.[0];
      if (latest) Object.assign(defaults, { [range.from]: latest.value, [range.to]: latest.value });
    }
  }
  return defaults;
}

/** The routes of a screen: its own path, else the paths of its menu entry at TT and elsewhere. */
/** Whether the URL's query is what the screen asks for (`shownWhen`; null: the parameter is absent). */
export function screenShownAt(screen: Pick<ScreenDeclaration, 'shownWhen'>, search: string): boolean {
  const query = new URLSearchParams(search);
  return Object.entries(screen.shownWhen ?? {}).every(([name, value]) => query.get(name) === value);
}

export const screenPaths = (screen: Pick<ScreenDeclaration, 'path' | 'menuItem'>): string[] => (screen.path ? [screen.path] : menuPaths(screen.menuItem));

/**
 * Where a drill-down leads from `url`: the same screen with its changes, or another screen (by its
 * menu entry at the location) or page (by its path) with the trail.
 */
export function drillHref(url: ScreenUrl, drill: DrillDown, locId: LocationId): string {
  if (drill.screen) return formatScreenUrl(leaveTo(url, menuPathAt(drill.screen, locId), drill.changes));
  if (drill.page) return formatScreenUrl(leaveTo(url, drill.page, drill.changes));
  return formatScreenUrl(withChanges(url, drill.changes));
}
