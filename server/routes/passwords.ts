import type { Context } from 'hono';
import { changePassword, updatePassword, type PasswordUpdated } from '../../contract/passwords.ts';
import { CAPTCHA_TOKEN_HEADER } from '../../contract/captcha.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { CAPTCHA_INCORRECT, verifyCaptcha } from '../auth/captcha.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import type { FieldProblem } from '../../contract/envelope.ts';
import { formProblems, oldIncorrectProblem, PASSWORD_CHANGE_MESSAGES, sameAsOldProblem, type PasswordChange } from '../auth/passwordChange.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { Database } from '../db/database.ts';
import { findUser, type UserRow } from '../users.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { writeAudit } from '../audit.ts';

/** Raised inside the write transaction when the password changed under us: nothing is written. */
class StalePassword extends Error {}

/**
 * PUT update-password (not signed in, captcha always required; ends every session of the user) and
 * PUT password (signed in; ends the user's other sessions). Both answer every problem at once.
 */
export function mountPasswordRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  // Both answer the whole success envelope with the message the form shows (contract/passwords.ts).
  const updated = (c: Context) => {
    const body: PasswordUpdated = { success: true, message: PASSWORD_CHANGE_MESSAGES.updated, data: null };
    return c.json(body, 200);
  };
  // A refusal names each problem's field (contract/envelope.ts FieldProblemsSchema), so the form shows it there.
  const problemsAnswer = (c: Context, problems: FieldProblem[]) => fail(c, 400, problems[0]!.Message, { data: { Problems: problems } });

  router.implement(updatePassword, async ({ body, c }) => {
    if (!(await verifyCaptcha(db, c.req.header(CAPTCHA_TOKEN_HEADER), body.Token, now()))) {
      return fail(c, 400, CAPTCHA_INCORRECT, { captchaRequired: true });
    }
    const problems = formProblems(body, body);
    let user: UserRow | null = null;
    if (body.UserId !== '' && body.OldPassword !== '') {
      user = await findUser(db, body.UserId);
      // An unknown user id answers exactly like a wrong old password, in the same time.
      const oldOk = user ? await verifyPassword(body.OldPassword, user.password_hash) : await verifyAgainstDecoy(body.OldPassword);
      if (!oldOk) problems.push(oldIncorrectProblem());
    }
    const same = sameAsOldProblem(body);
    if (same) problems.push(same);
    if (problems.length > 0) return problemsAnswer(c, problems);
    // (Unreachable: no problem means the old password was checked against a real user.)
    if (!user) return problemsAnswer(c, [oldIncorrectProblem()]);

    const written = await writePassword(db, user, body, now(), undefined);
    return written ? updated(c) : problemsAnswer(c, [oldIncorrectProblem()]);
  });

  router.implement(changePassword, async ({ body, caller, c }) => {
    const problems = formProblems(body);
    const user = await findUser(db, caller.userId);
    if (!user) return fail(c, 401, 'Session Error.');
    if (body.OldPassword !== '' && !(await verifyPassword(body.OldPassword, user.password_hash))) {
      problems.push(oldIncorrectProblem());
    }
    const same = sameAsOldProblem(body);
    if (same) problems.push(same);
    if (problems.length > 0) return problemsAnswer(c, problems);

    const written = await writePassword(db, user, body, now(), caller.sessionId);
    return written ? updated(c) : problemsAnswer(c, [oldIncorrectProblem()]);
  });
}

/**
 * Stores the new password (scrypt), clears the must-update flag and ends the user's sessions but
 * `keepSession`, in one transaction. The update only applies while the stored hash is still the one
 * the old password was checked against, so two changes racing with the same old password cannot
 * both win; the loser answers false and writes nothing.
 */
async function writePassword(db: Database, user: UserRow, change: PasswordChange, now: number, keepSession: string | undefined) {
  const passwordHash = await hashPassword(change.Password1);
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `update users set password_hash = $1, update_password = false
         where user_id = $2 and password_hash = $3 returning user_id`,
        [passwordHash, user.user_id, user.password_hash],
      );
      if (rows.length !== 1) throw new StalePassword();
      await endSessionsOf(tx, user.user_id, now, keepSession);
      // Never the password nor its hash: only that it changed, and which sessions it ended.
      await writeAudit(tx, {
        userId: user.user_id,
        locId: null,
        action: keepSession === undefined ? 'password.update' : 'password.change',
        entity: 'user',
        entityId: user.user_id,
        before: { UpdatePassword: user.update_password },
        after: { UpdatePassword: false, PasswordChanged: true, SessionsEnded: keepSession === undefined ? 'all' : 'others' },
        at: now,
      });
    });
    return true;
  } catch (error) {
    if (error instanceof StalePassword) return false;
    throw error;
  }
}
