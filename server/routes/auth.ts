import { Hono } from 'hono';
import * as v from 'valibot';
import { TokenRequestSchema, type TokenResponse } from '../../contract/auth.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { consumeRefreshToken, issueRefreshToken, signAccessToken } from '../auth/tokens.ts';
import { endSession, openSession } from '../auth/sessions.ts';
import { CAPTCHA_INCORRECT, verifyCaptcha } from '../auth/captcha.ts';
import { clearFailures, countAttempt, failureKey, forgetAttempt } from '../auth/signInFailures.ts';
import { fail, ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import { findUser } from '../users.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** POST oauth/token (password and refresh grants) and POST logout. */
export function authRoutes(deps: RouteDeps) {
  const { db, signingKey, config, now, auth } = deps;

  type TokenUser = { user_id: string; role: TokenResponse['user']['Role']; loc_id: string; update_password: boolean };

  /** Tokens of one session: a password sign-in opens it, a refresh keeps it. */
  async function tokensFor(user: TokenUser, sessionId: string): Promise<TokenResponse> {
    const at = now();
    return {
      access_token: await signAccessToken(signingKey, { userId: user.user_id, role: user.role, sessionId }, config.accessTokenSeconds, at),
      token_type: 'bearer',
      expires_in: config.accessTokenSeconds,
      refresh_token: await issueRefreshToken(db, { userId: user.user_id, sessionId }, config.refreshTokenSeconds, at),
      updatePassword: user.update_password,
      user: { UserId: user.user_id, Role: user.role, LocId: user.loc_id },
    };
  }

  return new Hono<{ Variables: AuthVariables }>()
    .post('/oauth/token', valid('form', TokenRequestSchema), async (c) => {
      const body = c.req.valid('form') as v.InferOutput<typeof TokenRequestSchema>;
      if (body.grant_type === 'refresh_token') {
        const owner = await consumeRefreshToken(db, body.refresh_token, now());
        const user = owner ? await findUser(db, owner.userId) : null;
        if (!owner || !user) return fail(c, 400, 'Session Error.');
        return ok(c, await tokensFor(user, owner.sessionId));
      }

      // Captcha rule: needed for everyone with CAPTCHA=on, else once a user id has failed
      // captchaAfterFailures times. The attempt is counted first (see countAttempt).
      const key = failureKey(body.username);
      const failuresBefore = await countAttempt(db, key, now());
      const captchaNeeded = config.captchaAlways || failuresBefore >= config.captchaAfterFailures;
      if (captchaNeeded && !(await verifyCaptcha(db, c.req.header('x-token'), body.Token, now()))) {
        await forgetAttempt(db, key); // a refused captcha is not a password failure
        return fail(c, 400, CAPTCHA_INCORRECT, { captchaRequired: true });
      }

      const user = await findUser(db, body.username);
      const passwordOk = user ? await verifyPassword(body.password, user.password_hash) : await verifyAgainstDecoy(body.password);
      if (!user || !passwordOk) {
        // From the failure that reaches the threshold on, the app must show a captcha: it reads
        // captchaRequired and shows the (translated) message key.
        if (captchaNeeded || failuresBefore + 1 >= config.captchaAfterFailures) {
          return fail(c, 400, 'Login Failed', { captchaRequired: true });
        }
        // The member-authentication failure: the app shows error.message as it is, untranslated.
        return fail(c, 400, 'Login Failed', {
          isMemberAuthFailed: true,
          error: { message: 'Invalid User Id or Password.' },
        });
      }

      await clearFailures(db, key);
      const sessionId = await openSession(db, user.user_id, now());
      return ok(c, await tokensFor(user, sessionId));
    })
    .post('/logout', auth, async (c) => {
      // Ends this session only: the user's other sessions (other devices) stay signed in.
      const sessionId = c.get('sessionId');
      await db.transaction((tx) => endSession(tx, sessionId, now()));
      return ok(c, null);
    });
}
