import type { AnyEventObject } from 'xstate';
import { createEmptyActor } from 'xstate';

/** Stands for the sign-in form's actor when the chart is explored on its own (the QA paths report). */
const signInForm = createEmptyActor();

export const MAINTENANCE_UNTIL = '2026-11-22T10:00:00Z';

const preloaderDelay = { type: 'xstate.after.preloader.app.preloader.starting' };
const maintenanceBegan = { type: 'MAINTENANCE_BEGAN', time: MAINTENANCE_UNTIL };

/**
 * The root machine's events: the preloader's 100 ms, the sign-in form coming on and off screen,
 * the maintenance feed's captcha demand it passes on to that form, the feed's start of maintenance
 * it passes on to the session, and the router reaching the maintenance page, which it tells the
 * maintenance flow. Maintenance is explored with no form on screen: reaching the maintenance page
 * from the sign-in page takes the form away as well (SIGN_IN_LEFT), which the graph does not model.
 */
export function events(snapshot: { value: unknown }): AnyEventObject[] {
  const formShown = JSON.stringify(snapshot.value).includes('"signInForm":"shown"');
  return [
    preloaderDelay,
    { type: 'SIGN_IN_SHOWN', signIn: signInForm },
    { type: 'SIGN_IN_LEFT', signIn: signInForm },
    { type: 'CAPTCHA_DEMANDED' },
    ...(formShown ? [] : [maintenanceBegan, { type: 'URL_CHANGED', path: '/maintenance' }]),
  ];
}

export const input = { locale: 'en' };

/** A signed-in user on the home page, whose session maintenance must end. */
export const signedInEvents: AnyEventObject[] = [preloaderDelay, maintenanceBegan];
export const signedInInput = input;
