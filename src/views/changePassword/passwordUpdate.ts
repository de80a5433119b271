import type { FormValues } from '../../../machines/form.machine.ts';
import type { PasswordUpdate } from '../../api/services/password.ts';

/** The form's values as PUT update-password takes them: the captcha's answer is Token, the x-token its image's. */
export const passwordUpdateOf = (values: FormValues): PasswordUpdate => ({
  UserId: values.UserId ?? '',
  OldPassword: values.OldPassword ?? '',
  Password1: values.Password1 ?? '',
  Password2: values.Password2 ?? '',
  Token: values.Token ?? '',
  captchaToken: values.captchaToken ?? '',
});
