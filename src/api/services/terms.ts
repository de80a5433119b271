import type { ApiClient } from '../client.ts';
import { acceptTerms as acceptTermsCall } from '../../../contract/terms.ts';

/** Records that the terms were accepted in this session. */
export const acceptTerms = (api: ApiClient) => api.call(acceptTermsCall, { body: {} });
