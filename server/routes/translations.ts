import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { catalogLocaleOf, readCatalog, type CatalogLocale } from '../translations.ts';

/**
 * GET /assets/i18n/{lang}.json (spec 01 §7): `en`, `zh` and `ch` (= zh); any other language gets
 * English. The catalogs are built from src/locales/{en,zh}/messages.po once, when the app is
 * created, and revalidated by the browser on every load (no-cache, with an ETag).
 * Registered before the built app's static files, so it answers with or without a build.
 * Not an API call (spec 02 §7 does not list it): static assets the app loads, outside /api/.
 */
export function mountTranslationRoutes(app: Hono) {
  app.route('/assets/i18n', translationRoutes());
}

export function translationRoutes(localesDir?: string) {
  const served = new Map<CatalogLocale, { body: string; etag: string }>();
  for (const locale of ['en', 'zh'] as const) {
    const body = JSON.stringify(readCatalog(locale, localesDir));
    served.set(locale, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
  }

  return new Hono().get('/:file{[^/]+\\.json}', (c) => {
    const { body, etag } = served.get(catalogLocaleOf(c.req.param('file').slice(0, -'.json'.length)))!;
    const headers = { 'Cache-Control': 'no-cache', ETag: etag };
    // Weak comparison: the compress middleware marks the tag weak (W/) on a compressed answer.
    const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(etag) || known.includes('*')) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
  });
}
