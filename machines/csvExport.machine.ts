import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';

export interface CsvExportContext {
  /** The screen's request (its URL) whose every row is exported. */
  request: string;
  errorMessage: string | null;
}

export type CsvExportEvent = { type: 'EXPORT'; request: string };

/**
 * CSV export of a data screen: every row of the screen's query, streamed by the server (not paged
 * in a loop here) and saved as a file. idle → exporting → idle, or failed with the message until
 * the next EXPORT.
 */
export const csvExportMachine = setup({
  types: {
    context: {} as CsvExportContext,
    events: {} as CsvExportEvent,
  },
  actors: {
    /** Fetches the CSV of the request and saves it; provided at the edge. */
    exportCsv: fromPromise<void, string>(async () => {
      throw new Error('exportCsv is provided by the screen');
    }),
  },
}).createMachine({
  id: 'csvExport',
  context: { request: '', errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: { target: 'exporting', actions: assign({ request: ({ event }) => event.request, errorMessage: null }) } },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => context.request,
        onDone: { target: 'idle' },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { EXPORT: { target: 'exporting', actions: assign({ request: ({ event }) => event.request, errorMessage: null }) } },
    },
  },
});
