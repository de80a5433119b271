import * as v from 'valibot';
import { RoleCodeSchema } from './profile.ts';

/** Answer of POST oauth/token: an access token, an optional refresh token and user info (spec 01 §3). */
export const TokenResponseSchema = v.object({
  access_token: v.string(),
  token_type: v.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: v.number(),
  refresh_token: v.optional(v.string()),
  updatePassword: v.boolean(),
  user: v.object({
    UserId: v.string(),
    Role: RoleCodeSchema,
    LocId: v.string(),
  }),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/** Form body of POST oauth/token: the password grant of the sign-in form, or a refresh. */
export const TokenRequestSchema = v.variant('grant_type', [
  v.object({
    grant_type: v.optional(v.literal('password'), 'password'),
    username: v.pipe(v.string(), v.trim(), v.nonEmpty('User Id is required.'), v.maxLength(64)),
    password: v.pipe(v.string(), v.nonEmpty('Password is required.'), v.maxLength(128)),
    Token: v.optional(v.pipe(v.string(), v.maxLength(32))),
    Lang: v.optional(v.picklist(['en', 'ch', 'zh'])),
  }),
  v.object({
    grant_type: v.literal('refresh_token'),
    refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
  }),
]);
export type TokenRequest = v.InferOutput<typeof TokenRequestSchema>;
