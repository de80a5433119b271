import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MESSAGES } from '../../domain/password.ts';
import { PHONE_MESSAGES } from '../../domain/phone.ts';
import { REQUIRED_MESSAGES } from '../../machines/rules/passwordForm.ts';

/**
 * The forms' rules and the server's refusals of them, as plain English keys with their catalog
 * entries: Update Password's and the signed-in area's forms show them (translateServerText). Kept
 * out of knownMessages.ts, so the sign-in page's first load carries neither them nor the rules.
 */
export const FORM_MESSAGES: Record<string, MessageDescriptor> = {
  [PASSWORD_MESSAGES.length]: msg`Your password must be between 8 and 15 characters long`,
  [PASSWORD_MESSAGES.uppercase]: msg`Your password must contain at least 1 uppercase letter`,
  [PASSWORD_MESSAGES.lowercase]: msg`Your password must contain at least 1 lowercase letter`,
  [PASSWORD_MESSAGES.number]: msg`Your password must contain at least 1 number`,
  [PASSWORD_MESSAGES.special]: msg`Your password must contain at least 1 special character`,
  [PASSWORD_MESSAGES.spaces]: msg`Your password cannot contain spaces`,
  [PASSWORD_MESSAGES.mismatch]: msg`Password does not match`,
  [REQUIRED_MESSAGES.UserId]: msg`User Id is required.`,
  [REQUIRED_MESSAGES.OldPassword]: msg`Old password is required.`,
  [REQUIRED_MESSAGES.Password1]: msg`New password is required.`,
  [REQUIRED_MESSAGES.Password2]: msg`Confirm password is required.`,
  [REQUIRED_MESSAGES.Token]: msg`Captcha is required.`,
  // The server's refusals of a password change (data.Problems), shown on their field.
  'Old password is incorrect.': msg`Old password is incorrect.`,
  'The new password must be different from the old one.': msg`The new password must be different from the old one.`,
  // The server's refusals of the Permission, Super Password and Mobile forms (issue 20), on their field.
  [PHONE_MESSAGES.plus]: msg`Write the number without +.`,
  [PHONE_MESSAGES.digits]: msg`Enter digits only.`,
  [PHONE_MESSAGES.singapore]: msg`Singapore numbers must begin with 65.`,
  [PHONE_MESSAGES.singaporeLength]: msg`A Singapore number is 65 and 8 digits.`,
  [PHONE_MESSAGES.tooLong]: msg`Enter at most 15 digits.`,
  'This number is registered to another user.': msg`This number is registered to another user.`,
  'The super password must be different from your password.': msg`The super password must be different from your password.`,
  'UserId is required.': msg`User Id is required.`,
  'Attribute is required.': msg`Attribute is required.`,
  'Choose a permission of the list.': msg`Choose a permission of the list.`,
  'You cannot change your own permissions.': msg`You cannot change your own permissions.`,
  'You can grant only a permission you hold.': msg`You can grant only a permission you hold.`,
};
