import { assign, fromPromise, setup } from 'xstate';

export interface BotQrInput {
  /** The Telegram bot's link (GET smsSetting TelegramBot). */
  link: string;
}

export interface BotQrContext {
  link: string;
  /** The link's QR code as a PNG data URL, once drawn. */
  qr: string | null;
}

export type BotQrEvent = { type: 'OPENED' };

/**
 * The header's Telegram QR code (spec 02 §2.3): drawn the first time its popover opens, not with the
 * frame's data (the QR library and the drawing held the credit, the clock and the marquee back, on
 * every page of a location with a bot, for a popover most visits never open). A code that cannot be
 * drawn leaves the popover with the link alone.
 */
export const botQrMachine = setup({
  types: {
    context: {} as BotQrContext,
    events: {} as BotQrEvent,
    input: {} as BotQrInput,
  },
  actors: {
    /** Draws the link's QR code (provided by the app: src/shell/botQr.ts). */
    drawBotQr: fromPromise<string, string>(async () => {
      throw new Error('drawBotQr is provided by the app');
    }),
  },
}).createMachine({
  id: 'botQr',
  context: ({ input }) => ({ link: input.link, qr: null }),
  initial: 'idle',
  states: {
    idle: { on: { OPENED: 'drawing' } },
    drawing: {
      invoke: {
        id: 'drawBotQr',
        src: 'drawBotQr',
        input: ({ context }) => context.link,
        onDone: { target: 'drawn', actions: assign({ qr: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    drawn: {},
    // The link alone; opening the popover again does not try again (the same link, the same failure).
    failed: {},
  },
});
