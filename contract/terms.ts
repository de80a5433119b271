import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema } from './fields.ts';

/** `data` of POST terms/accept: the current session has now accepted the terms. */
export const TermsAcceptanceSchema = v.object({ TermsAccepted: v.literal(true) });
export type TermsAcceptance = v.InferOutput<typeof TermsAcceptanceSchema>;

/** JSON body of POST terms/accept: nothing but the LocId the client adds to every POST (ignored). */
export const AcceptTermsRequestSchema = v.looseObject({ LocId: IgnoredLocIdSchema });

/** POST terms/accept: the terms are accepted for the current session (a new sign-in asks again). */
export const acceptTerms = endpoint({
  method: 'POST',
  path: 'terms/accept',
  scope: 'auth',
  summary: 'Accept the terms for the current session',
  body: AcceptTermsRequestSchema,
  answer: TermsAcceptanceSchema,
});
