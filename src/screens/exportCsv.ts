import { paramOf, parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { getLocId } from '../app/currentLocation.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { gameOf, queryOf, viewOf } from './screenQuery.ts';

/** Hands the browser a file to save (the edge: a link to the Blob, clicked). */
function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the Blob; give it a moment before the URL is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

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
