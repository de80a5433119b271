import type { AnyEventObject } from 'xstate';
import { SendRefused, type SendableDraw, type SmsPreview, type SmsSent } from '../../machines/smsSend.machine.ts';

export const DRAWS: SendableDraw[] = [
  { drawId: 101, drawDate: '2026-11-22' },
  { drawId: 100, drawDate: '2026-11-18' },
];

export const RESULT_TEXT = 'SG 4D 22/11/2026 1st 1234 2nd 5678 3rd 9012 S: 0001 0102 0203 0304 0405 0506 0607 0708 0809 0910 C: 1011 1112 1213 1314 1415 1516 1617 1718 1819 1920';
export const RESULT_PREVIEW: SmsPreview = { kind: 'result', text: RESULT_TEXT, parts: [RESULT_TEXT] };
export const STRIKE_PREVIEW: SmsPreview = {
  kind: 'strike',
  subscribers: 3,
  winners: [{ userId: 'member1', mobile: '6591000001', hasBotChat: false, totalCents: 208_305, text: 'SG 4D 22/11/2026 member1 won: 1234 Straight $2000.00; 5678 iBet $83.05. Total $2083.05', partCount: 1 }],
};
export const SENT: SmsSent = { recipients: 3, queued: 2, alreadySent: 1, skipped: 1 };
export const REFUSAL = 'The draw of 2026-11-22 is not settled yet: insert its results first.';

/** The events the smsSend machine is explored with (`preview` per page), by its model test and the QA paths report. */
export const eventsFor = (preview: SmsPreview): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadDraws', output: DRAWS },
  { type: 'xstate.error.actor.loadDraws', error: new Error('The draws could not be loaded.') },
  { type: 'RETRY' },
  { type: 'CHOOSE', drawId: 101 },
  { type: 'xstate.done.actor.compose', output: preview },
  { type: 'xstate.error.actor.compose', error: new Error('The draw of 2026-11-22 has no result yet: enter its result first.') },
  { type: 'SEND' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.send', output: SENT },
  { type: 'xstate.error.actor.send', error: new SendRefused(REFUSAL) },
  { type: 'xstate.error.actor.send', error: new Error('Sorry, something went wrong. Please refresh this page and try again.') },
];

export const events = eventsFor(RESULT_PREVIEW);

/** The machine's input for the QA paths report (the Send Result page; Send Strike walks the same chart). */
export const input = { kind: 'result' };
