import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/findChromium.ts';

const port = Number(process.env.E2E_PORT ?? 4180);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e`;

/**
 * End-to-end tests: the real server (built app + API) on a fresh embedded database, in Chromium.
 * The browser flags keep Chromium off the network this machine does not have.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'reports/e2e' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The app is built once by the test script (or npm start); the server serves dist/.
    command: `rm -rf ${dataDir} && tsx server/main.ts`,
    url: `http://localhost:${port}/app-config.json`,
    // DEMO_CAPTCHA_ANSWER makes every captcha's answer known, for these tests only.
    env: { PORT: String(port), DATA_DIR: dataDir, DEMO_CAPTCHA_ANSWER: 'E2E42' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
