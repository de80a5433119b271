import { expect } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { betUploadMachine } from '../../machines/betUpload.machine.ts';
import type { BetUploadForm } from '../../contract/files.ts';
import { BetUploadPage } from '../../src/views/bets/BetUploadPage.tsx';
import { fileJobReport } from '../../src/views/bets/betFlows.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage } from '../support/renderPage.tsx';
import { stubBetFlows } from '../support/stubBetFlows.ts';
import { events, FORM_TEXT, processed, projectContext } from './betUpload.events.ts';

interface BetUploadHarness extends Harness {
  actor(): ActorRefFrom<typeof betUploadMachine>;
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

/** The member tree behind the UserId dropdown. */
const MEMBERS = [
  { UserId: 'agent1', UserName: '', Role: 'AG', ParentId: 'admin' },
  { UserId: 'member2', UserName: 'Member Two', Role: 'MEM', ParentId: 'agent1' },
];

/** The user fills the upload form as the spec names its fields (the user chosen at the start) and presses Upload. */
function fillAndUpload() {
  const file = new File([FORM_TEXT], 'bets.txt', { type: 'text/plain' });
  const fileInput = screen.getByLabelText('File') as HTMLInputElement;
  Object.defineProperty(fileInput, 'files', { value: [file], configurable: true });
  fireEvent.change(fileInput);
  expect((screen.getByRole('combobox', { name: 'UserId' }) as HTMLInputElement).value).toBe('member2 - Member Two');
  fireEvent.change(screen.getByRole('textbox', { name: 'ARACode' }), { target: { value: 'ARA1' } });
  // jsdom cannot give a file input a file its form validation sees (no DataTransfer), so the form is
  // submitted as the Upload button would once the browser's checks of the required fields pass.
  fireEvent.submit(button('Upload')!.closest('form')!);
}

const uploadRegion: Record<string, (harness: BetUploadHarness) => void> = {
  idle: (harness) => {
    const { context } = harness.actor().getSnapshot();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect(button('Upload')!.disabled).toBe(false);
    if (context.uploadError) expect(alerts()).toContain('The file is not a text file.');
    if (context.job) {
      // The job ended: its result stays on screen, the rejected lines with their reasons.
      expect(screen.getByTestId('file-job-summary').textContent).toBe('2 lines accepted, 1 rejected.');
      const rejected = screen.getByRole('table', { name: 'Rejected lines' });
      expect(rejected.textContent).toContain('12x4 1-1');
      expect(rejected.textContent).toContain('A number has 4 digits');
      expect(screen.getByRole('progressbar', { name: 'Lines processed' }).getAttribute('aria-valuenow')).toBe('3');
    }
  },
  uploading: (harness) => {
    const { context } = harness.actor().getSnapshot();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect(bar.value).toBe(Math.round(context.uploadFraction * 100));
    expect(screen.getByText(`${Math.round(context.uploadFraction * 100)}% sent`)).toBeTruthy();
    expect(button('Upload')!.disabled).toBe(true);
    // The form as the user filled it, with the spec's defaults: StrictNumber on, AcceptDecimals off.
    const form = harness.stubs.calls.get('uploadFile')?.at(-1) as BetUploadForm;
    expect({ ...form, file: form.file.name }).toEqual({
      file: 'bets.txt', UserId: 'member2', ARACode: 'ARA1', StrictNumber: true, AcceptDecimals: false, Remarks: '', Format: 'ttt',
    });
  },
  processing: (harness) => {
    expect(screen.getByText('Starting…')).toBeTruthy();
    expect(button('Cancel')).not.toBeNull();
    expect(harness.stubs.calls.get('startJob')?.at(-1)).toEqual({ fileId: 5 });
  },
};

const filesRegion: Record<string, (harness: BetUploadHarness) => void> = {
  loading: ({ stubs }) => expect(stubs.isWaiting('loadFiles')).toBe(true),
  listed: (harness) => {
    const { context } = harness.actor().getSnapshot();
    const table = screen.queryByRole('table', { name: 'Uploaded files' });
    if (context.files.length) {
      expect(table!.textContent).toContain('bets.txt');
      expect(table!.textContent).toContain('Not processed yet');
      expect(button('Delete bets.txt')!.disabled).toBe(false);
    }
    if (context.filesError) expect(alerts()).toContain('The file is being processed.');
  },
  failed: () => {
    expect(alerts()).toContain('Files could not be loaded.');
    expect(button('Try again')).not.toBeNull();
  },
  confirmingDelete: () => {
    expect(screen.getByRole('alertdialog', { name: 'Delete file' }).textContent).toContain(
      'Delete bets.txt and the tickets it placed?',
    );
    expect(button('Delete bets.txt')!.disabled).toBe(true);
  },
  deleting: ({ stubs }) => {
    expect(stubs.calls.get('deleteFile')?.at(-1)).toBe(5);
    expect(stubs.isWaiting('deleteFile')).toBe(true);
  },
};

// Every combination of the two regions checks both.
const expectState = Object.fromEntries(
  Object.entries(uploadRegion).flatMap(([upload, checkUpload]) =>
    Object.entries(filesRegion).map(([files, checkFiles]) => [
      `upload.${upload} + files.${files}`,
      (harness: BetUploadHarness) => {
        checkUpload(harness);
        checkFiles(harness);
      },
    ]),
  ),
);

walkModel<BetUploadHarness>({
  machine: betUploadMachine,
  projectContext: projectContext as never,
  events,
  setup: async (inspect) => {
    const page = renderPage(<BetUploadPage />, { inspect, flows: (stubs) => ({ bets: stubBetFlows(stubs) }) });
    // The UserId dropdown's list (the member tree) arrives first, and the user picks whose bets the files hold.
    await act(() => page.stubs.resolveWhenInvoked('loadMembers', MEMBERS));
    const user = screen.getByRole('combobox', { name: 'UserId' });
    fireEvent.change(user, { target: { value: 'member2' } });
    fireEvent.keyDown(user, { key: 'Enter' });
    return {
      actor: () => page.started('betUpload') as ReturnType<BetUploadHarness['actor']>,
      stubs: page.stubs,
      clock: page.clock,
      cleanup: () => page.view.unmount(),
    };
  },
  perform: {
    SUBMIT: () => fillAndUpload(),
    PROCESS: () => {
      fireEvent.click(button('Process bets.txt')!);
    },
    DELETE: () => {
      fireEvent.click(button('Delete bets.txt')!);
    },
    CONFIRM_DELETE: () => {
      fireEvent.click(button('Yes, delete')!);
    },
    CANCEL_DELETE: () => {
      fireEvent.click(button('No')!);
    },
    // The job ends when its server says so: the file's status answers that it succeeded.
    'xstate.done.actor.processFile': async (_, harness) => {
      await harness.stubs.resolveWhenInvoked('startJob', { jobId: '5', report: fileJobReport(processed) });
    },
    RELOAD_FILES: (event, harness) => {
      const retry = harness.actor().getSnapshot().matches({ files: 'failed' }) ? button('Try again') : null;
      // Retry is the user's; otherwise the machine reloads by itself after an upload or a job.
      if (retry) fireEvent.click(retry);
      else harness.actor().send(event as { type: 'RELOAD_FILES' });
    },
  },
  expectState,
});

