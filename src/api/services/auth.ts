import type { ApiClient } from '../client.ts';
import { issueToken, logout as logoutCall, type Credentials, type TokenResponse } from '../../../contract/auth.ts';
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

/** POST oauth/token with the refresh grant: the session's new tokens (the refresh token rotates). */
export async function refreshToken(api: ApiClient, refresh_token: string): Promise<TokenResponse> {
  const answer = await api.call(issueToken, { body: { grant_type: 'refresh_token', refresh_token } });
  // The server ends a session whose user must change the password rather than answer this; were it
  // ever answered, the session cannot go on either.
  if (answer.updatePassword) throw new Error('The password must be changed before the session can go on.');
  return answer;
}

export const logout = (api: ApiClient) => api.call(logoutCall, {});
