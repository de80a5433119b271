import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import { useSignedInProfile } from '../app/rootActor.tsx';
import type { ScreenDeclaration } from './declaration.ts';
import { viewOf } from './screenQuery.ts';
import { mayOpenView } from './viewAccess.ts';

/**
 * Refuses a view's VW to a user who lacks its attribute (issue 19, view codes): 'Unauthorized
 * Access' (spec 02 §6) and nothing loaded, as the menu's route guard does for a page.
 */
export function ScreenViewGuard({ screen, children }: { screen: ScreenDeclaration; children?: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const profile = useSignedInProfile();
  if (mayOpenView(viewOf(screen, parseScreenUrl(search ? `${path}?${search}` : path)), profile)) return <>{children}</>;
  return (
    <p className="member-access member-access--denied" role="alert">
      <Trans>Unauthorized Access</Trans>
    </p>
  );
}
