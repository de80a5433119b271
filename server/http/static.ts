import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { loginLogoPreload, withPreloads } from './loginPreload.ts';

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built app: hashed files under /assets/ are cached for a year, everything else
 * (index.html, app-config.json, logos) is revalidated on each load so a deploy is seen at once.
 * Any other GET that is not an API call answers index.html: the client router owns the paths
 * (/login's names the brand's logo for an early download, loginPreload.ts).
 */
export function serveBuiltApp(app: Hono, staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  const root = relative(process.cwd(), staticDir) || '.';
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        c.header('Cache-Control', /[/\\]assets[/\\].+-[\w-]{8,}\.\w+$/.test(path) ? YEAR : REVALIDATE);
      },
    }),
  );
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(withPreloads(readFileSync(indexFile, 'utf8'), loginLogoPreload(c.req.path, c.req.header('host'))));
  });
}
