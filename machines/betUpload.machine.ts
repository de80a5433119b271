import { assign, fromCallback, fromPromise, raise, setup, stopChild, type ActorRefFrom } from 'xstate';
import { errorText } from './errorText.ts';
import type { BetFile } from '../contract/files.ts';
import type { BetUploadForm } from '../contract/files.ts';
import { jobMachine } from './job.machine.ts';

export type UploadReport =
  | { type: 'UPLOAD_PROGRESS'; fraction: number }
  | { type: 'UPLOADED'; file: BetFile }
  | { type: 'UPLOAD_FAILED'; message: string };

export type BetUploadEvent =
  | { type: 'SUBMIT'; form: BetUploadForm }
  /** Process a listed file (again: the server answers the file's existing job, never doubling its bets). */
  | { type: 'PROCESS'; fileId: number }
  | { type: 'DELETE'; fileId: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | { type: 'RELOAD_FILES' }
  | UploadReport;

export interface BetUploadContext {
  /** Fraction of the file sent (0..1) while uploading. */
  uploadFraction: number;
  uploadError: string | null;
  /** The file being (or last) processed. */
  fileId: number | null;
  /** Its processing job; kept after the job ends so its result stays on screen. */
  job: ActorRefFrom<typeof jobMachine> | null;
  files: BetFile[];
  filesError: string | null;
  /** The file whose deletion waits for the user's confirmation, or is being deleted. */
  deleteFileId: number | null;
}


/**
 * Bet Upload (spec 02 §5 file upload form, §7.10, §4): two regions side by side.
 * - upload: idle -> uploading (multipart, with the fraction sent) -> processing (the generic job
 *   machine, spawned as `processFile`, polls files/processUpload/{id}/status) -> idle with the job's
 *   result kept. A listed file can be processed again the same way.
 * - files: the user's files (GET files), reloaded when an upload lands or a job ends; a delete asks
 *   first (the file's tickets go with it).
 */
export const betUploadMachine = setup({
  types: {
    context: {} as BetUploadContext,
    events: {} as BetUploadEvent,
  },
  actors: {
    /** Sends the form; reports UPLOAD_PROGRESS while sending, then UPLOADED or UPLOAD_FAILED. */
    uploadFile: fromCallback<BetUploadEvent, BetUploadForm>(() => {
      throw new Error('uploadFile is provided by the app');
    }),
    processFile: jobMachine,
    loadFiles: fromPromise<BetFile[]>(async () => {
      throw new Error('loadFiles is provided by the app');
    }),
    deleteFile: fromPromise<unknown, number>(async () => {
      throw new Error('deleteFile is provided by the app');
    }),
  },
  guards: {
    /** Only a file the list shows can be processed from it. */
    isListed: ({ context, event }) => event.type === 'PROCESS' && context.files.some((file) => file.FileId === event.fileId),
    formComplete: ({ event }) => event.type === 'SUBMIT' && event.form.ARACode.trim() !== '' && event.form.file.size > 0,
  },
  actions: {
    stopJob: stopChild('processFile'),
    startJob: assign({
      job: ({ spawn, context }) => spawn('processFile', { id: 'processFile', input: { request: { fileId: context.fileId } } }),
    }),
  },
}).createMachine({
  id: 'betUpload',
  type: 'parallel',
  context: { uploadFraction: 0, uploadError: null, fileId: null, job: null, files: [], filesError: null, deleteFileId: null },
  states: {
    upload: {
      initial: 'idle',
      on: {
        PROCESS: {
          guard: 'isListed',
          target: '.processing',
          reenter: true,
          actions: ['stopJob', assign({ fileId: ({ event }) => event.fileId, uploadError: null })],
        },
      },
      states: {
        idle: {
          on: {
            SUBMIT: {
              guard: 'formComplete',
              target: 'uploading',
              actions: ['stopJob', assign({ job: null, fileId: null, uploadFraction: 0, uploadError: null })],
            },
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: { id: 'uploadFile', src: 'uploadFile', input: ({ event }) => (event as { form: BetUploadForm }).form },
          on: {
            UPLOAD_PROGRESS: { actions: assign({ uploadFraction: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
            UPLOADED: {
              target: 'processing',
              actions: [assign({ fileId: ({ event }) => event.file.FileId, uploadFraction: 1 }), raise({ type: 'RELOAD_FILES' })],
            },
            UPLOAD_FAILED: { target: 'idle', actions: assign({ uploadError: ({ event }) => event.message }) },
          },
        },
        processing: {
          entry: 'startJob',
          on: {
            'xstate.done.actor.processFile': { target: 'idle', actions: raise({ type: 'RELOAD_FILES' }) },
            SUBMIT: {
              guard: 'formComplete',
              target: 'uploading',
              actions: ['stopJob', assign({ job: null, fileId: null, uploadFraction: 0, uploadError: null })],
            },
          },
        },
      },
    },
    files: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadFiles',
            src: 'loadFiles',
            onDone: { target: 'listed', actions: assign({ files: ({ event }) => event.output, filesError: null }) },
            onError: { target: 'failed', actions: assign({ filesError: ({ event }) => errorText(event.error) }) },
          },
        },
        listed: {
          on: {
            RELOAD_FILES: 'loading',
            DELETE: { target: 'confirmingDelete', actions: assign({ deleteFileId: ({ event }) => event.fileId, filesError: null }) },
          },
        },
        failed: { on: { RELOAD_FILES: 'loading' } },
        confirmingDelete: {
          on: {
            CONFIRM_DELETE: 'deleting',
            CANCEL_DELETE: { target: 'listed', actions: assign({ deleteFileId: null }) },
            RELOAD_FILES: { target: 'loading', actions: assign({ deleteFileId: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteFile',
            src: 'deleteFile',
            input: ({ context }) => context.deleteFileId ?? 0,
            onDone: { target: 'loading', actions: assign({ deleteFileId: null }) },
            onError: { target: 'listed', actions: assign({ deleteFileId: null, filesError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});
