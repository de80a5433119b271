import { fromPromise } from 'xstate';
import { captchaMachine } from '../../../machines/captcha.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { loadPublicCalls } from '../../api/deferredApi.ts';

/** The captcha machine with GET captcha: the sign-in form's and Update Password's. */
export const captchaFlow = (api: ApiClient) =>
  captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(async () => (await loadPublicCalls()).fetchCaptcha(api)) } });
