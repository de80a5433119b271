import type { AnyEventObject } from 'xstate';
import { captchaMachine, captchaSatisfied, type CaptchaStatus } from '../../machines/captcha.machine.ts';
import type { SignInContext } from '../../machines/signIn.machine.ts';
import { SessionEndedForMaintenance } from '../../machines/rules/maintenance.ts';
import { captchaImage, issuedNeedingPasswordChange, issuedSession } from '../support/fixtures/session.ts';

export const CAPTCHA_ANSWER = 'AB12C';

/** The captcha child reporting an image on screen with an answer typed. */
export const answeredCaptcha = captchaMachine.resolveState({
  value: { shown: 'ready' },
  context: { image: captchaImage, answer: CAPTCHA_ANSWER, enabledAtStart: false },
});

/** Rejections the API client produces for a failed sign-in (message plus the server's body). */
export const memberAuthFailure = {
  message: 'Invalid User Id or Password.',
  body: { success: false, message: 'Login Failed', isMemberAuthFailed: true, error: { message: 'Invalid User Id or Password.' } },
};
export const captchaFailure = {
  message: 'Login Failed',
  body: { success: false, message: 'Login Failed', captchaRequired: true },
};

/** The time a subCode 8000 answer carries during the model walk. */
export const MAINTENANCE_TIME = '2026-11-22T10:00:00Z';
/** A sign-in refused because the site is under maintenance (the API client's error exposes the time). */
export const maintenanceFailure = {
  message: 'Web is under maintenance.',
  maintenanceTime: MAINTENANCE_TIME,
  body: { success: false, message: 'Web is under maintenance.', subCode: 8000, time: MAINTENANCE_TIME },
};

/** The sign-in page's input in the model: no captcha at start, nothing in the URL. */
export const input = { captchaEnabled: false, returnUrl: null, message: null, successMessage: null };

/** What the guards read: whether each part of the form is filled in. */
export const projectContext = (context: SignInContext) => ({
  userId: context.userId !== '',
  password: context.password !== '',
  captcha: captchaSatisfied(context.captcha as CaptchaStatus),
  captchaShown: context.captcha.shown,
});

/** What the user does on the form (the captcha child reports the typed answer). */
const userEvents: AnyEventObject[] = [
  { type: 'CHANGE_USER_ID', value: 'admin' },
  { type: 'CHANGE_PASSWORD', value: 'Demo@1234' },
  { type: 'SUBMIT' },
  { type: 'CAPTCHA_DEMANDED' },
  { type: 'xstate.snapshot.captcha', snapshot: answeredCaptcha },
];

/** What the actors answer. */
const actorEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.requestToken', output: issuedSession },
  { type: 'xstate.done.actor.requestToken', output: issuedNeedingPasswordChange },
  { type: 'xstate.error.actor.requestToken', error: memberAuthFailure },
  { type: 'xstate.error.actor.requestToken', error: captchaFailure },
  { type: 'xstate.done.actor.startSession', output: { termsAccepted: false, locId: 'SG' } },
  { type: 'xstate.error.actor.requestToken', error: maintenanceFailure },
  { type: 'xstate.error.actor.startSession', error: new Error('profile unavailable') },
  { type: 'xstate.error.actor.startSession', error: new SessionEndedForMaintenance() },
];

/**
 * The events the signIn machine is explored with, by its model test and by the QA paths report.
 * The user acts on the form only while it is idle (its inputs are disabled otherwise).
 */
export const events = (snapshot: { value: unknown }): AnyEventObject[] =>
  snapshot.value === 'idle' ? [...userEvents, ...actorEvents] : actorEvents;
