import type { AnyEventObject } from 'xstate';
import { captchaImage } from '../support/fixtures/session.ts';

/** The events the captcha machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'SHOW' },
  { type: 'RELOAD' },
  { type: 'IMAGE_ERROR' },
  { type: 'ANSWER', value: 'AB12C' },
  { type: 'xstate.done.actor.fetchCaptcha', output: captchaImage },
  { type: 'xstate.error.actor.fetchCaptcha', error: new Error('offline') },
  { type: 'xstate.after.captchaRefresh.captcha.shown.ready' },
  { type: 'xstate.after.captchaRefresh.captcha.shown.error' },
];
