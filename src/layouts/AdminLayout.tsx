import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { useSessionActor } from '../app/rootActor.tsx';

/** The home layout: header and content (the left menu arrives with the signed-in shell). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const userId = useSelector(session, (s) => s.context.profile?.UserId ?? '');
  return (
    <div className="admin">
      <header className="admin__header">
        <span className="admin__brand">
          <Trans>Back office</Trans>
        </span>
        <span className="admin__user" aria-label="User Id" data-testid="header-user-id">
          {userId}
        </span>
        <button type="button" className="button" onClick={() => session.send({ type: 'LOGOUT' })}>
          <Trans>Logout</Trans>
        </button>
      </header>
      <main className="admin__content">{children}</main>
    </div>
  );
}
