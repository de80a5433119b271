import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paramOf, parseScreenUrl } from '../../machines/rules/screenUrl.ts';
import { usePageLocId } from '../app/pageLocation.ts';
import { useSignedInProfile } from '../app/rootActor.tsx';
import type { ScreenDeclaration } from './declaration.ts';
import { gameOf, viewOf } from './screenQuery.ts';
import { mayOpenView } from './viewAccess.ts';

/**
 * Refuses a view's VW to a user who lacks its attribute (issue 19, view codes): 'Unauthorized
 * Access' (spec 02 §6) and nothing loaded, as the menu's route guard does for a page. A URL naming no
 * VW (the menu's link) opens on the first view the user holds (issue 22: the Stake report without
 * RPTSTAKE opens on its Out view), by a replacing navigation, so the URL names the view shown.
 */
export function ScreenViewGuard({ screen, children }: { screen: ScreenDeclaration; children?: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const profile = useSignedInProfile();
  const locId = usePageLocId();
  const game = gameOf(locId);
  const url = parseScreenUrl(search ? `${path}?${search}` : path);
  // The view's call at the location's game decides (a report's TT call declares its own attribute).
  if (mayOpenView(viewOf(screen, url), profile, game)) return <>{children}</>;
  const held = paramOf(url, 'VW') === null ? screen.views.find((view) => mayOpenView(view, profile, game)) : undefined;
  if (held) {
    const query = new URLSearchParams(search);
    query.set('VW', held.vw);
    return <Redirect to={`${path}?${query.toString()}`} replace />;
  }
  return (
    <p className="member-access member-access--denied" role="alert">
      <Trans>Unauthorized Access</Trans>
    </p>
  );
}
