import type { AnyEventObject } from 'xstate';
import type { BotQrInput } from '../../machines/botQr.machine.ts';

export const input: BotQrInput = { link: 'https://t.me/Draw4DBot' };
export const DRAWN_QR = 'data:image/png;base64,iVBORw0KGgo=';

/** The events the botQr machine is explored with, by its model test and by the QA paths report: the popover opened, the code drawn or not. */
export const events: AnyEventObject[] = [
  { type: 'OPENED' },
  { type: 'xstate.done.actor.drawBotQr', output: DRAWN_QR },
  { type: 'xstate.error.actor.drawBotQr', error: new Error('no canvas') },
];
