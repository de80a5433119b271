import { acceptTerms as acceptTermsCall, type TermsAcceptance } from '../../contract/terms.ts';
import { acceptTerms } from '../auth/sessions.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** POST terms/accept: the terms are accepted for the current session (a new sign-in asks again). */
export function mountTermsRoutes(router: ApiRouter, { db, now }: RouteDeps) {
  router.implement(acceptTermsCall, async ({ caller }) => {
    await acceptTerms(db, caller.sessionId, now());
    const accepted: TermsAcceptance = { TermsAccepted: true };
    return accepted;
  });
}
