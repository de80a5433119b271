import type { VersionCheckResult } from '../../../machines/versionUpdate.machine.ts';
import { APP_VERSION_META, VERSION_FILE_NAME } from './versionFile.ts';
import { readVersionFile } from '../startupReaders.ts';

/** The version of the code running in this page, from its index.html; null when the build wrote none. */
export function runningVersion(doc: Document = document): string | null {
  const content = doc.querySelector(`meta[name="${APP_VERSION_META}"]`)?.getAttribute('content')?.trim();
  return content ? content : null;
}

export interface CheckVersionOptions {
  /** Where the version file is served; next to index.html by default. */
  url?: string;
  /** The running version; read from the page by default. */
  running?: string | null;
  /** The network (a fake in tests). */
  fetch?: typeof globalThis.fetch;
}

const defaultUrl = () => new URL(`${import.meta.env.BASE_URL}${VERSION_FILE_NAME}`, document.baseURI).href;

/**
 * Asks the server which version it serves now (never from a cache) and compares it with the running
 * one. A network or format failure rejects: the machine simply waits for the next check.
 */
export async function checkVersion(options: CheckVersionOptions = {}): Promise<VersionCheckResult> {
  const running = options.running === undefined ? runningVersion() : options.running;
  // Nothing to compare with (a build without the meta tag): never prompt.
  if (!running) return { newVersion: false };
  // Plain fetch: the root chart's version checks run on the sign-in page, before ky has loaded.
  const response = await (options.fetch ?? globalThis.fetch)(options.url ?? defaultUrl(), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${VERSION_FILE_NAME}: HTTP ${response.status}`);
  return { newVersion: readVersionFile(await response.json()) !== running };
}
