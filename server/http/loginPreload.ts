import { logoPath } from '../../variants/logo.ts';
import { resolveVariant } from '../../variants/resolve.ts';
import type { Variant } from '../../variants/types.ts';

/**
 * The sign-in page's largest paint is its brand logo, which the app only asks for once its script
 * has run and rendered (Lighthouse, issue 24: "LCP request discoverable in the initial document").
 * The brand is the host's (variants/resolve.ts, the same rule the app applies before its first
 * render), so the server can name the logo in the page itself: the image then downloads beside the
 * script instead of after it. Only /login gets it: no other page shows the logo, and a brand whose
 * logo is hidden on this host gets nothing.
 */
export function loginLogoPreload(path: string, host: string | undefined): string {
  if (path !== '/login' || !host) return '';
  const hostname = host.replace(/:\d+$/, '');
  const variant = resolveVariant(hostname);
  if (!variant.logo) return '';
  return `<link rel="preload" as="image" href="${logoPath(variant.key)}" fetchpriority="high" />`;
}

/** The brand of the host a request names (variants/resolve.ts). */
export const variantOfHost = (host: string | undefined): Variant => resolveVariant((host ?? 'localhost').replace(/:\d+$/, ''));

/** index.html with the page's preloads at the end of its head. */
export function withPreloads(html: string, preloads: string): string {
  return preloads ? html.replace('</head>', `  ${preloads}\n  </head>`) : html;
}
