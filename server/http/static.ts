import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { loginLogoPreload, variantOfHost, withPreloads } from './loginPreload.ts';
import { brandRecordScript } from '../../variants/brandRecord.ts';
import { brandStylesheetLinks } from './brandStylesheets.ts';
import { staticSignIn, withStaticSignIn } from './signInMarkup.ts';
import { signedInPreloads } from './signedInPreloads.ts';

const YEAR = 'public, max-age=31536000, immutable';
/** A file of the build whose name carries its content's hash (assets/index-CG7N86EY.js), with or without a precompressed copy's suffix. */
export const HASHED_ASSET = /[/\\]assets[/\\].+-[\w-]{8,}\.\w+(\.(br|gz))?$/;
const REVALIDATE = 'no-cache';

/**
 * Serves the built app: hashed files under /assets/ are cached for a year (and sent as their
 * precompressed Brotli or gzip copy when there is one), everything else
 * (index.html, app-config.json, logos) is revalidated on each load so a deploy is seen at once.
 * Any other GET that is not an API call answers index.html: the client router owns the paths
 * (/login's names the brand's logo for an early download, loginPreload.ts, and carries its sign-in
 * screen, signInMarkup.ts).
 */
export function serveBuiltApp(app: Hono, staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  const root = relative(process.cwd(), staticDir) || '.';
  // The file each request was answered with: serveStatic names it only once its answer is built,
  // too late for a header set on the context, so the header goes on the answer it returns.
  const servedFiles = new WeakMap<object, string>();
  const serveFile = serveStatic({
    root,
    // The Brotli or gzip copy scripts/precompress.ts wrote beside a hashed file, when the browser takes it.
    precompressed: true,
    onFound: (path, c) => {
      servedFiles.set(c, path);
    },
  });
  app.use('*', async (c, next) => {
    // The page itself always comes from the route below, with the host's brand in it.
    if (c.req.path === '/' || c.req.path === '/index.html') return next();
    const answer = await serveFile(c, next);
    const file = servedFiles.get(c);
    if (answer && file) answer.headers.set('Cache-Control', HASHED_ASSET.test(file) ? YEAR : REVALIDATE);
    return answer;
  });
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    const host = c.req.header('host');
    const variant = variantOfHost(host);
    // Every page carries its host's brand (variants/brandRecord.ts): the app reads it instead of the registry of every brand.
    const head = [loginLogoPreload(c.req.path, host), brandRecordScript(variant), brandStylesheetLinks(staticDir, variant), signedInPreloads(staticDir, c.req.path)]
      .filter(Boolean)
      .join('\n    ');
    // /login paints its sign-in screen with the page (signInMarkup.ts).
    const signIn = staticSignIn(staticDir, c.req.path, new URL(c.req.url).search, variant);
    return c.html(withStaticSignIn(withPreloads(readFileSync(indexFile, 'utf8'), head), signIn));
  });
}
