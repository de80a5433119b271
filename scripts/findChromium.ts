import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the one
 * Playwright installed itself. Null when none exists (the caller says how to install one).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', safePlaywrightPath()];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!)) ?? null;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The flags every Chromium we drive gets (e2e, Lighthouse): it stays off the network this machine does not have. */
export const CHROMIUM_OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const INSTALL_CHROMIUM_HINT = [
  'No Chromium found for the end-to-end tests.',
  'Install one of:',
  '  - Debian/Ubuntu:  sudo apt-get install -y chromium      (then it is found at /usr/bin/chromium)',
  '  - any system:     npx playwright install chromium',
  '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
].join('\n');
