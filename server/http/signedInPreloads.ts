import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areaOf } from '../../domain/routeAreas.ts';

/** The chunk group of the signed-in frame, route table and flows (vite.config.ts, scripts/vite/graphChunks.ts). */
export const SIGNED_IN_CHUNK = 'signedIn';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };

/**
 * A signed-in page's frame as modulepreloads in the page itself (Lighthouse, issue 24): the app asks
 * for the signed-in chunk, and what it imports, only once the entry script has arrived and run, one
 * round trip after it on a slow link; named in the page, they download beside the entry. Only for
 * paths of the signed-in area (a visitor without a session is sent to sign-in from there, and pays
 * for code it did not use: a bookmark of a signed-in page is mostly a signed-in user's). What the
 * entry's own page already preloads is left out. None without a build manifest.
 */
export function signedInPreloads(staticDir: string, path: string): string {
  if (areaOf(path) !== 'signedIn') return '';
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const start = Object.keys(manifest).find((key) => manifest[key]!.name === SIGNED_IN_CHUNK && manifest[key]!.file.endsWith('.js'));
  if (!start) return '';
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const withEntry = new Set(entryKey ? [entryKey, ...(manifest[entryKey]!.imports ?? [])] : []);
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key) || withEntry.has(key) || !manifest[key]) return;
    chunks.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(start);
  return [...chunks].map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`).join('\n    ');
}
