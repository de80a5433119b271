import * as v from 'valibot';
import type { ApiClient } from '../client.ts';
import { TokenResponseSchema } from '../../../contract/auth.ts';

export interface Credentials {
  userId: string;
  password: string;
  /** The captcha answer, when captcha is shown. */
  captchaAnswer?: string;
  /** The x-token header the captcha image came with. */
  captchaToken?: string;
}

/** POST oauth/token, form encoded, without a bearer token (spec 01 §7). Lang is always en. */
export const requestToken = (api: ApiClient, credentials: Credentials) =>
  api.post('oauth/token', {
    scope: 'auth',
    anonymous: true,
    form: true,
    schema: TokenResponseSchema,
    headers: credentials.captchaToken ? { 'x-token': credentials.captchaToken } : {},
    body: {
      username: credentials.userId,
      password: credentials.password,
      Token: credentials.captchaAnswer,
      Lang: 'en',
    },
  });

export const refreshToken = (api: ApiClient, refresh_token: string) =>
  api.post('oauth/token', {
    scope: 'auth',
    anonymous: true,
    form: true,
    schema: TokenResponseSchema,
    body: { grant_type: 'refresh_token', refresh_token },
  });

export const logout = (api: ApiClient) => api.post('logout', { scope: 'auth', schema: v.unknown() });
