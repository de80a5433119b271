import * as v from 'valibot';
import type { ApiClient } from '../client.ts';
import type { PasswordChangeRequest } from '../../../machines/passwordChange.machine.ts';
import type { AccountPasswordValues } from '../../../machines/accountPassword.machine.ts';

/** PUT update-password: form encoded, without a session, with the captcha's x-token (spec 01 §7). */
export const updatePassword = (api: ApiClient, request: PasswordChangeRequest) =>
  api.put('update-password', {
    scope: 'auth',
    anonymous: true,
    form: true,
    schema: v.unknown(),
    headers: { 'x-token': request.captchaToken },
    body: {
      UserId: request.UserId,
      OldPassword: request.OldPassword,
      Password1: request.Password1,
      Password2: request.Password2,
      Token: request.Token,
    },
  });

/** PUT password: the signed-in user's own change, JSON with the bearer token, no captcha (spec 01 §7). */
export const changePassword = (api: ApiClient, values: AccountPasswordValues) =>
  api.put('password', { scope: 'auth', schema: v.unknown(), body: { ...values } });
