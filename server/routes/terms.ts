import { acceptTerms as acceptTermsCall, type TermsAcceptance } from '../../contract/terms.ts';
import { acceptTerms } from '../auth/sessions.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { writeAudit } from '../audit.ts';

/** POST terms/accept: the terms are accepted for the current session (a new sign-in asks again). */
export function mountTermsRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(acceptTermsCall, async ({ caller }) => {
    await db.transaction(async (tx) => {
      await acceptTerms(tx, caller.sessionId, now());
      await writeAudit(tx, {
        userId: caller.userId, locId: null, action: 'terms.accept', entity: 'user', entityId: caller.userId,
        before: { TermsAccepted: caller.termsAccepted }, after: { TermsAccepted: true }, at: now(),
      });
    });
    const accepted: TermsAcceptance = { TermsAccepted: true };
    return accepted;
  });
}
