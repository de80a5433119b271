import type { ApiClient } from '../client.ts';
import { credit, profile } from '../../../contract/profile.ts';

export const loadProfile = (api: ApiClient) => api.call(profile, {});

export const loadCredit = (api: ApiClient) => api.call(credit, {});
