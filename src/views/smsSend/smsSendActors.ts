import { fromPromise, type PromiseActorLogic } from 'xstate';
import { reportDates } from '../../../contract/reportDates.ts';
import { sendSmsResult, sendSmsStrike, smsStrikeString, smsString } from '../../../contract/smsMessages.ts';
import { SendRefused, type SendableDraw, type SmsPreview, type SmsSendKind, type SmsSendRequest, type SmsSent } from '../../../machines/smsSend.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { submissionKeys } from '../../api/submissionKeys.ts';
import { getLocId } from '../../app/currentLocation.ts';

/** The three calls of the send flow; the app gives real ones (smsSendActors), tests give stubs. */
export interface SmsSendActors {
  loadDraws: PromiseActorLogic<SendableDraw[], SmsSendKind>;
  compose: PromiseActorLogic<SmsPreview, SmsSendRequest>;
  send: PromiseActorLogic<SmsSent, SmsSendRequest>;
}

/** A 4xx is the server's own answer (no result, not settled, not a sender): the flow shows it as refused. */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? new SendRefused(error.message) : error);

export function smsSendActors(api: ApiClient): SmsSendActors {
  // One key per submission, the same on Try again after no answer (src/api/submissionKeys.ts).
  const submissions = submissionKeys<SmsSendRequest>();
  return {
    // The settled draws (reportDate): a result is sent after its insertion, and strikes need it.
    loadDraws: fromPromise(async () => (await api.call(reportDates, { query: { LocId: getLocId() } })).map((d) => ({ drawId: d.DrawId, drawDate: d.DrawDate }))),
    compose: fromPromise(async ({ input }) => {
      const query = { LocId: getLocId(), DrawId: input.drawId };
      if (input.kind === 'result') {
        const answer = await api.call(smsString, { query });
        return { kind: 'result', text: answer.Text, parts: answer.Parts };
      }
      const answer = await api.call(smsStrikeString, { query });
      return {
        kind: 'strike',
        subscribers: answer.Subscribers,
        winners: answer.Winners.map((w) => ({ userId: w.UserId, mobile: w.Mobile, hasBotChat: w.HasBotChat, totalCents: w.TotalCents, text: w.Text, partCount: w.PartCount })),
      };
    }),
    send: fromPromise(async ({ input }) => {
      try {
        const answer = await submissions.submit(input, (idempotencyKey) =>
          api.call(input.kind === 'result' ? sendSmsResult : sendSmsStrike, { body: { LocId: getLocId(), DrawId: input.drawId }, idempotencyKey }),
        );
        return { recipients: answer.Recipients, queued: answer.Queued, alreadySent: answer.AlreadySent, skipped: answer.Skipped };
      } catch (error) {
        throw refusalOf(error);
      }
    }),
  };
}
