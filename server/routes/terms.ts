import { Hono } from 'hono';
import { AcceptTermsRequestSchema, type TermsAcceptance } from '../../contract/terms.ts';
import { acceptTerms } from '../auth/sessions.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** POST terms/accept: the terms are accepted for the current session (a new sign-in asks again). */
export function termsRoutes({ db, auth, now }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().post('/terms/accept', auth, valid('json', AcceptTermsRequestSchema), async (c) => {
    await acceptTerms(db, c.get('sessionId'), now());
    const data: TermsAcceptance = { TermsAccepted: true };
    return ok(c, data);
  });
}
