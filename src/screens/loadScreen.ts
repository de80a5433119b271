import { checkMemberAccess } from '../../contract/access.ts';
import type { ActInput, ScreenAnswer } from '../../machines/dataScreen.machine.ts';
import { MEMBER_PARAMS, paramOf, parseScreenUrl, type ScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { getLocId } from '../app/currentLocation.ts';
import type { PagedEndpoint, ScreenDeclaration } from './declaration.ts';
import { loadOptions } from './options.ts';
import { saveFile } from './saveFile.ts';
import type { FileAnswer } from '../../contract/endpoint.ts';
import { declaredWrite } from './rowActions.ts';
import type { PageAnswer, ScreenData } from './screenData.ts';
import { defaultsOf, gameOf, isComplete, optionSourcesOf, queryOf, viewOf } from './screenQuery.ts';

/** A paged call made with a query read from a URL; the call's answer schema (contract/paging.ts pageSchema) has parsed what comes back. */
export async function callPage(api: ApiClient, endpoint: PagedEndpoint, query: Record<string, string>): Promise<PageAnswer> {
  const answer: unknown = await api.call(endpoint, { query });
  return answer as PageAnswer;
}

/** Whether every member the URL names is in the caller's tree (the member-tree check, spec 02 §4, §7.16). */
async function membersAllowed(api: ApiClient, url: ScreenUrl): Promise<boolean> {
  const members = MEMBER_PARAMS.map((name) => paramOf(url, name)).filter((id): id is string => id !== null);
  const answers = await Promise.all(members.map((id) => api.call(checkMemberAccess, { params: { id } })));
  return answers.every((allowed) => allowed === true);
}

const NOTHING: ScreenData = { page: null, options: {} };

/**
 * The load of a data screen (the edge of the dataScreen machine): first the member-tree check of
 * every member the URL names (outside the tree: refused, nothing else is asked); then the filters'
 * lists and, when the URL names every required filter, the page of the view's call for the
 * location's game. `rows` is null while a required filter is missing, else the rows of this page;
 * a missing filter with a default answers that default instead.
 */
export function loadScreen(api: ApiClient, screen: ScreenDeclaration) {
  return async (request: string): Promise<ScreenAnswer> => {
    const url = parseScreenUrl(request);
    if (!(await membersAllowed(api, url))) return { data: NOTHING, rows: null, refused: true };
    const view = viewOf(screen, url);
    const endpoint = view.endpoints[gameOf(paramOf(url, 'LocId') ?? getLocId())];
    const complete = isComplete(screen, url);
    const [options, page] = await Promise.all([
      loadOptions(api, optionSourcesOf(screen, url), url),
      complete && endpoint ? callPage(api, endpoint, queryOf(endpoint, url, view)) : Promise.resolve(null),
    ]);
    const data: ScreenData = { page, options };
    if (!complete) return { data, rows: null, defaults: defaultsOf(screen, url, options) };
    return { data, rows: page?.Rows.length ?? 0 };
  };
}

/** A row's or a page's write (the edge of the chart's `act`): the declared call of the view the request shows, with the row's (the rows') input. */
export function actOnRow(api: ApiClient, screen: ScreenDeclaration) {
  return async ({ request, action, row }: ActInput): Promise<unknown> => {
    // A row's write takes its row, a page write the page's rows.
    const write = declaredWrite(viewOf(screen, parseScreenUrl(request)), action)?.call(row as never);
    if (!write) throw new Error(`${screen.id} has no write action ${action} for this input.`);
    const answer: unknown = await api.call(write.endpoint, write.input as never);
    // A write that answers a file (Backup ARA) is a download: the browser saves it, then the rows load again.
    if (write.endpoint.answerEncoding === 'file') {
      const file = answer as FileAnswer;
      saveFile(file.blob, file.fileName);
    }
    return answer;
  };
}
