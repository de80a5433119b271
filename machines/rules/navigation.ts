/** Where navigation goes; machines emit `{ type: 'navigate', ... }` and one router bridge applies it. */
export interface NavigateEvent {
  type: 'navigate';
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** A full page load (e.g. leaving maintenance), not a client-side route change. */
  hard?: boolean;
}

export const navigateTo = (to: string, options: Omit<NavigateEvent, 'type' | 'to'> = {}): NavigateEvent => ({
  type: 'navigate',
  to,
  ...options,
});

/** /admin/home with the location: where a signed-in user belongs by default (spec 01 §4). */
export const homePath = (locId: string) => `/admin/home?LocId=${encodeURIComponent(locId)}`;

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * A returnUrl is followed only when it is a same-origin path: it starts with exactly one `/`, has
 * no `//` and no backslash anywhere, and no scheme. Empty, `/` and `/login` mean "no return url".
 */
export function safeReturnUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (!url.startsWith('/') || url.includes('//') || url.includes('\\')) return null;
  // A scheme hidden after the slash (/javascript:…) or control characters are refused as well.
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(url) || hasControlCharacter(url)) return null;
  const path = url.split(/[?#]/)[0];
  if (path === '/' || path === '/login') return null;
  return url;
}

/** After sign-in: /terms until accepted (carrying the return url), else the return url or home. */
export function afterSignIn(termsAccepted: boolean, locId: string, returnUrl: string | null): string {
  const target = safeReturnUrl(returnUrl);
  if (!termsAccepted) return target ? `/terms?returnUrl=${encodeURIComponent(target)}` : '/terms';
  return target ?? homePath(locId);
}

export const SESSION_ERROR_MESSAGE = 'Session Error.';
export const loginPath = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return query ? `/login?${query}` : '/login';
};
