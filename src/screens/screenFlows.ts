import { fromPromise } from 'xstate';
import { dataScreenMachine } from '../../machines/dataScreen.machine.ts';
import { csvExportMachine } from '../../machines/csvExport.machine.ts';
import { paramOf, parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import type { ApiClient } from '../api/client.ts';
import { getLocId } from '../app/currentLocation.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { loadScreen } from './loadScreen.ts';
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
    const endpoint = viewOf(screen, url).endpoints[gameOf(paramOf(url, 'LocId') ?? getLocId())];
    if (!endpoint) throw new Error('This screen has no rows to export at this location.');
    const { blob, fileName } = await api.download(endpoint, queryOf(endpoint, url));
    saveFile(blob, fileName);
  };
}

/**
 * The machines of the data screens with their real actors: one dataScreen and one csvExport per
 * declared screen, made once (a screen's page starts them with useActorRef).
 */
export function createScreenFlows(api: ApiClient) {
  const screens = new Map<string, ReturnType<typeof machinesOf>>();
  const machinesOf = (screen: ScreenDeclaration) => ({
    dataScreen: dataScreenMachine.provide({ actors: { load: fromPromise(({ input }: { input: string }) => loadScreen(api, screen)(input)) } }),
    csvExport: csvExportMachine.provide({ actors: { exportCsv: fromPromise(({ input }: { input: string }) => exportScreenCsv(api, screen)(input)) } }),
  });
  return {
    of(screen: ScreenDeclaration) {
      let machines = screens.get(screen.id);
      if (!machines) {
        machines = machinesOf(screen);
        screens.set(screen.id, machines);
      }
      return machines;
    },
  };
}

export type ScreenFlows = ReturnType<typeof createScreenFlows>;
