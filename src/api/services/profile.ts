import type { ApiClient } from '../client.ts';
import { CreditSchema, ProfileSchema } from '../../../contract/profile.ts';

export const loadProfile = (api: ApiClient) => api.get('profile', { scope: 'auth', schema: ProfileSchema });

export const loadCredit = (api: ApiClient) =>
  api.get('profile/refresh', { scope: 'auth', schema: CreditSchema });
