import { issueToken, logout, type PasswordChangeDemand, type TokenResponse } from '../../contract/auth.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { consumeRefreshToken, issueRefreshToken, signAccessToken } from '../auth/tokens.ts';
import { endSession, openSession } from '../auth/sessions.ts';
import { CAPTCHA_INCORRECT, verifyCaptcha } from '../auth/captcha.ts';
import { failureKey, signInFailures } from '../auth/signInFailures.ts';
import { fail } from '../http/envelope.ts';
import { createAddressLimiter, senderOf } from '../http/addressLimiter.ts';
import type { ApiRouter } from '../http/implement.ts';
import { findUser } from '../users.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { writeAudit } from '../audit.ts';

/** The answer to an address past its sign-in bucket: the app shows it as it is (spec 01, "Any other error"). */
export const TOO_MANY_SIGN_INS = 'Too many sign-ins from this address. Please try again later.';

/** POST oauth/token (password and refresh grants) and POST logout. */
export function mountAuthRoutes(router: ApiRouter, { db, signingKey, config, now }: RouteDeps) {
  const failures = signInFailures({ db, now, threshold: config.captchaAfterFailures, captchaAlways: config.captchaAlways });
  /**
   * Password sign-ins per address. The per-user-id count (captcha, queue) bounds guessing one id; this
   * bounds one address trying many ids, each of which would cost a password check (a deliberately
   * slow hash). 60 at once then one a second lets an office behind one address sign in together.
   */
  const signInsPerAddress = createAddressLimiter({ ...config.signInsPerAddress, maxSenders: 10_000 });
  type TokenUser = { user_id: string; role: TokenResponse['user']['Role']; loc_id: string; update_password: boolean };

  /** Tokens of one session: a password sign-in opens it, a refresh keeps it. */
  async function tokensFor(user: TokenUser, sessionId: string): Promise<TokenResponse> {
    const at = now();
    return {
      access_token: await signAccessToken(signingKey, { userId: user.user_id, role: user.role, sessionId }, config.accessTokenSeconds, at),
      token_type: 'bearer',
      expires_in: config.accessTokenSeconds,
      refresh_token: await issueRefreshToken(db, { userId: user.user_id, sessionId }, config.refreshTokenSeconds, at),
      updatePassword: false,
      user: { UserId: user.user_id, Role: user.role, LocId: user.loc_id },
    };
  }

  router.implement(issueToken, async ({ body, c }) => {
    if (body.grant_type === 'refresh_token') {
      const owner = await consumeRefreshToken(db, body.refresh_token, now());
      const user = owner ? await findUser(db, owner.userId) : null;
      if (!owner || !user) return fail(c, 400, 'Session Error.');
      // A password change demanded since the sign-in ends the session: it comes before anything else.
      if (user.update_password) {
        await db.transaction((tx) => endSession(tx, owner.sessionId, now()));
        return fail(c, 400, 'Session Error.');
      }
      return tokensFor(user, owner.sessionId);
    }

    const verdict = signInsPerAddress.take(senderOf(c), now());
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, TOO_MANY_SIGN_INS);
    }

    // Captcha rule: needed for everyone with CAPTCHA=on, else once a user id has failed
    // captchaAfterFailures times; only real failures count (see signInFailures).
    const key = failureKey(body.username);
    const check = await failures.begin(key);
    if (check === 'busy') return fail(c, 429, 'Too many sign-ins at once. Please try again.');
    let passwordOk = false;
    let user: Awaited<ReturnType<typeof findUser>> = null;
    try {
      if (check.captchaNeeded && !(await verifyCaptcha(db, c.req.header('x-token'), body.Token, now()))) {
        await check.abandon(); // a refused captcha is not a password failure
        return fail(c, 400, CAPTCHA_INCORRECT, { captchaRequired: true });
      }
      user = await findUser(db, body.username);
      passwordOk = user ? await verifyPassword(body.password, user.password_hash) : await verifyAgainstDecoy(body.password);
    } catch (error) {
      await check.abandon();
      throw error;
    }
    if (!user || !passwordOk) {
      const failuresNow = await check.failed();
      // From the failure that reaches the threshold on, the app must show a captcha: it reads
      // captchaRequired and shows the (translated) message key.
      if (check.captchaNeeded || failuresNow >= config.captchaAfterFailures) {
        return fail(c, 400, 'Login Failed', { captchaRequired: true });
      }
      // The member-authentication failure: the app shows error.message as it is, untranslated.
      return fail(c, 400, 'Login Failed', {
        isMemberAuthFailed: true,
        error: { message: 'Invalid User Id or Password.' },
      });
    }

    await check.succeeded();
    // The temporary password opens no session (no tokens at all): the password change needs none
    // (PUT update-password checks the old password and a captcha), and the rest of the API must not
    // be reachable with a password that must be replaced.
    if (user.update_password) {
      const demand: PasswordChangeDemand = { updatePassword: true, user: { UserId: user.user_id, Role: user.role, LocId: user.loc_id } };
      return demand;
    }
    const signedIn = user;
    const sessionId = await db.transaction(async (tx) => {
      const opened = await openSession(tx, signedIn.user_id, now());
      // Who signed in, and from where (the audit adds the address); never the session's id.
      await writeAudit(tx, { userId: signedIn.user_id, locId: null, action: 'session.signIn', entity: 'user', entityId: signedIn.user_id, before: null, after: { Role: signedIn.role }, at: now() });
      return opened;
    });
    return tokensFor(user, sessionId);
  });

  router.implement(logout, async ({ caller }) => {
    // Ends this session only: the user's other sessions (other devices) stay signed in.
    await db.transaction(async (tx) => {
      await endSession(tx, caller.sessionId, now());
      // Disagree on the terms page signs out (spec 02 §2.5): a session that never accepted the terms
      // and is signed out declined them.
      const action = caller.termsAccepted ? 'session.logout' : 'terms.disagree';
      await writeAudit(tx, { userId: caller.userId, locId: null, action, entity: 'user', entityId: caller.userId, before: null, after: null, at: now() });
    });
    return null;
  });
}
