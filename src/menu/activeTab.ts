import type { TabId } from './types.ts';

/** True when `pathname` is `base` or lies under it (segment-wise: /sms/smsGatewayX is not under /sms/smsGateway). */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** URL prefixes and their tab, most specific first (spec 02 §2.2). */
const PREFIXES: readonly (readonly [string, TabId])[] = [
  ['/admin/home', 'bets'],
  ['/admin', 'administration'],
  ['/bet', 'bets'],
  ['/tickets', 'bets'],
  ['/report', 'report'],
  ['/control', 'control'],
  ['/outset', 'outset'],
  ['/utilities', 'utilities'],
  ['/sms/smsGateway', 'smsGateway'],
  ['/sms', 'sms'],
  ['/payOut', 'options'],
  ['/announcement', 'options'],
];

/** The menu tab the current URL highlights, or null when none does. A query or hash is ignored. */
export function activeTabFor(pathname: string): TabId | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return PREFIXES.find(([base]) => isUnder(path, base))?.[1] ?? null;
}
