import { paramOf, parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { getLocId } from '../app/currentLocation.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { gameOf, queryOf, viewOf } from './screenQuery.ts';
import { saveFile } from './saveFile.ts';

/** Every row of the request's query as CSV, streamed by the server (the view's call with Format=csv). */
export function exportScreenCsv(api: ApiClient, screen: ScreenDeclaration) {
  return async (request: string) => {
    const url = parseScreenUrl(request);
    const view = viewOf(screen, url);
    const endpoint = view.endpoints[gameOf(paramOf(url, 'LocId') ?? getLocId())];
    if (!endpoint) throw new Error('This screen has no rows to export at this location.');
    const { blob, fileName } = await api.download(endpoint, queryOf(endpoint, url, view));
    saveFile(blob, fileName);
  };
}
