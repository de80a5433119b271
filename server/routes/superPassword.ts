import type { Context } from 'hono';
import type { FieldProblem } from '../../contract/envelope.ts';
import { changeSuperPassword } from '../../contract/superPassword.ts';
import { writeAudit } from '../audit.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { formProblems, oldIncorrectProblem, sameAsOldProblem } from '../auth/passwordChange.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { holds } from '../permissions/grants.ts';
import { findUser } from '../users.ts';

/** The menu rule of Super Password (spec 02 §6), enforced here too. */
const SUPER_PASSWORD_GRANT = 'SuperPwd';
export const SAME_AS_SIGN_IN = 'The super password must be different from your password.';

/**
 * PUT super-password: a second password (what it guards: README "Super Password"). The old one is the
 * current super password, or the sign-in password while none is set; the new one keeps the sign-in
 * password's rules (domain/password.ts), differs from the old one and from the sign-in password, and
 * is stored scrypt-hashed like it. Every problem is answered at once on its field; the audit row says
 * that it was set or changed, never the password.
 */
export function mountSuperPasswordRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  const refuse = (c: Context, problems: FieldProblem[]) => fail(c, 400, problems[0]!.Message, { data: { Problems: problems } });

  router.implement(changeSuperPassword, async ({ body, caller, c }) => {
    const user = await findUser(db, caller.userId);
    if (!user) return fail(c, 401, 'Session Error.');
    if (!holds(user.granted, SUPER_PASSWORD_GRANT)) return fail(c, 403, 'Unauthorized Access');
    const { rows } = await db.query<{ super_password_hash: string | null }>('select super_password_hash from users where user_id = $1', [user.user_id]);
    const current = rows[0]?.super_password_hash ?? null;
    const problems = formProblems(body);
    if (body.OldPassword !== '' && !(await verifyPassword(body.OldPassword, current ?? user.password_hash))) problems.push(oldIncorrectProblem());
    const same = sameAsOldProblem(body);
    if (same) problems.push(same);
    else if (body.Password1 !== '' && (await verifyPassword(body.Password1, user.password_hash))) {
      problems.push({ Field: 'Password1', Code: 'sameAsSignIn', Message: SAME_AS_SIGN_IN });
    }
    if (problems.length > 0) return refuse(c, problems);

    const hash = await hashPassword(body.Password1);
    const written = await db.transaction(async (tx) => {
      // Only while the super password is still the one checked above: of two racing changes one wins.
      const { rows: updated } = await tx.query(
        'update users set super_password_hash = $2 where user_id = $1 and super_password_hash is not distinct from $3 returning user_id',
        [user.user_id, hash, current],
      );
      if (updated.length !== 1) return false;
      await writeAudit(tx, {
        userId: user.user_id, locId: null, action: current === null ? 'superPassword.set' : 'superPassword.change', entity: 'user',
        entityId: user.user_id, before: { SuperPasswordSet: current !== null }, after: { SuperPasswordSet: true }, at: now(),
      });
      return true;
    });
    return written ? null : refuse(c, [oldIncorrectProblem()]);
  });
}
