import type { AnyEventObject } from 'xstate';
import { createEmptyActor } from 'xstate';

/** Stands for the sign-in form's actor when the chart is explored on its own (the QA paths report). */
const signInForm = createEmptyActor();

/**
 * The root machine's events: the preloader's 100 ms, the sign-in form coming on and off screen,
 * and the maintenance feed's captcha demand it passes on to that form.
 */
export const events: AnyEventObject[] = [
  { type: 'xstate.after.preloader.app.preloader.starting' },
  { type: 'SIGN_IN_SHOWN', signIn: signInForm },
  { type: 'SIGN_IN_LEFT', signIn: signInForm },
  { type: 'CAPTCHA_DEMANDED' },
];

export const input = { locale: 'en' };
