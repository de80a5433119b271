import { endpoint } from './endpoint.ts';
import { ChangePasswordRequestSchema } from './passwords.ts';
import * as v from 'valibot';

/**
 * PUT super-password (spec 02 §2.2 Utilities, §7.2; menu rule SuperPwd): the signed-in user sets its
 * super password, a second password. The body is the password change's: OldPassword is the current
 * super password, or the sign-in password while none is set; Password1 and Password2 the new one,
 * under the sign-in password's rules (spec 01 §5). Refusals name their field (data.Problems).
 */
export const changeSuperPassword = endpoint({
  method: 'PUT',
  path: 'super-password',
  scope: 'auth',
  summary: "Set the signed-in user's super password (a second password)",
  body: ChangePasswordRequestSchema,
  answer: v.null(),
});
