import * as v from 'valibot';

/** `data` of POST terms/accept: the current session has now accepted the terms. */
export const TermsAcceptanceSchema = v.object({ TermsAccepted: v.literal(true) });
export type TermsAcceptance = v.InferOutput<typeof TermsAcceptanceSchema>;

/** JSON body of POST terms/accept: nothing but the LocId the client adds to every POST (ignored). */
export const AcceptTermsRequestSchema = v.looseObject({ LocId: v.nullish(v.string()) });
