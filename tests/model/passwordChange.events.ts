import type { AnyEventObject } from 'xstate';
import { captchaSatisfied } from '../../machines/captcha.machine.ts';
import type { FormInput } from '../../machines/form.machine.ts';
import type { PasswordChangeContext } from '../../machines/passwordChange.machine.ts';
import { answeredCaptcha } from './signIn.events.ts';

/**
 * The chart's input when the paths are listed (the walk runs the page, which gives its own): a form
 * of one field, enough for the form child to start.
 */
export const input: FormInput = {
  spec: { fields: ['Token'], initial: { Token: '' }, check: () => ({}), loads: false, afterSave: {} },
  params: {},
};

/** What tells the chart's states apart: whether the form holds an answer for the image on screen. */
export const projectContext = ({ captcha }: PasswordChangeContext) => ({ answered: captchaSatisfied(captcha) });

/**
 * The events the passwordChange machine is explored with, by its model test and by the QA paths
 * report: the captcha child reporting an answered image, and the form child reporting a save that
 * failed (UNSAVED, its `unsaved` action).
 */
export const events: AnyEventObject[] = [{ type: 'xstate.snapshot.captcha', snapshot: answeredCaptcha }, { type: 'UNSAVED' }];
