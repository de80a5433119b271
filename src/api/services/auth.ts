import type { ApiClient } from '../client.ts';
import { issueToken, logout as logoutCall, type Credentials } from '../../../contract/auth.ts';
import { CAPTCHA_TOKEN_HEADER } from '../../../contract/captcha.ts';

/** POST oauth/token, form encoded, without a bearer token (spec 01 §7). Lang is always en. */
export const requestToken = (api: ApiClient, credentials: Credentials) =>
  api.call(issueToken, {
    headers: credentials.captchaToken ? { [CAPTCHA_TOKEN_HEADER]: credentials.captchaToken } : {},
    body: {
      username: credentials.userId,
      password: credentials.password,
      Token: credentials.captchaAnswer,
      Lang: 'en',
    },
  });

export const refreshToken = (api: ApiClient, refresh_token: string) =>
  api.call(issueToken, { body: { grant_type: 'refresh_token', refresh_token } });

export const logout = (api: ApiClient) => api.call(logoutCall, {});
