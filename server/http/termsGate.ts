/**
 * Terms before data (spec 01 §4 "Terms", issue 14 finding 9): a session that has not accepted the
 * terms gets nothing but what the way to accepting them needs. The app's own guard sends such a
 * user to /terms; this is the server's wall behind it, read from the session row (never a claim).
 */
import { createMiddleware } from 'hono/factory';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import { logout } from '../../contract/auth.ts';
import { profile } from '../../contract/profile.ts';
import { acceptTerms } from '../../contract/terms.ts';
import { setMaintenance } from '../../contract/feed.ts';
import { fail } from './envelope.ts';
import type { AuthVariables } from './auth.ts';

/**
 * The signed-in calls open before the terms are accepted: the profile (the session machine loads it
 * to start the session and learn TermsAccepted), accepting the terms, and logout (Disagree signs
 * out). PUT maintenance is the operator's switch (`npm run maintenance` signs in and calls it at
 * once), an admin-only control rather than data, so it stays open too.
 */
const OPEN_BEFORE_TERMS: ReadonlySet<EndpointDeclaration> = new Set<EndpointDeclaration>([profile, acceptTerms, logout, setMaintenance]);

export const TERMS_NOT_ACCEPTED = 'Accept the terms and conditions first.';

/** Whether `endpoint` needs a session that accepted the terms (every signed-in call but the few above). */
export const needsAcceptedTerms = (endpoint: EndpointDeclaration) => !endpoint.anonymous && !OPEN_BEFORE_TERMS.has(endpoint);

/** 403 until this session has accepted the terms; runs after the bearer-token check. */
export const requireAcceptedTerms = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  if (!c.get('termsAccepted')) return fail(c, 403, TERMS_NOT_ACCEPTED);
  await next();
});
