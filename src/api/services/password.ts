import type { ApiClient } from '../client.ts';
import { updatePassword as updatePasswordCall } from '../../../contract/passwords.ts';
import { CAPTCHA_TOKEN_HEADER } from '../../../contract/captcha.ts';

/** The password fields the form sends. */
interface NewPassword {
  OldPassword: string;
  Password1: string;
  Password2: string;
}

/** What the signed-out form sends: whose password, the captcha's answer and the token its image came with. */
export interface PasswordUpdate extends NewPassword {
  UserId: string;
  Token: string;
  captchaToken: string;
}

/** PUT update-password: form encoded, without a session, with the captcha's x-token (spec 01 §7). */
export const updatePassword = (api: ApiClient, { captchaToken, UserId, OldPassword, Password1, Password2, Token }: PasswordUpdate) =>
  api.call(updatePasswordCall, {
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    body: { UserId, OldPassword, Password1, Password2, Token },
  });
