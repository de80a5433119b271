import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText.ts';

/** Which page: Send Result (the draw's result to every subscriber) or Send Strike (each winner its winnings). */
export type SmsSendKind = 'result' | 'strike';

/** A settled draw of the dropdown. */
export interface SendableDraw {
  drawId: number;
  drawDate: string;
}

/** What the compose step loaded for the preview: the result text, or who would get what. */
export type SmsPreview =
  | { kind: 'result'; text: string; parts: string[] }
  | { kind: 'strike'; subscribers: number; winners: { userId: string; mobile: string; hasBotChat: boolean; totalCents: number; text: string; partCount: number }[] };

/** What a send did (contract/smsMessages.ts SmsSendAnswer). */
export interface SmsSent {
  recipients: number;
  queued: number;
  alreadySent: number;
  skipped: number;
}

export interface SmsSendRequest {
  kind: SmsSendKind;
  drawId: number;
}

/**
 * The server answered the send with a refusal of its own (400, 403, 404: no result, not settled, not
 * a sender): nothing was sent, and trying again would be refused again. Thrown by the edge's actor.
 */
export class SendRefused extends Error {
  /** Own and enumerable: a refusal reads apart from a failure also once serialised (the model walk's events). */
  readonly refused = true;
}

export interface SmsSendContext {
  kind: SmsSendKind;
  draws: SendableDraw[];
  drawId: number | null;
  preview: SmsPreview | null;
  sent: SmsSent | null;
  error: string | null;
}

export type SmsSendEvent = { type: 'CHOOSE'; drawId: number } | { type: 'RETRY' } | { type: 'SEND' } | { type: 'CONFIRM' } | { type: 'CANCEL' };


/**
 * Send Result and Send Strike (spec 02 §2.2 /sms/sendResult, /sms/sendStrike): one flow for both pages.
 * loadingDraws → choosing (the settled draws) → composing (SMSString, or the strike preview) →
 * previewing → confirming (the question) → sending → sent (the counts) | refused (the server's reason;
 * nothing was sent) | failed (no answer: Try again sends the same submission, whose key makes a
 * repeat harmless). Choosing another draw starts again from composing, from every state but sending.
 */
export const smsSendMachine = setup({
  types: {
    context: {} as SmsSendContext,
    events: {} as SmsSendEvent,
    input: {} as { kind: SmsSendKind },
  },
  actors: {
    loadDraws: fromPromise<SendableDraw[], SmsSendKind>(async () => {
      throw new Error('loadDraws is provided by the page');
    }),
    compose: fromPromise<SmsPreview, SmsSendRequest>(async () => {
      throw new Error('compose is provided by the page');
    }),
    send: fromPromise<SmsSent, SmsSendRequest>(async () => {
      throw new Error('send is provided by the page');
    }),
  },
  actions: {
    /** A draw chosen: what was composed or sent for another draw is gone. */
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { drawId: event.drawId, preview: null, sent: null, error: null } : {})),
    failure: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error) }),
  },
  guards: {
    refused: ({ event }) => (event as { error?: unknown }).error instanceof SendRefused,
  },
}).createMachine({
  id: 'smsSend',
  context: ({ input }) => ({ kind: input.kind, draws: [], drawId: null, preview: null, sent: null, error: null }),
  initial: 'loadingDraws',
  states: {
    loadingDraws: {
      tags: ['busy'],
      invoke: {
        id: 'loadDraws',
        src: 'loadDraws',
        input: ({ context }) => context.kind,
        onDone: { target: 'choosing', actions: assign({ draws: ({ event }) => event.output }) },
        onError: { target: 'drawsFailed', actions: 'failure' },
      },
    },
    drawsFailed: {
      on: { RETRY: { target: 'loadingDraws', actions: assign({ error: null }) } },
    },
    choosing: {
      on: { CHOOSE: { target: 'composing', actions: 'choose' } },
    },
    composing: {
      tags: ['busy'],
      invoke: {
        id: 'compose',
        src: 'compose',
        input: ({ context }) => ({ kind: context.kind, drawId: context.drawId ?? 0 }),
        onDone: { target: 'previewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'composeFailed', actions: 'failure' },
      },
    },
    composeFailed: {
      on: { CHOOSE: { target: 'composing', actions: 'choose' }, RETRY: { target: 'composing', actions: assign({ error: null }) } },
    },
    previewing: {
      on: { CHOOSE: { target: 'composing', actions: 'choose' }, SEND: 'confirming' },
    },
    confirming: {
      on: { CONFIRM: 'sending', CANCEL: 'previewing' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ kind: context.kind, drawId: context.drawId ?? 0 }),
        onDone: { target: 'sent', actions: assign({ sent: ({ event }) => event.output }) },
        onError: [
          { guard: 'refused', target: 'refused', actions: 'failure' },
          { target: 'failed', actions: 'failure' },
        ],
      },
    },
    sent: {
      on: { CHOOSE: { target: 'composing', actions: 'choose' } },
    },
    refused: {
      on: { CHOOSE: { target: 'composing', actions: 'choose' } },
    },
    failed: {
      on: { CHOOSE: { target: 'composing', actions: 'choose' }, RETRY: { target: 'sending', actions: assign({ error: null }) } },
    },
  },
});
