import type { AnyEventObject } from 'xstate';
import type { BetUploadContext } from '../../machines/betUpload.machine.ts';
import type { BetFile, ProcessJob } from '../../contract/files.ts';

export const uploaded: BetFile = {
  FileId: 5,
  FileName: 'bets.txt',
  UserId: 'member2',
  ARACode: 'ARA1',
  Kind: 'ttt',
  StrictNumber: true,
  AcceptDecimals: false,
  Remarks: null,
  FileStatus: 'uploaded',
  Lines: 3,
  CreatedDate: '2026-11-22T09:30:00.000Z',
};

/** The processed file's job: one line of three rejected. */
export const processed: ProcessJob = {
  FileId: 5,
  Status: 'succeeded',
  LinesTotal: 3,
  LinesProcessed: 3,
  LinesAccepted: 2,
  LinesRejected: 1,
  Rejected: [{ LineNumber: 2, Text: '12x4 1-1', Reason: 'A number has 4 digits' }],
  Message: null,
};

/** What the form holds when the user submits it (the view reads it from the form's inputs). */
export const FORM_TEXT = '1234 1-2\n12x4 1-1\nR234 1-1\n';

/** What the guards read (a listed file to process) and what the view shows beside the state value. */
export const projectContext = (context: BetUploadContext) => ({
  listed: context.files.length > 0,
  uploadError: context.uploadError !== null,
  filesError: context.filesError !== null,
  job: context.job !== null,
});

/** The events the betUpload machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadFiles', output: [uploaded] },
  { type: 'xstate.error.actor.loadFiles', error: new Error('Files could not be loaded.') },
  { type: 'SUBMIT', form: { file: new File([FORM_TEXT], 'bets.txt'), UserId: 'member2', ARACode: 'ARA1', StrictNumber: true, AcceptDecimals: false, Remarks: '' } },
  { type: 'UPLOAD_PROGRESS', fraction: 0.5 },
  { type: 'UPLOADED', file: uploaded },
  { type: 'UPLOAD_FAILED', message: 'The file is not a text file.' },
  { type: 'xstate.done.actor.processFile' },
  { type: 'PROCESS', fileId: 5 },
  { type: 'RELOAD_FILES' },
  { type: 'DELETE', fileId: 5 },
  { type: 'CONFIRM_DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'xstate.done.actor.deleteFile', output: null },
  { type: 'xstate.error.actor.deleteFile', error: new Error('The file is being processed.') },
];
