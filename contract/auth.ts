import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { RoleCodeSchema } from './profile.ts';

/** The user an answer of POST oauth/token is about. */
const TokenUserSchema = v.object({
  UserId: v.string(),
  Role: RoleCodeSchema,
  LocId: v.string(),
});

/** Answer of POST oauth/token that starts (or, for a refresh, continues) a session: an access token, an optional refresh token and user info (spec 01 §3). */
export const TokenResponseSchema = v.object({
  access_token: v.string(),
  token_type: v.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: v.number(),
  refresh_token: v.optional(v.string()),
  updatePassword: v.literal(false),
  user: TokenUserSchema,
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/**
 * Answer of POST oauth/token for a user who must change the password first (spec 01 §4 step 3): no
 * tokens and no session; the app goes to /change-password?LoginId=, and PUT update-password (captcha,
 * no session) is all the change needs.
 */
export const PasswordChangeDemandSchema = v.object({
  updatePassword: v.literal(true),
  user: TokenUserSchema,
});
export type PasswordChangeDemand = v.InferOutput<typeof PasswordChangeDemandSchema>;

/** Every answer of POST oauth/token: the session's tokens, or the demand to change the password. */
export const SignInAnswerSchema = v.variant('updatePassword', [TokenResponseSchema, PasswordChangeDemandSchema]);
export type SignInAnswer = v.InferOutput<typeof SignInAnswerSchema>;

/** Form body of POST oauth/token: the password grant of the sign-in form, or a refresh. */
export const TokenRequestSchema = v.variant('grant_type', [
  v.object({
    grant_type: v.optional(v.literal('password'), 'password'),
    username: v.pipe(text(64), v.trim(), v.nonEmpty('User Id is required.')),
    password: v.pipe(text(128), v.nonEmpty('Password is required.')),
    Token: v.optional(text(32)),
    Lang: v.optional(v.picklist(['en', 'ch', 'zh'])),
  }),
  v.object({
    grant_type: v.literal('refresh_token'),
    refresh_token: v.pipe(text(256), v.nonEmpty()),
  }),
]);
export type TokenRequest = v.InferOutput<typeof TokenRequestSchema>;

/** What the sign-in form gives to ask for tokens (the form's fields, before they are named for the wire). */
export interface Credentials {
  userId: string;
  password: string;
  /** The captcha answer, when captcha is shown. */
  captchaAnswer?: string;
  /** The x-token header the captcha image came with. */
  captchaToken?: string;
}

/**
 * POST oauth/token: form encoded, without a bearer token (spec 01 §7); the password grant (the
 * captcha's token in the x-token header when a captcha is answered) or a refresh.
 */
export const issueToken = endpoint({
  method: 'POST',
  path: 'oauth/token',
  scope: 'auth',
  summary: 'Sign in with a password, or refresh the tokens of a session',
  body: TokenRequestSchema,
  bodyEncoding: 'form',
  answer: SignInAnswerSchema,
  anonymous: true,
});

/** POST logout: ends the caller's session (its other sessions stay). */
export const logout = endpoint({
  method: 'POST',
  path: 'logout',
  scope: 'auth',
  summary: "End the caller's session",
  answer: v.null(),
});
