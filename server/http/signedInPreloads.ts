import { readBuildManifest } from './buildManifest.ts';
import { areaOf } from '../../domain/routeAreas.ts';

/** Chunk groups cut along the loading path (vite.config.ts, scripts/vite/graphChunks.ts): the API client with every call a visitor makes, */
export const PUBLIC_CALLS_CHUNK = 'publicCalls';
/** what signed-out pages share with the frame, */
export const SHARED_CHUNK = 'shared';
/** and the signed-in frame, route table and flows. */
export const SIGNED_IN_CHUNK = 'signedIn';

const PRELOADED_GROUPS = new Set([PUBLIC_CALLS_CHUNK, SHARED_CHUNK, SIGNED_IN_CHUNK]);

/**
 * A signed-in page's frame as modulepreloads in the page itself (Lighthouse, issue 24): the app asks
 * for the signed-in chunk, and what it imports, only once the entry script has arrived and run, one
 * round trip after it on a slow link; named in the page, they download beside the entry. Only the
 * three groups of the signed-in chunk's imports (~67 KB br of ~75), not its 1-2 KB pieces: HTTP/1.1
 * gives a host six connections, and each file more in the page's first requests pushed the runtime
 * config, which the app waits for, behind them (measured: see README "Lighthouse", session 15).
 * Only for paths of the signed-in area (a visitor without a session is sent to sign-in from there,
 * and pays for code it did not use: a signed-in page's address is mostly a signed-in user's). What
 * the entry's own page preloads already is left out. None without a build manifest.
 */
export function signedInPreloads(staticDir: string, path: string): string {
  if (areaOf(path) !== 'signedIn') return '';
  const manifest = readBuildManifest(staticDir);
  if (!manifest) return '';
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
  return [...chunks]
    .filter((key) => PRELOADED_GROUPS.has(manifest[key]!.name ?? ''))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`).join('\n    ');
}
