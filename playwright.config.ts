import { defineConfig } from '@playwright/test';
import { CHROMIUM_OFFLINE_FLAGS, findChromium } from './scripts/findChromium.ts';
import { e2eGatewayPort, e2eGatewayUrl, e2eServerPort } from './tests/e2e/support/gatewayPort.ts';

const port = e2eServerPort;
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
      args: CHROMIUM_OFFLINE_FLAGS,
    },
  },
  webServer: [
    {
      // The local gateway peer: the seeded SMS and bot gateways point at it (tests/e2e/support/gateway.ts reads it).
      command: `tsx scripts/localGateway.ts`,
      url: `${e2eGatewayUrl}/received`,
      env: { LOCAL_GATEWAY_PORT: String(e2eGatewayPort), PRODUCT_URL: `http://localhost:${port}` },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      // The app is built once by the test script (or npm start); the server serves dist/.
      command: `rm -rf ${dataDir} && tsx server/main.ts`,
      url: `http://localhost:${port}/app-config.json`,
      // DEMO_CAPTCHA_ANSWER makes every captcha's answer known, for these tests only. The seed points
      // the demo gateways at the peer (SMS_GATEWAY_URL), whose messages the worker sends within half a second.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_CAPTCHA_ANSWER: 'E2E42',
        SMS_GATEWAY_URL: e2eGatewayUrl,
        MESSAGES_POLL_SECONDS: '0.5',
        MESSAGES_RETRY_SECONDS: '1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
