import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text } from './fields.ts';

/**
 * Password-change calls (spec 01 §3, §7). Their bodies are checked here only for shape; which fields
 * are required and the password rules (domain/password.ts) are answered by the server with
 * readable messages, every problem in `data`.
 */
const field = (max: number) => v.optional(text(max), '');
const jsonField = (max: number) => v.nullish(text(max), '');

/** Form body of PUT update-password: not signed in; the header x-token carries the captcha token. */
export const UpdatePasswordRequestSchema = v.object({
  UserId: v.optional(v.pipe(text(64), v.trim()), ''),
  OldPassword: field(128),
  Password1: field(128),
  Password2: field(128),
  /** The captcha answer. */
  Token: field(32),
  /** Added by the client to every POST/PUT body; ignored. */
  LocId: IgnoredLocIdSchema,
});
export type UpdatePasswordRequest = v.InferOutput<typeof UpdatePasswordRequestSchema>;

/** JSON body of PUT password: the change made while signed in (bearer token, no captcha). */
export const ChangePasswordRequestSchema = v.object({
  OldPassword: jsonField(128),
  Password1: jsonField(128),
  Password2: jsonField(128),
  /** Added by the client to every POST/PUT body; ignored. */
  LocId: IgnoredLocIdSchema,
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** The whole answer of both calls on success: `{ success: true, message: 'Password updated.', data: null }`. */
export const PasswordUpdatedSchema = v.object({
  success: v.literal(true),
  message: v.string(),
  data: v.null(),
});
export type PasswordUpdated = v.InferOutput<typeof PasswordUpdatedSchema>;

/**
 * PUT update-password: the change a signed-out user makes (an expired or demanded password); form
 * encoded, no bearer token, the captcha's token in the x-token header. The answer is PasswordUpdatedSchema
 * as a whole, so its `data` is null.
 */
export const updatePassword = endpoint({
  method: 'PUT',
  path: 'update-password',
  scope: 'auth',
  summary: 'Change a password without a session (captcha required); ends every session of the user',
  body: UpdatePasswordRequestSchema,
  bodyEncoding: 'form',
  answer: v.null(),
  anonymous: true,
});

/** PUT password: the signed-in user's own change (no captcha); ends the user's other sessions. */
export const changePassword = endpoint({
  method: 'PUT',
  path: 'password',
  scope: 'auth',
  summary: "Change the signed-in user's password; ends its other sessions",
  body: ChangePasswordRequestSchema,
  answer: v.null(),
});
