import { lazyRoute } from '../../app/versioning/chunkFailures.ts';
import type { PageRoute } from '../../app/pageRoute.ts';

const AccountPasswordPage = lazyRoute<object>(() =>
  import('./AccountPasswordPage.tsx').then((m) => ({ default: m.AccountPasswordPage })),
);

/** The signed-in user's own account: Change Password (spec 02 §2.2 Administration). */
export const accountPages: readonly PageRoute[] = [{ path: '/admin/changePassword', component: AccountPasswordPage }];
