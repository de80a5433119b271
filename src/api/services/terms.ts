import * as v from 'valibot';
import type { ApiClient } from '../client.ts';

/** Records that the terms were accepted in this session. */
export const acceptTerms = (api: ApiClient) =>
  api.post('terms/accept', { scope: 'auth', schema: v.object({ TermsAccepted: v.literal(true) }) });
