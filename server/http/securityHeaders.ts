import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer (issue 14, finding 8), with Hono's secure-headers
 * middleware. Tokens live in localStorage, so the Content-Security-Policy is the second wall behind
 * DOMPurify: only the app's own script files run (no inline script, no eval), nothing may frame a
 * page (the sign-in page must not render inside another site), and nothing is sniffed.
 *
 * - `style-src 'unsafe-inline'`: announcements are operators' HTML, sanitised by DOMPurify, which
 *   keeps their `style` attributes (colours, emphasis); inline styles cannot run script.
 * - `img-src data:`: the captcha image and the Telegram QR code are data: URLs.
 * - `connect-src`: the app's own origin, plus the origin of any absolute URL in the served
 *   app-config.json (an API root, a message feed or an error-reporting endpoint elsewhere), read
 *   at start-up: a change of those URLs needs a restart of the server.
 * - The API's answers are data, never pages: their policy allows nothing at all.
 * - Referrer-Policy `no-referrer`: the app's URLs carry user ids and locations in their query.
 */

/** The origins of the absolute http(s) URLs among the values of the built app's app-config.json. */
export function configuredOrigins(staticDir: string | undefined): string[] {
  const file = staticDir ? join(staticDir, 'app-config.json') : '';
  if (!file || !existsSync(file)) return [];
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const values = typeof config === 'object' && config !== null ? Object.values(config) : [];
  const origins = values.flatMap((value) => {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return [];
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

const COMMON = {
  referrerPolicy: 'no-referrer',
  xContentTypeOptions: true,
  // frame-ancestors is the rule; X-Frame-Options says the same to browsers that predate it.
  xFrameOptions: 'DENY',
} as const;

export function securityHeaders({ staticDir }: { staticDir?: string } = {}) {
  const page = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...configuredOrigins(staticDir)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  const api = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  });
  return createMiddleware((c, next) => (c.req.path.startsWith('/api/') ? api(c, next) : page(c, next)));
}
