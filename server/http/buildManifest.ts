import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as the server reads it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk | undefined>>;

const cache = new Map<string, { stamp: string; manifest: BuildManifest }>();

/**
 * The build manifest of `staticDir`, or null without one. Every page the server answers reads it
 * (the brand's stylesheets, a signed-in page's preloads): it is parsed once per build, not per page,
 * and read again only when the file changes (a new build under a running server).
 */
export function readBuildManifest(staticDir: string): BuildManifest | null {
  const file = join(staticDir, '.vite', 'manifest.json');
  let stamp: string;
  try {
    const stats = statSync(file);
    stamp = `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.manifest;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  cache.set(file, { stamp, manifest });
  return manifest;
}
