import type { AnyEventObject } from 'xstate';

export const input = { locale: 'en' };

/** The events the locale machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'CHANGE', locale: 'zh' },
  { type: 'CHANGE', locale: 'en' },
  { type: 'xstate.done.actor.activateLocale' },
  { type: 'xstate.error.actor.activateLocale', error: new Error('catalog unavailable') },
];

export const contextKeys = ['locale'];
