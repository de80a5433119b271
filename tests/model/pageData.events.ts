import type { AnyEventObject } from 'xstate';
import type { SmsSetting } from '../../contract/sms.ts';

/** The SMS setting of a location, as the SMS instructions page (the model's view) reads it. */
export const smsSetting: SmsSetting = {
  SMSNumber: '6580001234',
  TelegramBot: 'https://t.me/Draw4DBot',
  SMSHelpdesk: '6560004321',
  OpenTime: '09:00',
  CloseTime: '18:30',
  OpenDay: 'Mon-Sun',
};

export const input = { key: 'SG' };

/** The key (here the LocId) tells a state of one location from the same state of another. */
export const contextKeys = ['key'];

/** The events the pageData machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.load', output: smsSetting },
  // A location without an SMS setting.
  { type: 'xstate.done.actor.load', output: null },
  { type: 'xstate.error.actor.load', error: new Error('The SMS setting is not available.') },
  { type: 'RETRY' },
  { type: 'SHOW', key: 'TT' },
  { type: 'SHOW', key: 'SG' },
];
