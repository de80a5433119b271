/**
 * Who may be on which route (spec 01 §2, §4, §6), as the route guard chart reads it
 * (machines/routeGuard.machine.ts): the sign-in page is for visitors without a session, the terms
 * page for a session whose terms are not accepted, the signed-in area for a session with accepted
 * terms; every other page is public. The server reads the areas too, to name a signed-in page's code
 * in its head (server/http/signedInPreloads.ts).
 */
export type RouteArea = 'signIn' | 'terms' | 'signedIn' | 'public';

/** First path segments of the signed-in area's pages (spec 02 §2.2), and the embed nest (spec 01 §2). */
export const SIGNED_IN_AREAS = /^\/(admin|bet|tickets|report|control|outset|utilities|sms|payOut|announcement)(\/.*)?$/;
const EMBED = /^\/embed(\/.*)?$/;

/** The page a path inside the embed nest shows ("/embed/report/full" -> "/report/full"), or null outside it. */
export function embeddedPage(path: string): string | null {
  const match = EMBED.exec(path);
  return match ? (match[1] ?? '/') : null;
}

/** The area of a path (without its query). */
export function areaOf(path: string): RouteArea {
  if (path === '/login') return 'signIn';
  if (path === '/terms') return 'terms';
  if (SIGNED_IN_AREAS.test(path) || embeddedPage(path) !== null) return 'signedIn';
  return 'public';
}
