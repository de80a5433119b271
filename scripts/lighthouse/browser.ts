import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_OFFLINE_FLAGS, findChromium, INSTALL_CHROMIUM_HINT } from '../findChromium.ts';
import { freePort } from './server.ts';

export interface MeasuringBrowser {
  /** The browser's own (default) context: Lighthouse's tabs open in it and share its localStorage. */
  context: BrowserContext;
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/**
 * Chromium driven by Playwright with a remote-debugging port. A persistent context is the browser's
 * default one, so a session signed in through Playwright is the session Lighthouse's tab sees.
 */
export async function launchMeasuringBrowser(): Promise<MeasuringBrowser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_CHROMIUM_HINT);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: null,
    args: [...CHROMIUM_OFFLINE_FLAGS, `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
