import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import { usePageLocId } from '../app/pageLocation.ts';
import { useSignedInProfile } from '../app/rootActor.tsx';
import type { ScreenDeclaration } from './declaration.ts';
import { gameOf, viewOf } from './screenQuery.ts';
import { mayOpenView } from './viewAccess.ts';

/**
 * Refuses a view's VW to a user who lacks its attribute (issue 19, view codes): 'Unauthorized
 * Access' (spec 02 §6) and nothing loaded, as the menu's route guard does for a page.
 */
export function ScreenViewGuard({ screen, children }: { screen: ScreenDeclaration; children?: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const profile = useSignedInProfile();
  const locId = usePageLocId();
  const url = parseScreenUrl(search ? `${path}?${search}` : path);
  // The view's call at the location's game decides (a report's TT call declares its own attribute).
  if (mayOpenView(viewOf(screen, url), profile, gameOf(locId))) return <>{children}</>;
  return (
    <p className="member-access member-access--denied" role="alert">
      <Trans>Unauthorized Access</Trans>
    </p>
  );
}
