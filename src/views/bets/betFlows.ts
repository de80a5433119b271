import { fromCallback, fromPromise, type CallbackActorLogic, type PromiseActorLogic } from 'xstate';
import { errorText } from '../../../machines/errorText.ts';
import { jobMachine, type JobReport, type JobStart, type PollJobInput } from '../../../machines/job.machine.ts';
import { placeBetsMachine, type BetDrawChoice } from '../../../machines/placeBets.machine.ts';
import { dataScreenMachine, type ScreenAnswer } from '../../../machines/dataScreen.machine.ts';
import { betUploadMachine, type BetUploadEvent } from '../../../machines/betUpload.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import type { PlaceBetsRequest, PlaceBetsResult } from '../../../contract/bets.ts';
import { memberListAllRoles } from '../../../contract/members.ts';
import type { BetFile, BetUploadForm, ProcessJob } from '../../../contract/files.ts';
import { loadDrawDates, placeBets } from '../../api/services/bets.ts';
import { recordLoad } from '../../screens/recordLoad.ts';
import { deleteBetFile, loadBetFiles, processUpload, processUploadStatus, uploadBetFile } from '../../api/services/files.ts';
import { getLocId } from '../../app/currentLocation.ts';
import { submissionKeys } from '../../api/submissionKeys.ts';

/** The file-processing use of the job machine: its status answer read as a JobReport (details: the ProcessJob). */
export function fileJobReport(job: ProcessJob): JobReport {
  return {
    state: job.Status,
    progress: job.LinesTotal > 0 ? { done: job.LinesProcessed, total: job.LinesTotal } : null,
    message: job.Message,
    details: job,
  };
}

/** The actors of the bet pages; the app gives real ones (betActors), tests give stubs. */
export interface BetActors {
  loadDraws: PromiseActorLogic<BetDrawChoice>;
  submitBets: PromiseActorLogic<PlaceBetsResult, PlaceBetsRequest>;
  /** The member tree for the user dropdown (Bet Upload's UserId): a record load (data: UserListItem[]). */
  loadMembers: PromiseActorLogic<ScreenAnswer, string>;
  uploadFile: CallbackActorLogic<BetUploadEvent, BetUploadForm>;
  startFileJob: PromiseActorLogic<JobStart, unknown>;
  pollFileJob: PromiseActorLogic<JobReport, PollJobInput>;
  loadFiles: PromiseActorLogic<BetFile[]>;
  deleteFile: PromiseActorLogic<unknown, number>;
}

export function betActors(api: ApiClient): BetActors {
  const betSubmissions = submissionKeys<PlaceBetsRequest>();
  return {
    // Only draws still open (before their cut-off, by the server's clock) can take bets; the soonest first.
    loadDraws: fromPromise<BetDrawChoice>(async () => {
      const draws = await loadDrawDates(api);
      const open = draws.filter((draw) => draw.Status === 'open').sort((a, b) => a.DrawDate.localeCompare(b.DrawDate));
      return { location: getLocId(), draws: open };
    }),
    // One Idempotency-Key per Submit, the same when the same bets are submitted again after no answer came.
    submitBets: fromPromise<PlaceBetsResult, PlaceBetsRequest>(({ input }) =>
      betSubmissions.submit(input, (key) => placeBets(api, input, key)),
    ),
    loadMembers: recordLoad(() => api.call(memberListAllRoles, {})),
    uploadFile: fromCallback<BetUploadEvent, BetUploadForm>(({ input, sendBack }) => {
      let live = true;
      uploadBetFile(api, input, (fraction) => {
        if (live) sendBack({ type: 'UPLOAD_PROGRESS', fraction });
      }).then(
        (file: BetFile) => live && sendBack({ type: 'UPLOADED', file }),
        (error: unknown) => live && sendBack({ type: 'UPLOAD_FAILED', message: errorText(error) }),
      );
      // The XHR is not aborted when the page closes: the server keeps a completed upload either way.
      return () => {
        live = false;
      };
    }),
    startFileJob: fromPromise<JobStart, unknown>(async ({ input }) => {
      const job = await processUpload(api, (input as { fileId: number }).fileId);
      return { jobId: String(job.FileId), report: fileJobReport(job) };
    }),
    pollFileJob: fromPromise<JobReport, PollJobInput>(async ({ input }) =>
      fileJobReport(await processUploadStatus(api, Number(input.jobId))),
    ),
    loadFiles: fromPromise<BetFile[]>(() => loadBetFiles(api)),
    deleteFile: fromPromise<unknown, number>(({ input }) => deleteBetFile(api, input)),
  };
}

/** The bet pages' machines with their actors: views start them with useActorRef. */
export function createBetFlows(actors: BetActors) {
  return {
    placeBets: placeBetsMachine.provide({ actors: { loadDraws: actors.loadDraws, submitBets: actors.submitBets } }),
    /** The caller and its downline, for the user dropdown (spec 02 §2.13). */
    members: dataScreenMachine.provide({ actors: { load: actors.loadMembers } }),
    betUpload: betUploadMachine.provide({
      actors: {
        uploadFile: actors.uploadFile,
        loadFiles: actors.loadFiles,
        deleteFile: actors.deleteFile,
        processFile: jobMachine.provide({ actors: { startJob: actors.startFileJob, pollJobStatus: actors.pollFileJob } }),
      },
    }),
  };
}

export type BetFlows = ReturnType<typeof createBetFlows>;
