import type { ScreenAnswer } from '../../machines/dataScreen.machine.ts';
import { paramOf, parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { getLocId } from '../app/currentLocation.ts';
import type { PagedEndpoint, ScreenDeclaration } from './declaration.ts';
import { loadOptions } from './options.ts';
import type { PageAnswer, ScreenData } from './screenData.ts';
import { gameOf, isComplete, optionSourcesOf, queryOf, viewOf } from './screenQuery.ts';

/** A paged call made with a query read from a URL; the call's answer schema (contract/paging.ts pageSchema) has parsed what comes back. */
async function callPage(api: ApiClient, endpoint: PagedEndpoint, query: Record<string, string>): Promise<PageAnswer> {
  const answer: unknown = await api.call(endpoint, { query });
  return answer as PageAnswer;
}

/**
 * The load of a data screen (the edge of the dataScreen machine): for the URL, the filters' lists
 * and, when the URL names every required filter, the page of the view's call for the location's
 * game. `rows` is null while a required filter is missing, else the rows of this page.
 */
export function loadScreen(api: ApiClient, screen: ScreenDeclaration) {
  return async (request: string): Promise<ScreenAnswer> => {
    const url = parseScreenUrl(request);
    const endpoint = viewOf(screen, url).endpoints[gameOf(paramOf(url, 'LocId') ?? getLocId())];
    const complete = isComplete(screen, url);
    const [options, page] = await Promise.all([
      loadOptions(api, optionSourcesOf(screen, url), url),
      complete && endpoint ? callPage(api, endpoint, queryOf(endpoint, url)) : Promise.resolve(null),
    ]);
    const data: ScreenData = { page, options };
    return { data, rows: complete ? (page?.Rows.length ?? 0) : null };
  };
}
