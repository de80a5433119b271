import { Hono } from 'hono';
import * as v from 'valibot';
import { TokenRequestSchema, type TokenResponse } from '../../src/api/schemas/auth.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { consumeRefreshToken, issueRefreshToken, revokeRefreshTokensOf, signAccessToken } from '../auth/tokens.ts';
import { fail, ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import { findUser } from '../users.ts';
import type { RouteDeps } from '../app.ts';

/** POST oauth/token (password and refresh grants) and POST logout. */
export function authRoutes(deps: RouteDeps) {
  const { db, signingKey, config, now, auth } = deps;

  async function tokensFor(user: { user_id: string; role: TokenResponse['user']['Role']; loc_id: string; update_password: boolean }): Promise<TokenResponse> {
    return {
      access_token: await signAccessToken(signingKey, user.user_id, user.role, config.accessTokenSeconds, now()),
      token_type: 'bearer',
      expires_in: config.accessTokenSeconds,
      refresh_token: await issueRefreshToken(db, user.user_id, config.refreshTokenSeconds),
      updatePassword: user.update_password,
      user: { UserId: user.user_id, Role: user.role, LocId: user.loc_id },
    };
  }

  return new Hono<{ Variables: AuthVariables }>()
    .post('/oauth/token', valid('form', TokenRequestSchema), async (c) => {
      const body = c.req.valid('form') as v.InferOutput<typeof TokenRequestSchema>;
      if (body.grant_type === 'refresh_token') {
        const userId = await consumeRefreshToken(db, body.refresh_token);
        const user = userId ? await findUser(db, userId) : null;
        if (!user) return fail(c, 400, 'Session Error.');
        return ok(c, await tokensFor(user));
      }
      const user = await findUser(db, body.username);
      const passwordOk = user ? await verifyPassword(body.password, user.password_hash) : await verifyAgainstDecoy(body.password);
      if (!user || !passwordOk) {
        // The member-authentication failure: the app shows error.message as it is, untranslated.
        return fail(c, 400, 'Login Failed', {
          isMemberAuthFailed: true,
          error: { message: 'Invalid User Id or Password.' },
        });
      }
      return ok(c, await tokensFor(user));
    })
    .post('/logout', auth, async (c) => {
      await revokeRefreshTokensOf(db, c.get('userId'));
      return ok(c, null);
    });
}
