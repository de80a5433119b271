import { homePath, loginPath } from './navigation.ts';

import type { RouteArea } from '../../domain/routeAreas.ts';

// The areas of the paths live in domain/ since the server reads them too (server/http/signedInPreloads.ts).
export { areaOf, embeddedPage, SIGNED_IN_AREAS, type RouteArea } from '../../domain/routeAreas.ts';

/** What the session allows: still being checked, none, or signed in. */
export type SessionGate = 'pending' | 'out' | 'in';

/** The path and query of a URL the app navigates to ("/login?Msg=…" -> "/login"). */
export const pathOf = (url: string) => url.split(/[?#]/)[0]!;

/** Where a visitor without a session goes: from the signed-in area, sign-in and back here; from the terms, sign-in. */
export const loginRedirect = (area: RouteArea, here: string) =>
  area === 'signedIn' ? `/login?returnUrl=${encodeURIComponent(here)}` : loginPath();

/** Where a signed-in user goes from the sign-in page, or from terms already accepted. */
export const homeRedirect = (locId: string) => homePath(locId);

export const TERMS_PATH = '/terms';
