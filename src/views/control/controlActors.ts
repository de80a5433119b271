import { fromPromise, type PromiseActorLogic } from 'xstate';
import * as v from 'valibot';
import type { JobReport, JobStart, PollJobInput } from '../../../machines/job.machine.ts';
import type { DrawTimes, NewDraw, ResetInput, SaveResultInput } from '../../../machines/drawSetting.machine.ts';
import type { PayRateUsers, SaveRateInput } from '../../../machines/payRate.machine.ts';
import { ResultRefused } from '../../../machines/rules/resultRefused.ts';
import { payRateSaveOf } from '../../../machines/rules/payRateSave.ts';
import type { Draw } from '../../../contract/draws.ts';
import { ResultProblemsSchema, type DrawResult, type SettlementJob } from '../../../contract/drawResults.ts';
import type { PayRate } from '../../../contract/payRates.ts';
import { memberListAllRoles } from '../../../contract/members.ts';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { createDraw, insertionStatus, loadDrawResult, loadDrawWeek, resetDraw, saveDrawResult, startInsertion, updateDraw } from '../../api/services/draws.ts';
import { createPayRate, deletePayRate, loadOwnPayRates, loadPayRates, updateDefaultPayRate, updatePayRate } from '../../api/services/payRates.ts';
import { recordLoad } from '../../screens/recordLoad.ts';
import type { ScreenAnswer } from '../../../machines/dataScreen.machine.ts';
import { getLocId } from '../../app/currentLocation.ts';
import { payRateUsersOf } from './payRateUsers.ts';
import { weekDateOf } from './weekDate.ts';

/** The result-insertion use of the job machine: its status answer read as a JobReport (details: the SettlementJob). */
export function settlementJobReport(job: SettlementJob): JobReport {
  return {
    state: job.Status,
    progress: job.EntriesTotal > 0 ? { done: job.EntriesSettled, total: job.EntriesTotal } : null,
    message: job.Message,
    details: job,
  };
}

/** A 400 answer to a result carries every problem on its field (data.Problems): read at this edge. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const parsed = v.safeParse(ResultProblemsSchema, error.body?.data);
  if (!parsed.success || parsed.output.Problems.length === 0) return error;
  return new ResultRefused(parsed.output.Problems.map((problem) => ({ field: problem.Field, code: problem.Code, message: problem.Message, sameAs: null })));
}

/**
 * The actors of the control pages; the app gives real ones (controlActors), tests give stubs. The app's
 * flows hold these only: the machines (and the result rules they check with) are made by the lazy pages
 * (controlFlows.ts), so the sign-in page's JavaScript does not grow.
 */
export interface ControlActors {
  loadWeek: PromiseActorLogic<Draw[], number>;
  createDraw: PromiseActorLogic<Draw, NewDraw>;
  updateDraw: PromiseActorLogic<Draw, DrawTimes>;
  loadResult: PromiseActorLogic<DrawResult, number>;
  saveResult: PromiseActorLogic<DrawResult, SaveResultInput>;
  resetDraw: PromiseActorLogic<DrawResult, ResetInput>;
  startInsertion: PromiseActorLogic<JobStart, unknown>;
  pollInsertion: PromiseActorLogic<JobReport, PollJobInput>;
  loadPayRateUsers: PromiseActorLogic<PayRateUsers>;
  loadPayRates: PromiseActorLogic<PayRate[], string | null>;
  savePayRate: PromiseActorLogic<PayRate, SaveRateInput>;
  deletePayRate: PromiseActorLogic<unknown, number>;
  /** Pay Out: the signed-in user's rates in force at the location the input names (a record page's load). */
  loadPayOut: PromiseActorLogic<ScreenAnswer, string>;
}

const drawIdOf = (request: unknown) => (request as { drawId: number }).drawId;

export function controlActors(api: ApiClient, now: () => number = () => Date.now()): ControlActors {
  return {
    loadWeek: fromPromise<Draw[], number>(({ input }) => loadDrawWeek(api, getLocId(), weekDateOf(now(), input))),
    createDraw: fromPromise<Draw, NewDraw>(({ input }) =>
      createDraw(api, {
        LocId: getLocId(),
        DrawDate: input.DrawDate,
        // An empty time takes the location's setting.
        ...(input.DrawTime ? { DrawTime: input.DrawTime } : {}),
        ...(input.CutOffTime ? { CutOffTime: input.CutOffTime } : {}),
      }),
    ),
    updateDraw: fromPromise<Draw, DrawTimes>(({ input }) => updateDraw(api, input)),
    loadResult: fromPromise<DrawResult, number>(({ input }) => loadDrawResult(api, input)),
    saveResult: fromPromise<DrawResult, SaveResultInput>(async ({ input }) => {
      try {
        return await saveDrawResult(api, input.drawId, input.entry, input.correction);
      } catch (error) {
        throw refusalOf(error);
      }
    }),
    resetDraw: fromPromise<DrawResult, ResetInput>(({ input }) => resetDraw(api, input.drawId, input.kind)),
    startInsertion: fromPromise<JobStart, unknown>(async ({ input }) => {
      const job = await startInsertion(api, drawIdOf(input));
      return { jobId: String(job.DrawId), report: settlementJobReport(job) };
    }),
    pollInsertion: fromPromise<JobReport, PollJobInput>(async ({ input }) => settlementJobReport(await insertionStatus(api, Number(input.jobId)))),
    loadPayRateUsers: fromPromise<PayRateUsers>(async () => payRateUsersOf(await api.call(memberListAllRoles, {}))),
    loadPayRates: fromPromise<PayRate[], string | null>(({ input }) => loadPayRates(api, getLocId(), input)),
    loadPayOut: recordLoad((locId) => loadOwnPayRates(api, locId)),
    savePayRate: fromPromise<PayRate, SaveRateInput>(({ input }) => {
      const figure = { ...input.figure, PerUnit: input.perUnit };
      switch (payRateSaveOf(input.userId, input.inForce)) {
        case 'default':
          return updateDefaultPayRate(api, { LocId: getLocId(), ...figure });
        case 'update':
          return updatePayRate(api, { PayRateId: input.inForce?.PayRateId ?? 0, PerUnit: input.perUnit });
        case 'create':
          return createPayRate(api, { LocId: getLocId(), UserId: input.userId ?? '', ...figure });
      }
    }),
    deletePayRate: fromPromise<unknown, number>(({ input }) => deletePayRate(api, input)),
  };
}

