import * as v from 'valibot';

/**
 * Password-change calls (spec 01 §3, §7). Their bodies are checked here only for shape; which fields
 * are required and the password rules (domain/password.ts) are answered by the server with
 * readable messages, every problem in `data`.
 */
const field = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const jsonField = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)), '');

/** Form body of PUT update-password: not signed in; the header x-token carries the captcha token. */
export const UpdatePasswordRequestSchema = v.object({
  UserId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  OldPassword: field(128),
  Password1: field(128),
  Password2: field(128),
  /** The captcha answer. */
  Token: field(32),
  /** Added by the client to every POST/PUT body; ignored. */
  LocId: v.optional(v.string()),
});
export type UpdatePasswordRequest = v.InferOutput<typeof UpdatePasswordRequestSchema>;

/** JSON body of PUT password: the change made while signed in (bearer token, no captcha). */
export const ChangePasswordRequestSchema = v.object({
  OldPassword: jsonField(128),
  Password1: jsonField(128),
  Password2: jsonField(128),
  /** Added by the client to every POST/PUT body; ignored. */
  LocId: v.nullish(v.string()),
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** The whole answer of both calls on success: `{ success: true, message: 'Password updated.', data: null }`. */
export const PasswordUpdatedSchema = v.object({
  success: v.literal(true),
  message: v.string(),
  data: v.null(),
});
export type PasswordUpdated = v.InferOutput<typeof PasswordUpdatedSchema>;
