import type { PrintAnswer, PrintPage } from '../../../machines/printView.machine.ts';
import { paramOf, parseScreenUrl } from '../../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../../api/client.ts';
import { getLocId } from '../../app/currentLocation.ts';
import type { ScreenDeclaration } from '../declaration.ts';
import { callPage, loadScreen } from '../loadScreen.ts';
import type { ScreenData } from '../screenData.ts';
import { gameOf, queryOf, viewOf } from '../screenQuery.ts';
import { pageRequest, PRINT_PAGE_SIZE } from './printRequest.ts';

/**
 * The print view's first load (the edge of the printView chart): the screen's own load (member
 * check, filters' lists) for page 1 of the whole query in pages of PRINT_PAGE_SIZE. A URL that
 * leaves out a required filter prints nothing (its default is the screen's to choose).
 */
export function loadPrint(api: ApiClient, screen: ScreenDeclaration) {
  return async (request: string): Promise<PrintAnswer> => {
    const answer = await loadScreen(api, screen)(pageRequest(request, 1, PRINT_PAGE_SIZE));
    const data = answer.data as ScreenData;
    if (answer.refused) return { page: null, options: {}, refused: true };
    return { page: answer.rows === null ? null : data.page, options: data.options };
  };
}

/** A further page of the query: the view's call for the location's game, with the screen's filters and sort. */
export function fetchPrintPage(api: ApiClient, screen: ScreenDeclaration) {
  return async ({ request, pageIndex, pageSize }: { request: string; pageIndex: number; pageSize: number }): Promise<PrintPage> => {
    const url = parseScreenUrl(pageRequest(request, pageIndex, pageSize));
    const view = viewOf(screen, url);
    const endpoint = view.endpoints[gameOf(paramOf(url, 'LocId') ?? getLocId())];
    if (!endpoint) throw new Error('This screen has no rows at this location.');
    return callPage(api, endpoint, queryOf(endpoint, url, view));
  };
}
