import { fromPromise } from 'xstate';
import { dataScreenMachine, type ActInput } from '../../machines/dataScreen.machine.ts';
import { csvExportMachine } from '../../machines/csvExport.machine.ts';
import { printViewMachine, type PrintAnswer, type PrintPage } from '../../machines/printView.machine.ts';
import type { ApiClient } from '../api/client.ts';
import type { ScreenDeclaration } from './declaration.ts';
import { perDeclaration } from '../declarations/declared.ts';

/**
 * The machines of the data screens with their real actors: one dataScreen, one csvExport and one printView per
 * declared screen, made once (a screen's page starts them with useActorRef). The actors' code
 * (the calls, their contract schemas) is imported when a screen first loads, so the sign-in page
 * does not carry it.
 */
export function createScreenFlows(api: ApiClient) {
  return perDeclaration((screen: ScreenDeclaration) => ({
    dataScreen: dataScreenMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: string }) => (await import('./loadScreen.ts')).loadScreen(api, screen)(input)),
        act: fromPromise(async ({ input }: { input: ActInput }) => (await import('./loadScreen.ts')).actOnRow(api, screen)(input)),
      },
    }),
    csvExport: csvExportMachine.provide({
      actors: { exportCsv: fromPromise(async ({ input }: { input: string }) => (await import('./exportCsv.ts')).exportScreenCsv(api, screen)(input)) },
    }),
    printView: printViewMachine.provide({
      actors: {
        load: fromPromise<PrintAnswer, string>(async ({ input }) => (await import('./print/loadPrint.ts')).loadPrint(api, screen)(input)),
        fetchPage: fromPromise<PrintPage, { request: string; pageIndex: number; pageSize: number }>(async ({ input }) =>
          (await import('./print/loadPrint.ts')).fetchPrintPage(api, screen)(input),
        ),
      },
    }),
  }));
}

export type ScreenFlows = ReturnType<typeof createScreenFlows>;
